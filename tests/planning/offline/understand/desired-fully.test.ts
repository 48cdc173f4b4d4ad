/**
 * How fully a thing should be so, said before the state ("needs to be totally clear", "should be completely off"),
 * asks that state (clause-kinds.ts `desiredOf`), never leaves the thing asked about.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan204: a living room with a dining table and a floor lamp.
const livingRoom = readerIn('FloorPlan204');

describe('a state said with how fully', () => {
  it('is the state (was: "What should I do with the dining table?")', () => {
    expect(conditionsOf(livingRoom('the dining table needs to be totally clear'))).toEqual(conditionsOf(livingRoom('the dining table needs to be clear')));
    expect(conditionsOf(livingRoom('the dining table needs to be totally clear'))).toEqual([[{ none: { pickupable: true, in: 'DiningTable' } }]]);
    expect(conditionsOf(livingRoom('the lamp should be completely off'))).toEqual(conditionsOf(livingRoom('the lamp should be off')));
  });
});
