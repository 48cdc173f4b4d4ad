/**
 * A thing wished in a state the long way ("I'd like the egg to be cooked", "it would be great if the fridge was
 * closed", "it would be great if you could close the fridge") is read as said the short way.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan1: a kitchen with an Egg, a Potato and a Fridge; FloorPlan201: a living room with a FloorLamp.
const kitchen = readerIn('FloorPlan1');

describe('a thing wished in a state, said the long way', () => {
  it('"the X to be Y" is the X, Y (was: "there is no be cooked here")', () => {
    expect(conditionsOf(kitchen("I'd like the egg to be cooked"))).toEqual(conditionsOf(kitchen("I'd like the egg cooked")));
    expect(conditionsOf(kitchen('I need the potato to be cooked'))).toEqual([[{ exists: { type: ['Potato', 'PotatoSliced'], is: ['cooked'] } }]]);
    expect(conditionsOf(kitchen('I want the apple to be in the fridge'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
  });

  it('"it would be great if ..." is the command, or the thing made so (was: "it did not understand \'great\'")', () => {
    const closed = [[{ exists: { type: 'Fridge', is: ['closed'] } }]];
    expect(conditionsOf(kitchen('it would be great if you could close the fridge'))).toEqual(closed);
    expect(conditionsOf(kitchen("it'd be great if the fridge was closed"))).toEqual(closed);
    expect(conditionsOf(readerIn('FloorPlan201')('it would be lovely if the lamp was on'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
  });
});
