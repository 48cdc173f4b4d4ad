/**
 * How hot or cold a drink is, said before its vessel ("a cold glass of water"), is the drink's: it
 * was read as a glass and a tap, each taken out of the fridge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('the warmth of a drink said before its vessel', () => {
  it('is read as said after it', () => {
    const cold = [[{ exists: { type: 'Cup', fillLiquid: 'water', is: ['cold'] } }]];
    expect(all(kitchen('a cold glass of water please'))).toEqual(cold);
    expect(all(kitchen('I would love a nice cold glass of water'))).toEqual(all(kitchen('I would love a glass of cold water')));
  });

  it('leaves a vessel with no drink named as it was said', () => {
    expect(all(kitchen('put the cold glass in the sink'))).toEqual([[{ exists: { type: 'Cup', directlyIn: ['SinkBasin'], was: { in: ['Fridge'] }, is: ['cold'] } }]]);
  });
});
