/**
 * A thing the person is looking for is brought to them (held: the suites' convention), whatever
 * the wording of the looking ("where's", "where'd I leave", "can't find", "lost", "have you seen",
 * "gone missing", "I need my ..."); what else the request says around it asks nothing more, and a
 * clause that says what to do with the thing wins over bringing it.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { soughtIn, wantedIn, type SeekingWords } from '../../../../src/planning/offline/understand/sought.js';
import { tokens } from '../../../../src/planning/offline/understand/parse.js';
import { readerIn } from './reader-in.js';

// FloorPlan301: a bedroom with a CellPhone, a Watch, a KeyChain, a Laptop, a DeskLamp and a LightSwitch.
const bedroom = readerIn('FloorPlan301');

/** The conditions of a goal's first alternative, and the words it rests on. */
function read(u: Understanding): { all: unknown; words: readonly string[]; aside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { all: u.goal.alternatives[0]!.all, words: u.reading.words, aside: u.reading.setAside };
}

const held = (type: string) => [{ exists: { type, is: ['held'] } }];

describe('soughtIn and wantedIn', () => {
  const words: SeekingWords = {
    vocabulary: bedroom.vocabulary,
    seeking: bedroom.knowledge.speech.seeking,
    missing: bedroom.knowledge.speech.missing,
    canHold: (types) => !types.includes('Bed') && !types.includes('LightSwitch'),
  };

  it('finds the thing after a phrase of seeking, or before one of missing, with the words that say it', () => {
    expect(soughtIn(tokens('any idea where my phone went'), words)).toMatchObject({ words: 'phone', types: ['CellPhone'], said: 'where my phone' });
    expect(soughtIn(tokens('my keys have gone missing'), words)).toMatchObject({ words: 'keys', said: 'keys have gone missing' });
  });

  it('seeks nothing a person cannot be handed, nor where a command comes first ("put the book back where the watch is")', () => {
    expect(soughtIn(tokens('where is the light switch'), words)).toBeUndefined();
    expect(soughtIn(tokens('put the book back where the watch is'), words)).toBeUndefined();
    expect(soughtIn(tokens('turn on the lamp'), words)).toBeUndefined();
  });

  it('tries every phrase of missing, not only the longest found ("my book fell behind the bed": "behind the bed" is not said of it)', () => {
    expect(soughtIn(tokens('my book fell behind the bed'), words)).toMatchObject({ words: 'book', said: 'book fell behind' });
    expect(soughtIn(tokens('i think the remote is under the sofa'), words)).toMatchObject({ words: 'remote' });
  });

  it('what a doing is done to is no thing wanted: "need to write the essay" brings no book', () => {
    expect(wantedIn(tokens('need to write the novel'), bedroom.knowledge.speech.wanting, words)).toBeUndefined();
  });

  it('wanting brings only one thing named, and only with a word of wanting', () => {
    expect(wantedIn(tokens('i need my laptop'), bedroom.knowledge.speech.wanting, words)).toMatchObject({ words: 'laptop', said: 'need my laptop' });
    expect(wantedIn(tokens('my laptop'), bedroom.knowledge.speech.wanting, words)).toBeUndefined();
    expect(wantedIn(tokens('i want the laptop and the phone'), bedroom.knowledge.speech.wanting, words)).toBeUndefined();
  });
});

describe('finding a thing is bringing it', () => {
  it('reads every way of asking where a thing is as the thing brought', () => {
    for (const [request, type] of [
      ["where's my phone", 'CellPhone'],
      ['where did I put my watch?', 'Watch'],
      ["I can't find my keys anywhere", 'KeyChain'],
      ["I've lost my watch", 'Watch'],
      ['have you seen my phone', 'CellPhone'],
      ['my keys have gone missing', 'KeyChain'],
      ['I need my laptop', 'Laptop'],
      // Was asked about with nothing to offer.
      ['can you help me find my keys', 'KeyChain'],
      // Were asked about: the longest phrase found was not said of the thing, or under furniture was not known.
      ['my book fell behind the bed', 'Book'],
      ['I think my phone is under the bed', 'CellPhone'],
    ] as const) {
      expect(read(bedroom(request)).all, request).toEqual(held(type));
    }
  });

  it('a place out of reach beside a thing wanted is where it is, asking nothing of its own (was: asked what to do with the cupboard)', () => {
    const kitchen = readerIn('FloorPlan8');
    expect(read(kitchen("I can't reach the top cupboard, I need a mug")).all).toEqual(held('Mug'));
    // Said alone, it is still asked about.
    expect(kitchen("I can't reach the cupboard").kind).toBe('ask');
  });

  it('the reason said beside it is set aside, not read as another need ("my alarm is on it", a game to go to)', () => {
    const alarm = read(bedroom("I can't find my phone and my alarm's on it"));
    expect(alarm.all).toEqual(held('CellPhone'));
    expect(alarm.words).toEqual(['can not find my phone']);
    const late = read(bedroom("running way late, no idea where'd I leave my watch"));
    expect(late.all).toEqual(held('Watch'));
    // 'running', 'late' and 'idea' are the person's own doing, a time and chat (speech.yaml fillers): known, and asking nothing.
    expect(late.aside).toEqual([]);
    // Never the question with no options that has no answer.
    expect(bedroom('where is my phone').kind).toBe('goal');
  });

  it('"need to write it down" after a book named is something to write with, never the book: "it" is part of the need\'s words', () => {
    const jot = read(bedroom('just had an idea for my novel, I need to write it down quick'));
    expect(jot.all).toEqual(held('Pen'));
    expect(jot.words).toEqual(['write it down']);
  });

  it('a clause saying what to do with the thing wins over bringing it', () => {
    expect(read(readerIn('FloorPlan201')("Where's the remote? I want it on the sofa.")).all).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]);
  });

  it('a thing that cannot be handed, or a used-up one, is not brought', () => {
    expect(bedroom('where is the light switch').kind).not.toBe('goal');
    // FloorPlan401: a bathroom; a roll of toilet paper is a need of its own (the toilet-paper use), never just held.
    const bath = readerIn('FloorPlan401')("where's the toilet paper");
    expect(bath).toMatchObject({ kind: 'ask', options: ['a roll of toilet paper on the holder'] });
  });
});

describe('where the person says they left it tells, it asks nothing', () => {
  it('a telling after a hedge ("pretty sure", "I am sure") is no command to put the thing there: the thing sought is brought', () => {
    // FloorPlan301: a bedroom with a CellPhone on the bed and Drawers; nothing is put in a drawer.
    expect(read(bedroom("seen my watch anywhere? i'm sure i left it in the bedroom somewhere")).all).toEqual(held('Watch'));
    expect(read(bedroom("where's my phone, pretty sure we left it on the desk")).all).toEqual(held('CellPhone'));
  });

  it('the thing the clause tells of is sought, not a thing it lies under (was: "the remote is under the cushion somewhere" brought the cushion)', () => {
    expect(read(readerIn('FloorPlan210')('the remote is under the cushion somewhere')).all).toEqual(held('RemoteControl'));
  });

  it('told with no thing sought, it is still no command: nothing is planned from it', () => {
    expect(bedroom('pretty sure i left the watch on the desk').kind).not.toBe('goal');
  });

  it('plural things sought are one of them handed over, as a person holds one', () => {
    // FloorPlan201: a living room with a Pillow.
    const pillows = read(readerIn('FloorPlan201')('no idea where the pillows went'));
    expect(pillows.all).toEqual(held('Pillow'));
  });
});

describe('a thing wanted in a state', () => {
  const room = readerIn('FloorPlan321');

  it('is made so, not handed over as it is ("I want the laptop open")', () => {
    const u = room('I want the laptop open');
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ exists: { type: 'Laptop', is: ['open'] } }]]);
  });

  it('with nothing said of it, is handed over as before', () => {
    const u = room('I need my credit card');
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });
});
