/**
 * Issue 38: what the person senses. Burning smelt with nothing named turns off whatever heats
 * (AI2-THOR's heat sources only switch on or off); "I can smell gas" is told, not a skill asked
 * of "can"; "I can see dust everywhere" asks no light to see by; glare that spoils the seeing
 * ("too bright to see the telly") asks for less light, not more. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan6: a kitchen with StoveKnobs, a Toaster and a Microwave; FloorPlan201, FloorPlan210: living rooms with a ceiling light and lamps.
const kitchen = readerIn('FloorPlan6');

describe('burning or gas smelt', () => {
  const heatOff = [[{ none: { type: ['StoveKnob', 'Toaster', 'Microwave'], is: ['on'] } }]];

  it('turns off whatever heats when nothing is named', () => {
    expect(conditionsOf(kitchen('I can smell burning'))).toEqual(heatOff);
    expect(conditionsOf(kitchen("something's burning!"))).toEqual(heatOff);
    expect(conditionsOf(kitchen('I smell smoke'))).toEqual(heatOff);
    expect(conditionsOf(kitchen('can you do something about the smell of burning'))).toEqual(heatOff);
  });

  it('told with "can" is still the hob off', () => {
    expect(conditionsOf(kitchen('I can smell gas'))).toEqual([[{ none: { type: 'StoveKnob', is: ['on'] } }]]);
  });
});

describe('what the person sees', () => {
  it('asks no light when they can see', () => {
    expect(goalIds(readerIn('FloorPlan201')('I can see dust everywhere'))).toEqual(['clean-dirty']);
  });

  it('too bright to see by is less light', () => {
    expect(goalIds(readerIn('FloorPlan210')("it's too bright to see the telly"))).not.toContain('lamp-on');
    expect(goalIds(readerIn('FloorPlan210')("it's too bright to see"))).toEqual(['lights-off']);
  });
});
