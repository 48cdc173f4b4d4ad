/**
 * A stated goal that names known goals: an alternative a model calls by the name of one it was
 * offered (`--goal-hints`) takes that goal's own conditions. A small model copies a name well and
 * a condition list badly ("lights dimmed" with the lamp on but the ceiling light left out); the
 * choice stays the model's, the definition is the household's.
 */
import type { Alternative } from './criteria.js';

const key = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** `stated` with every alternative named as one of `known` replaced by it (duplicates dropped). */
export function adoptKnownGoals(stated: readonly Alternative[], known: readonly Alternative[]): Alternative[] {
  const byName = new Map(known.map((k) => [key(k.name), k] as const));
  const adopted = stated.map((a) => byName.get(key(a.name)) ?? a);
  return adopted.filter((a, i) => adopted.indexOf(a) === i);
}
