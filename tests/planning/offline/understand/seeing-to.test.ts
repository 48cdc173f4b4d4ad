/**
 * A generic verb of seeing to a thing ("can you deal with the washing up", "sort out the bed",
 * "see to the plant", "take care of the dishes", "handle the bins", "do the plant", issue 38)
 * asks for what the thing is for here: its one use planned, several asked about as for a thing
 * named with nothing asked, none as today. "It" sees to the thing named before, or does what was
 * said before. Never a command the use does not ask for, never a negation read as asking.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from '../../../../src/planning/offline/understand/parse.js';
import { seeingToIn, type SeeingToWords } from '../../../../src/planning/offline/understand/seeing-to.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

// FloorPlan3: a kitchen with a HousePlant, a Faucet, a GarbageCan, plates, mugs and a CoffeeMachine.
const kitchen = readerIn('FloorPlan3');
// FloorPlan301: a bedroom with a Bed, Pillows, a Laptop, Books and Blinds (no Faucet, no HousePlant).
const bedroom = readerIn('FloorPlan301');
// FloorPlan201: a living room with a HousePlant and no Faucet to water it from.
const living = readerIn('FloorPlan201');

/** A goal's id, the conditions of its only alternative and the words it rests on. */
function goalOf(u: Understanding): { id: string; all: unknown; words: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  expect(u.goal.alternatives).toHaveLength(1);
  return { id: u.goal.id, all: u.goal.alternatives[0]!.all, words: u.reading.words };
}

/** The question asked and the options offered. */
function askOf(u: Understanding): { question: string; options: readonly string[] } {
  if (u.kind !== 'ask') throw new Error(`not asked: ${JSON.stringify(u)}`);
  return { question: u.question, options: u.options };
}

const watered = [{ exists: { type: 'HousePlant', isFilledWithLiquid: true } }];

describe('seeingToIn', () => {
  const words: SeeingToWords = {
    vocabulary: kitchen.vocabulary,
    ...kitchen.knowledge.speech.seeingTo,
    uses: kitchen.knowledge.uses.uses,
    fillers: new Set(kitchen.knowledge.speech.fillers),
    determiners: new Set(kitchen.knowledge.speech.determiners),
  };
  const read = (text: string) => seeingToIn(tokens(text), words);

  it('finds the verb and the thing after asking words, a particle after the thing, politeness after it', () => {
    expect(read('can you deal with the plant')).toEqual({ verb: 'deal with', object: ['the', 'plant'], thing: 'plant', pronoun: false });
    expect(read('could you take care of the dishes for me please')).toMatchObject({ verb: 'take care of', thing: 'dishes' });
    expect(read('sort the bins out')).toEqual({ verb: 'sort', object: ['the', 'bins'], thing: 'bins', pronoun: false });
    expect(read('see to it')).toEqual({ verb: 'see to', object: ['it'], pronoun: true });
    expect(read('sort them out please')).toMatchObject({ verb: 'sort', pronoun: true });
  });

  it('is no such clause when the verb names no thing of the room after it, or comes after a person telling of themselves', () => {
    expect(read('sort out some breakfast')).toBeUndefined();
    expect(read('sort me out with something warm to drink')).toBeUndefined();
    expect(read('do you have a pen')).toBeUndefined();
    expect(read('i am going to tackle it myself')).toBeUndefined();
    expect(read('deal with the plant on the counter')).toBeUndefined();
  });

  it('is never a negation ("don\'t deal with the plant", "do not touch it")', () => {
    expect(read('do not deal with the plant')).toBeUndefined();
    expect(read('please dont handle the bins')).toBeUndefined();
    expect(read('do not touch it')).toBeUndefined();
  });
});

describe('a thing seen to with one use here', () => {
  it('is that use, resting on the verb and the thing, whatever the generic verb', () => {
    for (const [text, verb] of [
      ['see to the plant', 'see to'],
      ['can you deal with the plant', 'deal with'],
      ['do the plant', 'do'],
      ['look after the plant please', 'look after'],
      ['sort the plant out', 'sort'],
      ['could you take care of the plants', 'take care of'],
    ] as const) {
      const read = goalOf(kitchen(text));
      expect(read.id, text).toBe('watered-plant');
      expect(read.all).toEqual(watered);
      expect(read.words).toEqual([verb, expect.stringMatching(/^plants?$/)]);
    }
  });

  it('"it" after the thing named is that thing ("there\'s a plant on the side, see to it")', () => {
    const read = goalOf(kitchen("the plant, see to it"));
    expect(read.all).toEqual(watered);
  });

  it('pillows in a bedroom are the bed made, and nothing else is moved or changed', () => {
    const read = goalOf(bedroom('sort out the pillows'));
    expect(read.id).toBe('made-bed');
    expect(read.all).toEqual([{ exists: { type: 'Bed', is: ['clean'] } }, { none: { notType: ['Pillow', 'TeddyBear'], in: 'Bed', pickupable: true } }]);
  });
});

describe('"do" with the thing that asks a use by its own phrase', () => {
  it('"take care of the dishes" is the washing up, "handle the bins" the rubbish binned, resting on the words said', () => {
    expect(goalOf(kitchen('take care of the dishes'))).toMatchObject({ id: 'clean-dishes', words: ['take care of the dishes'] });
    expect(goalOf(kitchen('can you handle the bins'))).toMatchObject({ id: 'rubbish-binned', words: ['handle the bins'] });
  });

  it('"deal with the washing up", as "do the washing up" already read', () => {
    expect(goalOf(kitchen('can you deal with the washing up')).id).toBe('clean-dishes');
  });
});

describe('a thing seen to with several uses, or none', () => {
  it('several: the question offering them, as for the thing named with nothing asked', () => {
    const asked = askOf(bedroom('can you deal with the bed'));
    expect(asked).toEqual(askOf(bedroom('the bed')));
    expect(asked.question).toBe('What should I do with the bed?');
    expect(asked.options).toEqual(['a made bed', 'tidy up the bed']);
    expect(askOf(kitchen('deal with the mug')).options).toEqual(['a cup of coffee', 'a glass of water', 'clean dishes']);
  });

  it('none here (a plant with no tap to water it from): asked about as today, never another task', () => {
    expect(askOf(living('see to the plant'))).toEqual(askOf(living('the plant')));
    expect(askOf(living('see to the plant')).options).toEqual([]);
  });

  it('a thing the room does not have is said to be missing', () => {
    expect(refusalOf(bedroom('look after the plant'))).toBe('there is no plant here');
  });
});

describe('"it" after what was said', () => {
  it('after a need said of the washing up, does that ("... STILL sitting there ..., can you deal with it")', () => {
    const read = goalOf(kitchen("ugh the washing up from last night is STILL sitting there and my mum's coming round, can you deal with it"));
    expect(read.id).toBe('clean-dishes');
    expect(read.words).toEqual(['washing up']);
  });

  it('after a need said of a thing, is no need of its own ("see" of "see to it" is no light to see by)', () => {
    expect(goalOf(kitchen('the plant is looking sad, see to it')).all).toEqual(watered);
  });

  it('with nothing named before, is not understood as before', () => {
    expect(refusalOf(kitchen('deal with it'))).toMatch(/did not understand 'deal'/);
  });
});

describe('negations and commands stay what they are', () => {
  it('"don\'t deal with the plant" plans nothing', () => {
    expect(kitchen("don't deal with the plant").kind).not.toBe('goal');
  });

  it('"do the washing up" and "sort out some breakfast" read as before', () => {
    expect(goalOf(kitchen('could you do the washing up')).id).toBe('clean-dishes');
    expect(kitchen("It's my first morning here, could you sort out some breakfast?").kind).not.toBe('none');
  });

  it('a repair is still refused ("fix the tap", "the tap keeps dripping, can you fix it"), though "fix the pillows" is the bed made ("fix bed")', () => {
    expect(refusalOf(kitchen('can you fix the tap'))).toMatch(/'fix' asks for repairing/);
    expect(refusalOf(kitchen('The tap in here keeps dripping all night, can you fix it?'))).toMatch(/'fix' asks for repairing/);
    expect(goalOf(bedroom('fix the pillows'))).toMatchObject({ id: 'made-bed', words: ['fix', 'pillows'] });
  });

  it('a thing seen to beside a command is asked about, never planned unasked', () => {
    expect(askOf(bedroom('turn on the lamp and deal with the pillows')).question).toBe('What should I do with the pillows?');
  });
});

describe('a thing said to be in a state no use is read from', () => {
  it('is asked about, never planned for its use ("the bin is broken, deal with it", "deal with the broken bin")', () => {
    for (const text of ['the bin is broken, deal with it', 'deal with the broken bin']) {
      expect(askOf(kitchen(text)), text).toEqual({ question: 'What should I do with the bin?', options: ['the rubbish in the bin'] });
    }
    expect(goalOf(kitchen('handle the bin')).id).toBe('rubbish-binned');
  });
});
