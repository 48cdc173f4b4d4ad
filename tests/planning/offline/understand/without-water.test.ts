/**
 * A vessel said to stand somewhere with no water in it (speech.yaml `withoutWater`): its want of
 * water is what is told, so it is never put away as a thing out of place (was: "the big pot is
 * still standing there with no water in it" put the pot in a cupboard, a false success). Real
 * reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { readerIn, refusalOf } from './reader-in.js';

// FloorPlan5: a kitchen with a Pot on a StoveBurner, empty, and cabinets.
const kitchen = readerIn('FloorPlan5');

describe('a pot standing with no water in it', () => {
  it('is not put away', () => {
    for (const text of ['the big pot is still standing there with no water in it', 'ei, the pot is just sitting there with no water in it']) {
      const u = kitchen(text);
      expect(u.kind === 'goal' ? u.goal.id : 'none', text).not.toBe('put-away');
    }
    expect(refusalOf(kitchen('the big pot is still standing there with no water in it'))).toMatch(/pot/);
  });

  it('a thing standing there with nothing said of its water is still put away', () => {
    const u = readerIn('FloorPlan403')('the plunger is just standing there for everyone to see');
    expect(u.kind === 'goal' ? u.goal.id : u.kind).toBe('put-away');
  });
});
