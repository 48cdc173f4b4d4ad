/** The type names a goal uses (ids, with a `|`, left out): to check them against a catalogue. */
import { historiesOf, type Alternative, type Selector } from './criteria-schema.js';
import { predicateSelector } from './match.js';
import { typeNames } from './selector-of.js';

function selectorTypes(selector: Selector): string[] {
  const names = [selector.type, selector.notType, selector.in, selector.notIn, selector.directlyIn, ...historiesOf(selector.was).map((h) => h.in)].flatMap(typeNames);
  return [...names.filter((name) => !name.includes('|')), ...(selector.within ? selectorTypes(selector.within) : [])];
}

/** Every type a goal names, once, in order of first use. */
export function goalTypeNames(goal: readonly Alternative[]): string[] {
  return [...new Set(goal.flatMap((alternative) => alternative.all.flatMap((predicate) => selectorTypes(predicateSelector(predicate)))))];
}
