/**
 * Issue 38, words read as another task before: greasy and gross said of a thing (a greasy pan is
 * washed; "greasy, stodgy" food is a meal, and "gross" alone cleans nothing), a smell in the room (a
 * candle lit, else refused naming the window), a light told of as left on (switched off, never on,
 * while "leave the light on" keeps it on), something to read (a book brought, not a lamp), an egg
 * heated in its shell (refused as a hazard), the TV turned up (no volume in this world: refused), a
 * coffee gone cold (heated, never a cold one asked) and the sink full of dirty dishes (the washing up,
 * the sink only where it is done). Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bathroom = readerIn('FloorPlan406');
const bedroom = readerIn('FloorPlan301');

const idOf = (u: Understanding) => (u.kind === 'goal' ? u.goal.id : u.kind === 'tie' ? u.options.map((o) => o.id) : u.kind);
const all = (u: Understanding) => (u.kind === 'goal' ? JSON.stringify(u.goal.alternatives.map((a) => a.all)) : u.kind);

describe('greasy and gross are said of a thing', () => {
  it('a greasy pan is washed; greasy food is something to eat', () => {
    expect(idOf(kitchen('the pan is all greasy'))).toBe('clean-dishes');
    expect(idOf(kitchen('could murder something greasy and stodgy'))).toBe('meal');
    expect(idOf(kitchen('I need carbs'))).toBe('meal');
  });

  it('"gross" said of nothing that gets dirty cleans nothing in its place', () => {
    // The toilet brush never gets dirty (not dirtyable): asked about, never some other thing cleaned.
    const u = bathroom('the toilet brush on the counter is gross');
    expect(u).toMatchObject({ kind: 'ask', question: 'What should I do with the toilet brush?' });
  });
});

describe('a smell in the room', () => {
  it('is a candle lit where there is one, the world having no smells (said)', () => {
    const u = bathroom('it reeks in here');
    expect(idOf(u)).toBe('candle-lit');
    expect(u.kind === 'goal' && u.notes.join(' ')).toMatch(/no smells/);
  });

  it('is refused where there is none, naming the candle and the window that does not open', () => {
    expect(refusalOf(bedroom('ugh it reeks in here'))).toMatch(/a candle lit, which needs a Candle: this Bedroom has none; a window opened for fresh air, which this world cannot do/);
  });

  it('a bin that stinks or is full is still the rubbish, never a bin to fill', () => {
    expect(idOf(bathroom('the bin stinks'))).toBe('rubbish-binned');
    // Was: "'bin is full' does not say what to act on" ("full" read as filling it).
    expect(idOf(kitchen('the bin is full'))).toBe('rubbish-binned');
    expect(all(kitchen('fill the bin'))).toContain('filled');
  });
});

describe('a light told of as left on', () => {
  it('is switched off, never on', () => {
    for (const said of ['the kids left the lights on again', 'someone left the bathroom light on again', 'the light was left on all day']) {
      const u = bathroom(said);
      expect(idOf(u), said).toBe('lights-off');
      expect(all(u), said).toContain('"none":{"type":"LightSwitch","is":["on"]}');
    }
  });

  it('"leave the lights on" is a wish: on', () => {
    expect(all(bathroom('please leave the lights on'))).toContain('"type":"LightSwitch","is":["on"]');
  });
});

describe('something to read', () => {
  it('is a book (else the paper) brought, not a lamp', () => {
    const u = bedroom('bored stiff, I want something to read');
    expect(idOf(u)).toBe('reading-to-hand');
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ exists: { type: 'Book', is: ['held'] } }], [{ exists: { type: 'Newspaper', is: ['held'] } }]]);
  });

  it('said lacking ("there is nothing to read") is the same, and refused where the room has neither (was: the light, already on)', () => {
    expect(idOf(bedroom('there is nothing to read in here'))).toBe('reading-to-hand');
    // FloorPlan413: a bathroom with no Book or Newspaper; the person on the loo is where they are, nothing asked of it.
    const refused = readerIn('FloorPlan413')("i'm on the loo and there's nothing to read, bring me something");
    expect(refused.kind === 'none' && refused.reason).toMatch(/something to read brought to you, which needs a Book or a Newspaper/);
  });

  it('reading in bed in the dark is still a lamp to read by', () => {
    expect(idOf(bedroom("It's too dark in here, I want to read in bed"))).toBe('lamp-on');
  });
});

describe('an egg heated in its shell', () => {
  it('is refused as a hazard the robots do not try, not as a missing skill', () => {
    const why = refusalOf(kitchen('pop an egg in the microwave with the shell on'));
    expect(why).toMatch(/^'with the shell on' asks for heating an egg in its shell, which the robots will not do: an egg heated whole bursts/);
    expect(why).toContain('EggCracked');
    expect(why).not.toMatch(/none of the robots' skills/);
  });

  it('a cracked egg is still cooked', () => {
    expect(kitchen('crack an egg into the pan').kind).toBe('goal');
  });
});

describe('the TV turned up', () => {
  it('is refused saying the world has no volume; switching it on is still a command', () => {
    const living = readerIn('FloorPlan201');
    expect(refusalOf(living('could you turn the telly up, the match is on'))).toMatch(/asks for changing the volume, which none of the robots' skills does .*it has no volume/);
    expect(living('turn the tv on').kind).toBe('goal');
  });

  it('refuses a channel changed, as it has none (was: the TV on and the lights off); the news put on is the TV on', () => {
    const living = readerIn('FloorPlan201');
    expect(refusalOf(living('can you change the channel'))).toMatch(/asks for changing the channel, .*it has no channels/);
    expect(living('put the news on').kind).toBe('goal');
  });
});

describe('the toilet bowl', () => {
  it('is the toilet, which never gets dirty here (was: "there is no bowl here")', () => {
    expect(refusalOf(readerIn('FloorPlan401')('clean the toilet bowl'))).toMatch(/a Toilet never gets dirty in this world/);
  });
});

describe('how a thing has become is no state asked of it', () => {
  it('"heat my coffee up, it has gone cold": a hot coffee, never a cold one', () => {
    for (const said of ['heat my coffee up, it has gone cold', "warm up my coffee, it's gone all cold"]) {
      const u = kitchen(said);
      expect(u.kind === 'goal' && u.goal.title, said).toBe('a cup of coffee, hot');
    }
    const told = kitchen('my coffee has gone cold');
    expect(told.kind === 'goal' && JSON.stringify(told.goal.alternatives)).not.toMatch(/"cold"/);
  });

  it('"the sink is full of dirty dishes": the dishes washed, the sink only where it is done', () => {
    const u = kitchen('the sink is full of dirty dishes, sort it out');
    expect(u).toMatchObject({ kind: 'goal', goal: { id: 'clean-dishes', title: 'clean dishes' } });
  });

  it('a thing the goal names still narrows it, and one it has no place for is still refused', () => {
    expect(refusalOf(kitchen('make toast with the apple'))).toMatch(/'apple' is named, but toast does not use it/);
  });
});

describe('a brew: the tea this world lacks, wanted as a hot drink', () => {
  it('"gasping for a brew" is a coffee or the kettle boiled, asked which; never a glass of water', () => {
    const u = kitchen('gasping for a brew');
    expect(idOf(u)).toEqual(['coffee', 'boiled-water']);
  });

  it('hungry and wanting a brew asks for both together, each way with each', () => {
    const u = readerIn('FloorPlan22')("I'm famished and gasping for a brew");
    expect(idOf(u)).toEqual(['meal+coffee', 'meal+boiled-water']);
  });

  it('needs whose goals would undo each other stay a choice: a wash and going out', () => {
    const u = readerIn('FloorPlan402')('I stink and we are going out tonight');
    expect(u.kind === 'goal' ? u.goal.id : u.kind === 'tie' ? u.options.map((o) => o.id).join(' ') : u.kind).not.toMatch(/\+room-left|room-left\+/);
  });
});

describe('a pronoun inside a phrase of need is the phrase\'s', () => {
  it('"need to jot it down" after a book told of is something to write with, never the book brought', () => {
    const u = bedroom('had a great thought about my book, need to jot it down');
    expect(idOf(u)).toBe('pen-to-hand');
  });
});

