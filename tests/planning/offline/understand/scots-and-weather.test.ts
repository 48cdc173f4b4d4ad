/**
 * Scots as it is typed ("oot", "aboot", "cannae", "afore", "the wean") is read as the English words
 * it spells, and wet grey weather ("dreich", "drizzly") or a chat with visitors ("a blether") asks
 * for nothing, so the rest of the request is read.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan21: a kitchen with a Knife on the CounterTop and Drawers; FloorPlan230: a living room with a Candle.
const kitchen = readerIn('FloorPlan21');
const livingRoom = readerIn('FloorPlan230');

describe('Scots words and weather', () => {
  it('reads "oot" and "aboot" as out and about: a knife lying out is put away', () => {
    expect(goalIds(kitchen('the sharp knife is lying oot on the counter'))).toEqual(['put-away']);
    expect(conditionsOf(kitchen('the sharp knife is lying oot on the counter'))).toEqual([[{ none: { type: 'Knife', notIn: ['Drawer'] } }]]);
  });

  it('reads "the wean" as a child, whom nothing is done to: the rest is read', () => {
    expect(goalIds(kitchen('the bread knife is lying aboot and the wean is up'))).toEqual(['put-away']);
  });

  it('sets aside dreich weather and a blether: a candle asked for is lit', () => {
    expect(conditionsOf(livingRoom('pals coming for a blether, light a candle'))).toEqual([[{ exists: { type: 'Candle', isToggled: true } }]]);
    expect(conditionsOf(livingRoom('so dreich and drizzly, light the candle would you'))).toEqual([[{ exists: { type: 'Candle', isToggled: true } }]]);
  });
});
