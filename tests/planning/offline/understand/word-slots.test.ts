/**
 * A word the reader does not know blocks a reading only where the reading needs it (issue 38):
 * where the verb stands before a thing, as the thing a verb or a determiner names, as more of a
 * thing or need named, or as the state said of a thing. Anywhere else it is set aside and said,
 * and a request that reads as nothing else is still refused naming it. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { readingText, type Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf as refusal, slotsWith } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bathroom = readerIn('FloorPlan410');

function aside(u: Understanding): readonly string[] {
  if (u.kind !== 'goal' && u.kind !== 'tie') throw new Error(`no reading: ${JSON.stringify(u)}`);
  return u.reading.setAside;
}

describe('the slots a word not known stands in', () => {
  const slots = slotsWith(kitchen, { needWords: ['salad'] });

  it('the verb before a thing, and the thing a verb, a determiner or a count names, are needed', () => {
    expect(slots('frobnicate the kettle')).toMatchObject({ needed: ['frobnicate'], loose: [] });
    expect(slots('slice the parsnips')).toMatchObject({ needed: ['parsnips'], loose: [] });
    expect(slots('slice 2 parsnips')).toMatchObject({ needed: ['parsnips'], loose: [] });
    expect(slots('i want a gizmo')).toMatchObject({ needed: ['gizmo'], loose: [] });
  });

  it('more of a thing or need named, a state said of a thing and a time in figures are needed', () => {
    expect(slots('all salad components')).toMatchObject({ needed: ['components'], loose: [] });
    expect(slots('the mirror is all blotchy')).toMatchObject({ needed: ['blotchy'], loose: [] });
    expect(slots('set my alarm for 6am')).toMatchObject({ needed: ['6am'], loose: [] });
  });

  it('a word before a thing the room has, after a particle, or an adverb with nothing to act on is loose', () => {
    expect(slots('the poor plant')).toMatchObject({ needed: [], loose: ['poor'] });
    expect(slots('pop the kettle on pronto')).toMatchObject({ needed: [], loose: ['pronto'] });
    expect(slots('i am skedaddling out now')).toMatchObject({ needed: [], loose: ['skedaddling'] });
    expect(slots('i keep misplacing the remote')).toMatchObject({ needed: [], loose: ['misplacing'] });
  });
});

describe('set aside where the reading does not rest on it, and said', () => {
  it('an aside, a feeling, an adverb or a word before a thing the room has is set aside and listed', () => {
    const plant = kitchen('the poor plant by the window looks really thirsty');
    expect(plant).toMatchObject({ kind: 'goal', goal: { title: 'a watered plant' } });
    expect(aside(plant)).toEqual(['poor']);
    expect(readingText((plant as { reading: Parameters<typeof readingText>[0] }).reading)).toContain("Set aside: 'poor'.");
    expect(aside(bathroom("I'm all clammy after my run, need a shower asap"))).toEqual(['clammy']);
    expect(kitchen('pop the kettle on pronto')).toMatchObject({ kind: 'goal', goal: { title: 'boiled water' }, reading: { setAside: ['pronto'] } });
    expect(kitchen("haven't had breakfast yet and frankly I'm starving")).toMatchObject({ reading: { setAside: ['frankly'] } });
  });

  it('where it stands in a slot the reading needs, it blocks and is named', () => {
    expect(refusal(kitchen('slice the parsnips'))).toBe("it did not understand 'parsnips'");
    expect(refusal(kitchen('frobnicate the kettle'))).toBe("it did not understand 'frobnicate'");
    expect(refusal(kitchen('I want a gizmo'))).toBe("it did not understand 'gizmo'");
    expect(refusal(bathroom("the mirror's all blotchy, I can hardly see myself"))).toBe("it did not understand 'blotchy'");
  });

  it('a request that reads as nothing else is still refused, naming its words', () => {
    expect(refusal(kitchen('ooh wow, blorp'))).toContain("'blorp'");
    expect(refusal(kitchen("I'm skedaddling"))).toContain("'skedaddling'");
  });
});

describe('food said to be going off is kept cold in the fridge (AI2-THOR: a Fridge cools what is in it, ColdZone.cs)', () => {
  it('the tomatoes going off are put in the fridge, not made into a salad', () => {
    const u = kitchen("it's so hot today, those tomatoes are gonna go off sitting out on the side");
    expect(u).toMatchObject({ kind: 'goal', goal: { id: 'food-chilled' } });
    // Those tomatoes, every one of them, in the fridge: not one kept cold and the rest left going off.
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ exists: { type: 'Tomato', in: 'Fridge' } }, { none: { type: 'Tomato', notIn: 'Fridge' } }]]);
  });

  it('asked about the tomatoes, the fridge is among the options', () => {
    expect(kitchen('the tomatoes')).toMatchObject({ kind: 'ask', options: expect.arrayContaining(['a salad', 'the food kept cold in the fridge']) });
  });
});
