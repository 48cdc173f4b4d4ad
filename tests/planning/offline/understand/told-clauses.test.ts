/**
 * A word the reader does not know rests nothing in a clause that tells rather than asks (issue 38):
 * what was ("been ... all morning", "we ...-ed", "almost fell ..."), what someone not of the room
 * does ("plumber's dawdling outside", "bertie and his hairdresser are visiting"), what the person does other
 * than wishing ("I smell like ..."), when or where after what is asked ("... before the kids scoff
 * it", "where it usually dwells"), and a word saying how much or how so before a known state. Those
 * words are set aside when the request reads and block one that reads as nothing else; the state
 * said of a thing, the verb acting on a thing and the thing asked for still block. Real reader,
 * real knowledge.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf as refusal, slotsWith } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');
const bathroom = readerIn('FloorPlan401');

/** The goal's title and what was set aside. */
function read(u: Understanding): { title: string; aside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { title: u.goal.title, aside: [...u.reading.setAside].sort() };
}

describe('the slot of a word before a known state, or after "is a"', () => {
  const slots = slotsWith(kitchen, { stateWords: ['cosy', 'droopy'] });

  it('only the last word said of a thing is its state; a word before it says how so', () => {
    expect(slots('the table is frightfully blotchy')).toMatchObject({ needed: ['blotchy'], loose: ['frightfully'] });
    expect(slots('the counter is an utter kerfuffle')).toMatchObject({ needed: ['kerfuffle'], loose: ['utter'] });
    expect(slots('the counter is an utter kerfuffle').slots.map((s) => s.slot)).toEqual(['loose', 'state']);
    expect(slots('i want a jolly cosy evening')).toMatchObject({ needed: [], loose: ['jolly'] });
  });

  it('a thing named after "there is a" is a thing, and one before "on" too', () => {
    expect(slots('there is a gizmo on the counter')).toMatchObject({ needed: ['gizmo'], loose: [] });
    expect(slots('there is a gizmo on the counter').slots[0]!.slot).toBe('thing');
  });

  it('who a clause speaks of, before "is" or "will", is no verb; a tag asking after a thing leaves it the thing', () => {
    expect(slots('plumber is arriving at the door').slots[0]).toMatchObject({ word: 'plumber', slot: 'subject' });
    expect(slots('plumber will be here')).toMatchObject({ needed: [], loose: ['plumber'] });
    expect(slots('get the gizmo will you')).toMatchObject({ needed: ['gizmo'] });
  });
});

describe('a clause that tells rests nothing on the words it does not know', () => {
  it('what was: set aside beside a need or a command, and named when nothing else is read', () => {
    expect(read(kitchen("been sanding the caravan all morning and I'm parched"))).toEqual({ title: 'a glass of water', aside: ['caravan', 'sanding'] });
    expect(read(kitchen('we celebrated with the neighbours yesterday, could you wash the plates'))).toMatchObject({ title: 'wash the plates', aside: ['celebrated'] });
    // "rucksack" is read as "backpack" (WordNet), and set aside as that.
    expect(read(kitchen('almost fell over the rucksack this morning, switch the light on please')).aside).toEqual(expect.arrayContaining(['backpack']));
    // "caravan" names a group of travellers in WordNet's used senses, no thing: set aside (no-things.ts).
    expect(refusal(kitchen('been sanding the caravan all morning'))).toBe("it did not understand 'sanding'");
  });

  it('someone not of the room doing something, named before "and" too', () => {
    expect(read(kitchen("plumber's dawdling outside, could you put the kettle on"))).toEqual({ title: 'boiled water', aside: ['dawdling', 'plumber'] });
    expect(read(kitchen('bertie and his hairdresser are visiting at noon, can you wash the mugs')).aside).toEqual(expect.arrayContaining(['bertie', 'hairdresser']));
  });

  it("the person's own doing in -ing of no verb it knows: \"trying to ...\"", () => {
    expect(read(living('attempting to quit caffeine, could you turn on the lamp')).aside).toEqual(['attempting', 'quit']);
    expect(refusal(living('attempting to learn the banjo'))).toContain("'attempting'");
    // A thing's name in -ing opens no such clause: "ceiling light off" is still the switching.
    expect(read(living('ceiling light off, the floor lamp will do')).title).toBe('turn off ceiling light, and turn on the floor lamp');
  });

  it('the person doing other than wishing: "I smell like a wet spaniel"', () => {
    expect(read(bathroom('i smell like a soggy spaniel, run the shower please')).aside).toEqual(expect.arrayContaining(['spaniel']));
  });

  it('a need word said of a thing it does not know describes it: nothing is read from it', () => {
    // "dirty" of the gazebo is no wish to clean everything: the thing is not known, so the request is refused.
    expect(refusal(living("i reckon it's the dirty gazebo lying about")).startsWith('it did not understand')).toBe(true);
  });

  it('the state said of a thing still blocks a request that asks nothing else by a command or a use', () => {
    // The need is read, what the others do is set aside: the state the reading would rest on is not known.
    expect(refusal(kitchen("bertie and his hairdresser are visiting at noon, i'm parched and the counter is utterly blotchy"))).toBe("it did not understand 'blotchy'");
  });

  it('"it" after a thing told of in words it does not know is that thing: not known, never the place it is in', () => {
    expect(refusal(kitchen("there's a gizmo on the counter, could you wash it?"))).toBe("it did not understand 'gizmo'");
    // Who a clause speaks of is no "it" after it ("the baby's asleep, make it darker"): "wash it" then acts on nothing named.
    expect(refusal(kitchen('the gizmo is filthy, could you wash it'))).toMatch(/does not say what to act on|did not understand 'gizmo'/);
  });

  it('"I" and "we" doing in the present: only "I" tells; "(could) we make it darker" asks', () => {
    expect(read(living('the toddler is asleep in here, could we make it darker?')).title).toMatch(/off/);
    expect(read(bathroom('i smell like a soggy spaniel, run the shower please')).title).toBe('the shower running');
  });

  it('a request is never read without its verb: "sell the apple" is no other task', () => {
    expect(refusal(kitchen('sell the apple'))).toBe("it did not understand 'sell'");
    expect(refusal(kitchen('I want to sell the apple'))).toBe("it did not understand 'sell'");
    expect(refusal(kitchen('we celebrated yesterday, frobnicate the apple'))).toContain("'frobnicate'");
  });
});

describe('when or where, said after what is asked, asks nothing more', () => {
  it('is set aside, and the rest is read', () => {
    expect(read(kitchen('put the apple in the fridge before the kids scoff it'))).toEqual({ title: 'put the apple in the fridge', aside: ['scoff'] });
    expect(read(kitchen('put the mug back in the cabinet where it usually dwells'))).toEqual({ title: 'put the mug back in the cabinet', aside: ['dwells', 'usually'] });
  });

  it('a word it does not know in what is asked still blocks', () => {
    expect(refusal(kitchen('put the mug in the zorb before someone sits on it'))).toContain("'zorb'");
  });
});

describe('a landmark beside a use asked by name says which thing is meant', () => {
  it('is read and set aside, not refused as a thing the use has no place for', () => {
    expect(read(bathroom('light the candle beside the bathtub'))).toMatchObject({ title: 'a candle lit' });
    expect(read(bathroom('light the candle beside the bathtub')).aside).toContain('beside the bathtub');
  });

  it('"with" is no landmark: a thing the use has no place for is still refused', () => {
    expect(refusal(kitchen('make toast with the apple'))).toContain('apple');
  });
});
