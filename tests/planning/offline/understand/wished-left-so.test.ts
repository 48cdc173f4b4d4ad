/**
 * A state a thing should be left in ("the shower door should be left open") is wished, never read as the complaint
 * "left open" (which closes it) (wished-left-so.ts).
 */
import { describe, expect, it } from 'vitest';
import { wishedLeftSo } from '../../../../src/planning/offline/understand/wished-left-so.js';
import { conditionsOf, readerIn } from './reader-in.js';

describe('a state a thing should be left in', () => {
  it('is the state wished (was: the shower door closed, the opposite)', () => {
    expect(wishedLeftSo('the shower door should be left open after a shower')).toBe('the shower door should be open after a shower');
    expect(wishedLeftSo('the lamp needs to be left on tonight')).toBe('the lamp needs to be on tonight');
    // FloorPlan403: a bathroom with a shower door.
    expect(conditionsOf(readerIn('FloorPlan403')('the shower door should be left open'))).toEqual([[{ exists: { type: 'ShowerDoor', is: ['open'] } }]]);
  });

  it('leaves a place it should be left on, and what someone left, as said', () => {
    expect(wishedLeftSo('the keys should be left on the table')).toBe('the keys should be left on the table');
    expect(wishedLeftSo('someone left the shower door open')).toBe('someone left the shower door open');
  });
});
