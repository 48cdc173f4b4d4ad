/**
 * The room's own light, its LightSwitch (the "big light", the ceiling light). Every floorplan here
 * starts with it on (scenes/*.yaml: each LightSwitch `isToggled: true`, as AI2-THOR's rooms are lit),
 * so a person who says beside a request that they do not want it ("one more chapter, not the big
 * light though", "no need for the big light, just a candle") wants it off: left out of the plan
 * alone (request-constraints.ts), it would stay on.
 */
import { goalTypeNames, type Alternative } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';

/** Whether the things named are one thing, the room's light alone (no lamp or candle). */
export function roomLightOnly(things: readonly { readonly types: readonly string[] }[]): boolean {
  return things.length === 1 && things[0]!.types.length > 0 && things[0]!.types.every((t) => t === 'LightSwitch');
}

const OFF: Alternative['all'][number] = { none: { type: 'LightSwitch', is: ['on'] } };

/** `goal` with the room's light off in each alternative and way that says nothing of it. */
export function withRoomLightOff(goal: NamedGoal): NamedGoal {
  const off = (alternatives: readonly Alternative[]): Alternative[] =>
    alternatives.map((a) => (goalTypeNames([a]).includes('LightSwitch') ? a : { ...a, all: [...a.all, OFF] }));
  return { ...goal, alternatives: off(goal.alternatives), ways: off(goal.ways) };
}
