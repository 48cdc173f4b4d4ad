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

  it('is chilled when said warm where it stands or sits (was: coffee brewed, or the wine put away in a cupboard)', () => {
    const kitchen13 = readerIn('FloorPlan13');
    expect(all(kitchen13('the wine is still warm in the cupboard'))).toEqual(all(kitchen13('chill the wine')));
    expect(all(kitchen13("the boys are coming over in an hour, eh, and the wine's still sitting warm in the cupboard"))).toEqual(all(kitchen13('chill the wine')));
    // Sitting there with no temperature said is still out of place.
    expect(kitchen13('the knife is just sitting there on the counter')).toMatchObject({ kind: 'goal', goal: { id: 'put-away' } });
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
