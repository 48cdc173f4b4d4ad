/**
 * "One" standing for a thing named before (one-named.ts, issue 38): a lone "one" ("some", "a
 * couple") acted on after a thing that can be carried was named in an earlier clause is that
 * thing, with the types its name means ("a towel": the bath towel); never with nothing such named,
 * never "one" after a word saying which ("this one", "the other one", "no one"), never a count of
 * what follows ("one towel", "one of them").
 */
import { describe, expect, it } from 'vitest';
import type { Predicate } from '../../../../src/goals/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { withOneNamed, type OneWords } from '../../../../src/planning/offline/understand/one-named.js';
import { loadWorld } from '../../../../src/world/index.js';
import { readerIn, refusalOf } from './reader-in.js';

/** The conditions of a goal's first alternative. */
function conditions(u: Understanding): readonly Predicate[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives[0]!.all;
}

// FloorPlan403: a bathroom with a Towel and a HandTowel; FloorPlan2: a kitchen with eggs, a pan and a stove.
const bathroom = readerIn('FloorPlan403');
const kitchen = readerIn('FloorPlan2');
const catalogue = loadWorld('FloorPlan403').catalogue;
const words: OneWords = {
  vocabulary: bathroom.vocabulary,
  determiners: new Set(bathroom.knowledge.speech.determiners),
  canCarry: (types) => types.some((t) => catalogue.types.get(t)?.properties.includes('pickupable') === true),
};
const split = (text: string): string[] => text.split(' ');

describe('a lone "one" after a thing named before', () => {
  it('is that thing, counted as said: "pass me one" after "a towel" is one towel', () => {
    expect(withOneNamed(split('could you pass me one'), split('i didnt bring a towel in with me'), words)).toEqual({ clause: split('could you pass me one towel'), thing: 'towel' });
    expect(withOneNamed(split('can you fry one up for me'), split('its sad without an egg on top'), words)).toEqual({ clause: split('can you fry one egg up for me'), thing: 'egg' });
    expect(withOneNamed(split('fry a couple for me'), split('we have eggs'), words)?.clause).toEqual(split('fry two of the eggs for me'));
    expect(withOneNamed(split('fry some up'), split('there is an egg'), words)?.clause).toEqual(split('fry one egg up'));
  });

  it('is said new or fresh where it was ("put a new one on"), which a thing that is used up reads as not used up', () => {
    expect(withOneNamed(split('never put a new one on'), split('they used up the towel'), words)?.clause).toEqual(split('never put a new towel on'));
    const u = bathroom('the kids have used up the loo roll and never put a new one on');
    expect(conditions(u)).toEqual([{ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: ['ToiletPaperHanger'] } }]);
  });

  it('is nothing where no thing that can be carried was named, or only where something is ("in the shower")', () => {
    expect(withOneNamed(split('pass me one'), [], words)).toBeUndefined();
    expect(withOneNamed(split('pass me one'), split('im in the shower'), words)).toBeUndefined();
  });

  it('is never "one" after a word saying which, nor a count of what follows, nor a clause naming its own thing', () => {
    const before = split('i need a towel');
    for (const clause of ['pass me this one', 'pass me that one', 'pass me the other one', 'get me another one', 'no one is here', 'can anyone help', 'pass me one towel', 'pass me one of them', 'get some rest', 'grab a towel and pass me one']) {
      expect(withOneNamed(split(clause), before, words), clause).toBeUndefined();
    }
  });
});

describe('requests of everyday-blind10 read with it', () => {
  it('"didn\'t bring a towel in with me. Could you pass me one?" is the bath towel handed over', () => {
    const u = bathroom("I'm in the shower and only just realised I didn't bring a towel in with me. Could you pass me one?");
    expect(conditions(u)).toContainEqual({ exists: { type: 'Towel', is: ['held'] } });
  });

  it('"sad without an egg on top.. can u fry one up for me pls" is an egg cracked and cooked', () => {
    const u = kitchen("got instant ramen for lunch and it's kinda sad without an egg on top.. can u fry one up for me pls");
    expect(conditions(u).every((p) => 'exists' in p && p.exists.type === 'EggCracked' && p.exists.is?.includes('cooked'))).toBe(true);
  });

  it('a thing sought is brought as before: "can\'t find a single fork anywhere?? Can you get me one out"', () => {
    expect(conditions(kitchen("I can't find a single fork anywhere?? Can you get me one out"))).toEqual([{ exists: { type: 'Fork', is: ['held'] } }]);
  });

  it('"pass me one" with nothing named before still does not say what', () => {
    expect(refusalOf(bathroom('pass me one'))).toMatch(/does not say what/);
    expect(refusalOf(bathroom('pass me the other one'))).toMatch(/does not say what/);
  });
});
