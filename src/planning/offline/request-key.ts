/**
 * The identity of a request as the household knowledge reads it: everything `understand` and the
 * preference filter look at, and nothing else (not the dialogue's turns left, not the skills).
 * Two inputs with the same key are read the same, so a reading can be kept per key.
 */
import type { StageOneInput } from '../planner.js';

/** A string that is equal for two inputs exactly when their reading must be equal. */
export function requestKey(input: StageOneInput): string {
  const { scene } = input;
  return JSON.stringify([
    input.instruction,
    input.clarification?.answer ?? null,
    [scene.name, scene.roomType, scene.objectTypes, scene.derivableTypes ?? null],
    input.preferences ?? [],
  ]);
}
