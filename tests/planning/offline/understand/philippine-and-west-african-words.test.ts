/**
 * Words of Philippine, West African and Canadian English (issue 38): the bathroom as "the CR" or
 * "the washroom" (words.yaml `descriptive`), a child "pressed" (needing the toilet: uses.yaml `loo`),
 * "merienda" (an afternoon snack: uses.yaml `snack`), a "boy", a "Lola" and an "interview" as
 * people and appointments that ask nothing (speech.yaml). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

describe('the bathroom named as the CR or the washroom', () => {
  it('is the room, asking nothing (was: "cr" not understood)', () => {
    expect(conditionsOf(readerIn('FloorPlan414')('Kindly open the faucet in the CR'))).toEqual([[{ exists: { type: 'Faucet', is: ['on'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan403')('turn off the light in the washroom, eh'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });
});

describe('a child who is "pressed"', () => {
  it('needs the toilet: its lid is lifted (was: "boy", "pressed" not understood)', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan420')("my small boy is pressed and he can't lift the toilet cover by himself")))).toContain('"type":"Toilet"');
  });
});

describe('merienda', () => {
  it('is a snack: toast or apple pieces', () => {
    const all = JSON.stringify(conditionsOf(readerIn('FloorPlan3')("the kids will arrive from school and there's nothing for their merienda yet")));
    expect(all).toMatch(/BreadSliced|AppleSliced/);
  });
});

describe('Lola and an interview', () => {
  it('ask nothing of the room', () => {
    expect(conditionsOf(readerIn('FloorPlan201')('my Lola will watch later, turn on the TV for her'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan401')('interview at nine, turn off the light'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });
});
