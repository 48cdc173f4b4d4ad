/**
 * The split by floorplan: of each room type, a seeded share of the floorplans is for validation,
 * the rest for training, so that the validation examples are of rooms no training example shows.
 */
import { shuffle } from './generate.js';
import type { Split } from '../planning/index.js';

/** The split of every floorplan: `share` (0..1) of each room type's, at least one where it has two or more, for validation. */
export function splitFloorplans(floorplans: readonly { name: string; roomType: string }[], share: number, random: () => number): Map<string, Split> {
  const byRoom = new Map<string, string[]>();
  for (const f of [...floorplans].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))) byRoom.set(f.roomType, [...(byRoom.get(f.roomType) ?? []), f.name]);
  const split = new Map<string, Split>();
  for (const room of [...byRoom.keys()].sort()) {
    const names = shuffle([...byRoom.get(room)!], random);
    const validation = names.length < 2 ? 0 : Math.max(1, Math.round(names.length * share));
    names.forEach((name, i) => split.set(name, i < validation ? 'validation' : 'train'));
  }
  return split;
}
