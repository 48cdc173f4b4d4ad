/**
 * A stated goal read against the known goals it was offered (`--goal-hints`): an alternative a
 * model calls by a known goal's name, or whose first condition is about that goal's main object
 * (the same type, or the whole it is cut or cracked from: Bread for BreadSliced), takes that
 * goal's own conditions. A small model copies a name or an object well and a condition list badly
 * ("lights dimmed" with the lamp on but the ceiling light left out; toast as "a hot BreadSliced in
 * the Toaster, the Plate filled and the Knife held"); the choice stays the model's, the
 * definition is the household's. An alternative about anything else stays as stated.
 */
import type { Alternative, Selector } from './criteria.js';
import { typeFamily } from './type-family.js';
import { typeNames } from './selector-of.js';

const key = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The object an alternative is about: the types of its first `exists` or `count` condition. */
function mainTypes(alternative: Alternative): string[] {
  const first = alternative.all.find((p) => !('none' in p));
  const selector: Selector | undefined = first === undefined ? undefined : 'exists' in first ? first.exists : 'count' in first ? first.count : undefined;
  return typeNames(selector?.type);
}


/** `stated` with every alternative that names, or is about the main object of, one of `known` replaced by it (duplicates dropped). */
export function adoptKnownGoals(stated: readonly Alternative[], known: readonly Alternative[]): Alternative[] {
  const byName = new Map(known.map((k) => [key(k.name), k] as const));
  const byObject = (a: Alternative): Alternative | undefined => {
    const families = new Set(mainTypes(a).map(typeFamily));
    return known.find((k) => mainTypes(k).some((t) => families.has(typeFamily(t))));
  };
  const adopted = stated.map((a) => byName.get(key(a.name)) ?? byObject(a) ?? a);
  return adopted.filter((a, i) => adopted.indexOf(a) === i);
}
