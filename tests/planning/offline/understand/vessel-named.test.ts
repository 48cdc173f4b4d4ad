/**
 * A vessel named with the water asked for ("a pot of water ready for the soup", "a kettle full of
 * water") is the vessel filled, never a glass of water put in the pot (issue 38); coffee still comes
 * from the machine into a mug. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan29');

describe('a vessel of water', () => {
  it('is that vessel filled with water', () => {
    expect(conditionsOf(kitchen('going to make soup later, could you get a pot of water ready'))).toEqual([[{ exists: { type: 'Pot', fillLiquid: 'water' } }]]);
    expect(conditionsOf(kitchen('a kettle full of water please'))).toEqual([[{ exists: { type: 'Kettle', fillLiquid: 'water', is: ['filled'] } }]]);
  });

  it('leaves a glass of water as it was', () => {
    expect(conditionsOf(kitchen('a glass of water please'))).toEqual([[{ exists: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' } }]]);
  });

  it('of coffee is no pot filled: coffee comes from the machine', () => {
    expect(refusalOf(kitchen('a pot of coffee please'))).toMatch(/pot/);
  });
});
