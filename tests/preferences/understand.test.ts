/** Reading a person's words as a lasting preference, over the real catalogue's types. */
import { describe, expect, it } from 'vitest';
import { readRule, soundsLasting, typesNamed } from '../../src/preferences/index.js';
import { loadCatalogue, scenesDir } from '../../src/world/index.js';

const types = new Set(loadCatalogue(scenesDir({})).types.keys());

describe('soundsLasting', () => {
  it.each(["I don't eat eggs", "I'm vegan", 'always use the blue mug', "don't let the robot near the stove", 'Never put knives in the sink', 'From now on, use the pan'])('"%s" reads as lasting', (text) => {
    expect(soundsLasting(text)).toBe(true);
  });
  it.each(['use the pot instead', 'open the fridge first', 'put it on the plate, not the bowl'])('"%s" is a correction of this plan only', (text) => {
    expect(soundsLasting(text)).toBe(false);
  });
});

describe('readRule', () => {
  it('reads a diet and a food as an exclusion, with what is made of it', () => {
    expect(readRule("I'm vegan", types)).toEqual({ exclude: ['Egg', 'EggCracked'] });
    expect(readRule("I don't eat eggs", types)).toEqual({ exclude: ['Egg', 'EggCracked'] });
    expect(readRule('no bread for me, ever', types)).toEqual({ exclude: ['Bread', 'BreadSliced'] });
  });
  it('reads "use X (rather than Y)" as a preference of one type over another', () => {
    expect(readRule('always use the blue mug', types)).toEqual({ prefer: 'Mug', over: [] });
    expect(readRule('I prefer the pan over the pot', types)).toEqual({ prefer: 'Pan', over: ['Pot'] });
    expect(readRule('always use the butter knife instead of the knife', types)).toEqual({ prefer: 'ButterKnife', over: ['Knife'] });
  });
  it('reads "don\'t let the robot near X" as keeping that agent away', () => {
    expect(readRule("don't let the robot near the stove", types)).toEqual({ keepAway: { agent: 'robot', types: ['StoveBurner', 'StoveKnob'] } });
    expect(readRule('keep the robot away from the knives', types)).toEqual({ keepAway: { agent: 'robot', types: ['Knife'] } });
  });
  it('keeps words that name no type, or no agent of the team, as no rule', () => {
    expect(readRule('I like jazz', types)).toBeNull();
    expect(readRule("don't let the dog near the stove", types)).toBeNull();
    expect(typesNamed('the coffee machine and two apples', types)).toEqual(['CoffeeMachine', 'Apple', 'AppleSliced']);
  });
});
