/**
 * A thing told of as dirty, then needed ("... all crusty and I need it"): the thing cleaned, never
 * handed over dirty (dirty-and-needed.ts); a past meal said as when is no meal asked (after-a-meal.ts).
 */
import { describe, expect, it } from 'vitest';
import { dirtyAndNeeded } from '../../../../src/planning/offline/understand/dirty-and-needed.js';
import { withoutAfterAMeal } from '../../../../src/planning/offline/understand/after-a-meal.js';
import { conditionsOf, readerIn } from './reader-in.js';

describe('dirtyAndNeeded', () => {
  it('takes out a closing "I need it" after dirt', () => {
    expect(dirtyAndNeeded('someone has left the frying pan all crusty and i need it').trim()).toBe('someone has left the frying pan all crusty');
    expect(dirtyAndNeeded('the mug is filthy and i need it for my tea').trim()).toBe('the mug is filthy');
  });

  it('leaves another thing needed, or no dirt, as said', () => {
    expect(dirtyAndNeeded('the pan is dirty and i need the kettle')).toBe('the pan is dirty and i need the kettle');
    expect(dirtyAndNeeded('the pan is on the shelf and i need it')).toBe('the pan is on the shelf and i need it');
  });
});

describe('withoutAfterAMeal', () => {
  it('takes out a past meal or outing said as when', () => {
    expect(withoutAfterAMeal('left it all crusty after their 3am fry up').trim()).toBe('left it all crusty');
    expect(withoutAfterAMeal('the lounge is a mess after the party').trim()).toBe('the lounge is a mess');
  });

  it('leaves a meal wanted as said', () => {
    expect(withoutAfterAMeal('i want a fry up after the gym')).toBe('i want a fry up after the gym');
  });
});

describe('a dirty thing needed', () => {
  it('is the thing washed, never held (was: the crusty pan handed over, a false success)', () => {
    const read = readerIn('FloorPlan2')("whose is this frying pan? someone's left it all crusty after their 3am fry-up and I need it");
    const all = conditionsOf(read);
    expect(JSON.stringify(all)).not.toContain('held');
    expect(JSON.stringify(all)).toContain('dirty');
  });
});
