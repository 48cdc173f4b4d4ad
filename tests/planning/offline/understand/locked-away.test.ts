/**
 * Issue 38: "could you lock them away" with no place said was refused in a bedroom with a Safe ("only
 * a safe named as where it goes is one"). The room's Safe is the place that locks, for a thing the
 * catalogue lets go in it; a thing it does not take, or a room without one, is refused saying so.
 * Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const withSafe = readerIn('FloorPlan302');
const withoutSafe = readerIn('FloorPlan301');

describe('locked away with no place said', () => {
  it('goes in the Safe where the room has one that takes it', () => {
    for (const said of ['could you lock my keys away', "with guests staying my keys shouldn't be lying about, lock them away"]) {
      expect(conditionsOf(withSafe(said)), said).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Safe'] } }]]);
    }
  });

  it('is refused for a thing the Safe does not take, naming the Safe', () => {
    expect(refusalOf(withSafe('lock my credit card away'))).toMatch(/the Safe, the one place here that locks, and a CreditCard cannot go in it/);
  });

  it('is refused where there is no Safe, a drawer being no lock', () => {
    expect(refusalOf(withoutSafe('lock my keys away'))).toMatch(/a place that locks/);
    expect(refusalOf(withSafe('lock the keys away in the drawer'))).toMatch(/a place that locks/);
  });
});
