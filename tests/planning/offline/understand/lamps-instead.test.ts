/**
 * A lamp wanted in place of the big light: "can I have the lamp instead" switched the lamp off with
 * the big light, "can we use the desk lamp instead" asked nothing of the lamp, and "use the lamp not
 * the big light" did not understand 'not'.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan301');

describe('a lamp wanted instead', () => {
  it('is switched on, and what it replaces off', () => {
    const conditions = (all(living('the big light is too harsh, can I have the lamp instead')) as object[][])[0];
    expect(conditions).toContainEqual({ exists: { type: 'FloorLamp', is: ['on'] } });
    expect(conditions).toContainEqual({ none: { type: 'LightSwitch', is: ['on'] } });
    expect(JSON.stringify(conditions)).not.toMatch(/"FloorLamp","is":\["off"\]|"none":\{"type":\["DeskLamp"/);
  });

  it('is switched on, and the light set against it off ("not", "instead of", "rather than")', () => {
    const expected = [[{ exists: { type: 'FloorLamp', is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]];
    expect(all(living('use the lamp not the big light'))).toEqual(expected);
    expect(all(living('turn on the lamp instead of the big light'))).toEqual(expected);
    expect(all(bedroom('use the desk lamp rather than the ceiling light'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('is a lamp on when it is used', () => {
    expect(all(bedroom('the overhead light hurts, can we use the desk lamp instead'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(all(bedroom('use the desk lamp'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
  });
});
