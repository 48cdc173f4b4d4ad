/**
 * "could you lock it away", "lock my card away" with no place said: the one thing of a room that
 * shuts on what is in it for keeps is a Safe (the catalogue: "a small box for valuables", openable,
 * reached only while open), so where the room has one and every thing named can go in it (its
 * catalogue `receptacles`, from AI2-THOR's PlacementRestrictions), it is the place. A drawer does
 * not lock: without a Safe, or for a thing a Safe does not take, there is no such place.
 */
import type { Catalogue } from '../../../world/index.js';
import type { Mention } from './parse.js';

/** The Safe as where `types` are locked away, when the room has one that takes them all; undefined otherwise. */
export function safeToLockIn(types: readonly string[], room: { readonly types: ReadonlySet<string>; readonly catalogue: Catalogue }): Mention | undefined {
  if (!room.types.has('Safe') || types.length === 0) return undefined;
  const takes = types.every((t) => (room.catalogue.types.get(t)?.receptacles ?? []).includes('Safe'));
  return takes ? { types: ['Safe'], count: 1, states: [], words: 'safe', pronoun: false } : undefined;
}
