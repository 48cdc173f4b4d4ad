/**
 * Food or drink said too warm or too cold: "the wine is warm" offered the person a coffee or hot
 * water for warmth; "the milk is going off" kept other food cold though there is no milk.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan3');

describe('a food or drink too warm or too cold', () => {
  it('is chilled when warm, heated when cold', () => {
    expect(all(kitchen('the wine is warm'))).toEqual(all(kitchen('chill the wine')));
    expect(all(kitchen("the wine isn't cold enough"))).toEqual(all(kitchen('chill the wine')));
    expect(all(kitchen("my potato's gone cold"))).toEqual(all(kitchen('heat the potato')));
    expect(all(kitchen("we've got people coming for dinner and the white wine is still warm"))).toEqual(all(kitchen('chill the wine')));
  });

  it('is the person cold only when said of them, and a dish said hot is asked about', () => {
    expect(JSON.stringify(kitchen("I'm cold"))).toMatch(/warmth|coffee/);
    expect(kitchen('the mug is hot')).toMatchObject({ kind: 'ask' });
  });
});

describe('a need said of a thing this world has none of', () => {
  it('is refused saying it is missing', () => {
    expect(refusalOf(kitchen('the milk is going off'))).toMatch(/'milk' asks for a drink this world does not have/);
    expect(all(kitchen('the tomatoes are going soft'))).toEqual([[{ exists: { type: 'Tomato', in: 'Fridge' } }, { none: { type: 'Tomato', notIn: 'Fridge' } }]]);
  });
});
