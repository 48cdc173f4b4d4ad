/**
 * Readings that planned what the person denied or what destroys a thing (issue 38, false successes
 * of a suite written blind, everyday-blind10): a deed denied is never asked, a thing is never broken
 * on request, and a thing handed over that can be used up is one to use.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan2');
const living = readerIn('FloorPlan225');
const bathroom = readerIn('FloorPlan403');

/** The conditions of each alternative of a goal; anything else fails the test. */
function goalOf(u: Understanding): unknown[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives.map((a) => a.all);
}

describe('a deed denied', () => {
  it('is never asked, however it is said: beside commands it is set aside', () => {
    const mugIn = [[{ exists: { type: 'Mug', directlyIn: ['CoffeeMachine'] } }]];
    for (const text of [
      "Could you set a mug up in the coffee machine tonight? Don't actually make the coffee now obviously",
      'put a mug in the coffee machine but do not make coffee yet',
      "please don't make coffee yet, put a mug in the coffee machine",
    ]) {
      expect(goalOf(kitchen(text))).toEqual(mugIn);
    }
  });

  it('blocks beside a use or a need, which might do what it denies', () => {
    expect(refusalOf(kitchen("I'm starving, but don't actually cook anything yet"))).toContain('do not actually cook anything yet');
  });

  it('is no wish denied nor a reminder: "don\'t want to waste electricity" is still read as the need it says', () => {
    expect(kitchen("heading out, don't want to waste electricity").kind).toBe('goal');
  });
});

describe('a thing broken on request', () => {
  it('is refused, saying what would be broken', () => {
    expect(refusalOf(bathroom('I hate what I see in that mirror every morning. Just smash it.'))).toBe('it would break the Mirror: no robot here breaks a thing of the household on request');
    expect(refusalOf(kitchen('break the mug'))).toContain('would break the Mug');
  });

  it('leaves an egg cracked to cook it (it breaks into a thing of its own)', () => {
    expect(kitchen('crack an egg into the pan').kind).toBe('goal');
  });
});

describe('a thing handed over that can be used up', () => {
  it('is one to use, not a used-up one; one said empty is the empty one', () => {
    expect(goalOf(living('achoo. hay fever is killing me today, hand me a tissue?'))).toEqual([[{ exists: { type: 'TissueBox', isUsedUp: false, is: ['held'] } }]]);
    expect(goalOf(living('hand me the empty tissue box'))).toEqual([[{ exists: { type: 'TissueBox', isUsedUp: true, is: ['held'] } }]]);
  });
});
