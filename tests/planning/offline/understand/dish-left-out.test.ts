/**
 * A dish taken back by the name of its use ("make me a coffee, never mind the toast") is left out: not made beside
 * what is asked, struck from the meals that will do, and a reading that still makes it is refused (dish-left-out.ts;
 * was: the coffee and the toast both planned). Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { dishLeftOut } from '../../../../src/planning/offline/understand/dish-left-out.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('a dish taken back by its name', () => {
  it('finds the dish a clause takes back', () => {
    const goalAsked = (words: string) => (words === 'toast' ? 'toast' : undefined);
    expect(dishLeftOut('never mind the toast', goalAsked)).toBe('toast');
    expect(dishLeftOut('no toast please', goalAsked)).toBe('toast');
    expect(dishLeftOut('forget about the toast', goalAsked)).toBe('toast');
    expect(dishLeftOut('never mind the eggs', goalAsked)).toBeUndefined();
    expect(dishLeftOut('make toast', goalAsked)).toBeUndefined();
  });

  it('plans only what is still asked', () => {
    for (const said of ['make me a coffee, never mind the toast', 'make me a coffee, no toast', 'make me a coffee and no toast please']) {
      expect(goalIds(kitchen(said)), said).toEqual(['coffee']);
    }
    expect(goalIds(kitchen('make me toast, forget the coffee'))).toEqual(['toast']);
  });

  it('strikes the dish from the meals that will do', () => {
    const meals = conditionsOf(kitchen("I'm hungry, no toast"));
    expect(JSON.stringify(meals)).not.toContain('BreadSliced');
    expect(JSON.stringify(meals)).toContain('EggCracked');
  });

  it('refuses a request that asks the dish and takes it back', () => {
    expect(refusalOf(kitchen('coffee and toast please, no toast'))).toMatch(/but also says 'no toast'/);
    expect(refusalOf(kitchen('no toast'))).toMatch(/only what to leave out/);
  });
});
