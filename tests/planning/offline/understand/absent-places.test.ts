/**
 * A place the room lacks: named by the catalogue's own name for its kind ("the dining table" in a
 * kitchen with none) it is refused (the bowl was put on the counter); said another way ("the
 * table", "the end table") what stands in for it will do, as before.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan22');

describe('a place the room lacks', () => {
  it('named by its own name is refused, saying so', () => {
    expect(refusalOf(kitchen('put the bowl on the dining table'))).toBe('there is no dining table here');
    expect(refusalOf(kitchen('stick the fruit bowl on the dining table'))).toBe('there is no dining table here');
  });

  it('said another way is what stands in for it', () => {
    expect(all(kitchen('put the bowl on the table'))).toEqual([[{ exists: { type: 'Bowl', directlyIn: ['CounterTop'] } }]]);
  });
});

describe('a thing locked in a safe the room lacks', () => {
  it('is refused for the safe, never asked about the thing', () => {
    expect(refusalOf(readerIn('FloorPlan325')('builders are in tomorrow, lock my phone in the safe before they get here'))).toBe('there is no safe here');
  });
});
