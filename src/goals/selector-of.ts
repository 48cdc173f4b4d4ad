/** The parts of a condition that several readers of goals take apart the same way. */
import type { Predicate, Selector } from './criteria-schema.js';

/** The selector a condition is about, whichever kind it is (some, none, or how many). */
export function selectorOf(predicate: Predicate): Selector {
  return 'exists' in predicate ? predicate.exists : 'none' in predicate ? predicate.none : predicate.count;
}

/** A selector's type (or place) field as a list of type names: one name, several, or none. */
export const typeNames = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);
