/**
 * Issue 38: a need said for two people ("me and my son ... we need to keep our fluids up, one each")
 * was read as one glass of water, a false success where two were wanted. The people said beside a
 * need count what it hands over, as they count a use asked for them. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan10');
const drinks = { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' };

describe('a need said for two people', () => {
  it('hands over one each', () => {
    for (const said of ['me and my son have both got this bug, we need to keep our fluids up, one each please', 'the two of us are thirsty', 'my wife and I are parched']) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ count: drinks, atLeast: 2 }]]);
    }
  });

  it('said for the speaker alone, one', () => {
    expect(conditionsOf(kitchen('I am thirsty'))).toEqual([[{ exists: drinks }]]);
  });
});
