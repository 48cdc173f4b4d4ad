/**
 * What gives light when switched on or lit: AI2-THOR's toggleable DeskLamp and FloorLamp, and a
 * Candle. A lamp used is a lamp on ("use the desk lamp instead"), never only preferred among ways.
 */
export const LAMPS: ReadonlySet<string> = new Set(['DeskLamp', 'FloorLamp', 'Candle']);

/** Whether every type of every thing named is a lamp. */
export function allLamps(things: readonly { readonly types: readonly string[] }[]): boolean {
  return things.length > 0 && things.every((t) => t.types.length > 0 && t.types.every((type) => LAMPS.has(type)));
}
