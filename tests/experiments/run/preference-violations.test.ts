/** Preference violations judged from executed steps (run/preference-violations.ts), over FloorPlan1's data. */
import { describe, expect, it } from 'vitest';
import { preferenceViolations } from '../../../src/experiments/run/preference-violations.js';
import type { StepRecord } from '../../../src/outcome/index.js';
import { loadWorld } from '../../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const idOf = (type: string) => world.scene.objects.find((o) => o.type === type)!.id;
const step = (agent: string, action: string, args: Record<string, string>, resolved: Record<string, string> = {}): StepRecord => ({ run: 1, time: '', agent, action, args, resolved, success: true, errorCode: null });

describe('preference violations from the steps', () => {
  it('an excluded type, and what is made of it (the cracked egg is an egg), once per object', () => {
    const cracked = 'EggCracked|+00.00|+00.00|+00.00|EggCracked_1';
    const steps = [step('human', 'PickupObject', { objectId: 'Egg' }, { objectId: idOf('Egg') }), step('human', 'PutObject', { objectId: idOf('Egg') }), step('human', 'PickupObject', { objectId: cracked })];
    expect(preferenceViolations([{ text: 'no eggs', rule: { exclude: ['Egg'] } }], steps, world)).toEqual([`used ${idOf('Egg')}, though "no eggs"`, `used ${cracked}, though "no eggs"`]);
    expect(preferenceViolations([{ text: 'no bread', rule: { exclude: ['Bread'] } }], steps, world)).toEqual([]);
  });

  it('the non-preferred type only where the room has the preferred one', () => {
    const steps = [step('robot', 'PickupObject', { objectId: idOf('Pan') })];
    expect(preferenceViolations([{ text: 'the pot, not the pan', rule: { prefer: 'Pot', over: ['Pan'] } }], steps, world)).toEqual([`used ${idOf('Pan')} where the room has a Pot, though "the pot, not the pan"`]);
    expect(preferenceViolations([{ text: 'a wok, not the pan', rule: { prefer: 'Wok', over: ['Pan'] } }], steps, world)).toEqual([]);
  });

  it('a kept-away agent on its types; another agent on them is no violation', () => {
    const knob = idOf('StoveKnob');
    const rule = { text: 'no robot at the stove', rule: { keepAway: { agent: 'robot', types: ['StoveKnob'] } } };
    expect(preferenceViolations([rule], [step('human', 'ToggleObjectOn', { objectId: knob })], world)).toEqual([]);
    expect(preferenceViolations([rule], [step('robot', 'ToggleObjectOn', { objectId: knob })], world)).toEqual([`the robot acted on ${knob}, though "no robot at the stove"`]);
  });
});
