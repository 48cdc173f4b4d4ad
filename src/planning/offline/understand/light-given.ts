/**
 * "Give me some light", "give us the light": light given is a light switched on. Read as handing over, the light
 * was the LightSwitch "in hand", which no robot can pick up, and the plan failed. Only a light that cannot be
 * carried (the catalogue has it not pickupable): "give me the candle" hands the candle over.
 */
import type { Catalogue } from '../../../world/index.js';
import { allLights } from './lamps.js';

/** Whether a clause of handing over (`words`) asks for a light of `types` switched on rather than held. */
export function lightGiven(words: string, types: readonly string[], catalogue: Catalogue): boolean {
  if (!/^(?:give|gimme|let me have|let us have)\b/.test(words)) return false;
  return allLights([{ types }]) && types.every((t) => catalogue.types.get(t)?.properties.includes('pickupable') !== true);
}
