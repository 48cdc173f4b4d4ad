/**
 * Issue 38, voice-typed requests with no punctuation: a question asking the robot to do something ("can you",
 * "could you") after other words starts a clause of its own, and a thing moved off the side of the tub is off its
 * rim as well as its basin (a candle stands only on the rim: the catalogue's receptacles), with no choice between
 * them asked. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan404: a Candle on the Bathtub's rim, a Shelf; FloorPlan1: a kitchen.
const bathroom = readerIn('FloorPlan404');
const kitchen = readerIn('FloorPlan1');

describe('a run-on request', () => {
  it('reads what is asked after "can you" as its own clause', () => {
    expect(conditionsOf(bathroom('putting the kids in the bath in a minute can you move that candle off the side of the tub so they dont knock it'))).toEqual([
      [{ exists: { type: 'Candle', notIn: ['BathtubBasin', 'Bathtub'], isPickedUp: false } }],
    ]);
    expect(conditionsOf(kitchen('im starving can you make me some toast'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
  });

  it('leaves a request that starts or ends with the question as it was', () => {
    expect(conditionsOf(kitchen('put the apple in the fridge would you'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
    expect(conditionsOf(kitchen('can you put the apple in the fridge'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
  });
});
