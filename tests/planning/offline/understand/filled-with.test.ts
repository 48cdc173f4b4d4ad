/**
 * Issue 38: what a thing is asked to be filled with is what is asked ("fill the mug with juice", "fill it up with
 * bubbles"): where the world has none of it (AI2-THOR fills only with water, coffee or wine), the request is refused
 * saying so, never the vessel filled with water or the bath run plain in its place. Bubbles in a bath said by name are
 * refused the same way. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan1: a kitchen with mugs and cups; FloorPlan427: a bathroom with a bathtub.
const kitchen = readerIn('FloorPlan1');
const bathroom = readerIn('FloorPlan427');

describe('a thing to fill with that the world lacks', () => {
  it('is refused naming it, never water in its place', () => {
    expect(refusalOf(kitchen('fill the mug with juice'))).toMatch(/^'juice' asks for a drink this world does not have/);
    expect(refusalOf(bathroom('about to have a bath, fill it up with bubbles for me'))).toMatch(/^'bubbles' asks for bubbles in the bath/);
    expect(refusalOf(bathroom('run me a bubble bath'))).toMatch(/^'bubble bath' asks for bubbles in the bath/);
  });

  it('leaves water and a plain bath as they were', () => {
    expect(conditionsOf(kitchen('fill the mug with water'))).toEqual([[{ exists: { type: 'Mug', fillLiquid: 'water', is: ['filled'] } }]]);
    expect(conditionsOf(bathroom('fill the bath'))).toEqual([[{ exists: { is: ['on'], id: ['Faucet|-03.71|+00.49|+00.39'] } }]]);
  });
});
