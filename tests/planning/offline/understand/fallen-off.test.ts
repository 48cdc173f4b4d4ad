/**
 * A thing said to have fallen off or out of where it was ("the teddy fell off the bed") is put back there, never the
 * place asked about as a thing named with nothing asked of it.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan302: a bedroom with a TeddyBear; FloorPlan301: a bedroom with a Book and a Shelf; FloorPlan401: a bathroom
// with a Towel and a TowelHolder.
describe('a thing fallen off where it was', () => {
  it('is put back on it (was: "What should I do with the bed?")', () => {
    expect(conditionsOf(readerIn('FloorPlan302')('the teddy fell off the bed'))).toEqual([[{ exists: { type: 'TeddyBear', directlyIn: ['Bed'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan301')('the book has fallen off the shelf'))).toEqual([[{ exists: { type: 'Book', directlyIn: ['Shelf'] } }]]);
  });

  it('is put back however often it falls, and "it" after it is the same thing', () => {
    expect(conditionsOf(readerIn('FloorPlan302')('the teddy keeps falling off the bed, can you put it back'))).toEqual([[{ exists: { type: 'TeddyBear', directlyIn: ['Bed'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan401')('the towel fell off the rail'))).toEqual([[{ exists: { type: 'Towel', directlyIn: ['TowelHolder'] } }]]);
  });
});
