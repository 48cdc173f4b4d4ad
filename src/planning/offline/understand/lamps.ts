/**
 * What gives light when switched on or lit: AI2-THOR's toggleable DeskLamp and FloorLamp, and a
 * Candle. A lamp used is a lamp on ("use the desk lamp instead"), never only preferred among ways.
 */
export const LAMPS: ReadonlySet<string> = new Set(['DeskLamp', 'FloorLamp', 'Candle']);

/** What gives light: a lamp, or the room's own light by its LightSwitch. */
const LIGHTS: ReadonlySet<string> = new Set([...LAMPS, 'LightSwitch']);

type Named = readonly { readonly types: readonly string[] }[];

/** Whether every type of every thing named is one of `kinds`. */
function allOf(things: Named, kinds: ReadonlySet<string>): boolean {
  return things.length > 0 && things.every((t) => t.types.length > 0 && t.types.every((type) => kinds.has(type)));
}

/** Whether every type of every thing named is a lamp. */
export function allLamps(things: Named): boolean {
  return allOf(things, LAMPS);
}

/** Whether every type of every thing named gives light: a lamp or the room's light. */
export function allLights(things: Named): boolean {
  return allOf(things, LIGHTS);
}
