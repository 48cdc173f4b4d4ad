/**
 * A game the person is off to play is its kit brought (issue 38: "I'm going to play tennis later"
 * said nothing to do), and a game on the telly is still the telly. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan320');
const living = readerIn('FloorPlan215');

describe('a game to be played', () => {
  it('is its kit brought', () => {
    expect(goalIds(bedroom("I'm going to play tennis later"))).toEqual(['racket-to-hand']);
    expect(goalIds(bedroom('I want to shoot some hoops'))).toEqual(['basketball-to-hand']);
  });

  it('watched, is the telly', () => {
    expect(goalIds(living('I want to watch the tennis'))).not.toContain('racket-to-hand');
  });
});
