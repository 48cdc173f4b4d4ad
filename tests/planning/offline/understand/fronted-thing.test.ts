/**
 * A thing said first on its own and then acted on as "it" or "them" ("the shower, get it running"): the deed is done
 * to that thing, and the lone name asks nothing of its own.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan1: a kitchen with one Apple and a Fridge; FloorPlan401: a bathroom with a ShowerHead; FloorPlan301: a
// bedroom with a KeyChain.
describe('a thing said first, then as "it"', () => {
  it('does the deed to the thing named first', () => {
    expect(conditionsOf(readerIn('FloorPlan401')('the shower, get it running'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan301')('my keys, can you find them'))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
  });

  it('asks nothing more of the name said alone (no apple served beside the one put away)', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('that apple, put it in the fridge'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
  });

  it('leaves a clause said first as a clause ("the door is open, close it")', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('the fridge door is open, close it'))).toEqual([[{ exists: { type: 'Fridge', is: ['closed'] } }]]);
  });
});
