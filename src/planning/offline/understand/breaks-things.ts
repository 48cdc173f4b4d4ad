/**
 * What a command's goal would break: a thing left broken (AI2-THOR's BreakObject, `isBroken`) is
 * destroyed, not served (issue 38: "smash the mirror", "throw the laptop out of the window" are what
 * no robot here should do on request). A thing broken into another to be used (an egg cracked into
 * an EggCracked: the catalogue's `breakInto`) is the caller's to leave out.
 */
import { selectorOf, typeNames, type Alternative, type Predicate } from '../../../goals/index.js';

/** The types an alternative's conditions ask to be broken (`is: [broken]`, `isBroken: true`). */
export function typesBroken(alternative: Alternative): string[] {
  const of = (predicate: Predicate): string[] => {
    const selector = 'exists' in predicate ? predicate.exists : 'count' in predicate ? predicate.count : undefined;
    if (selector === undefined || (selector.isBroken !== true && !(selector.is ?? []).includes('broken'))) return [];
    return selector.type === undefined ? ['object'] : Array.isArray(selector.type) ? [...selector.type] : [selector.type as string];
  };
  return [...new Set(alternative.all.flatMap(of))];
}

/**
 * The things a command's goal would leave broken into pieces on the floor ("break all the eggs on
 * the floor": EggCracked, of the catalogue's `derivedFrom` an Egg cracked): a mess made on purpose,
 * which no robot here makes on request. Cracked into a pan or bowl is cooking.
 */
export function brokenOnFloor(alternative: Alternative, derived: (type: string) => boolean): string[] {
  const of = (predicate: Predicate): string[] => {
    const selector = selectorOf(predicate);
    const floor = 'none' in predicate ? typeNames(selector.notIn).includes('Floor') : [...typeNames(selector.in), ...typeNames(selector.directlyIn)].includes('Floor');
    return floor ? typeNames(selector.type).filter(derived) : [];
  };
  return [...new Set(alternative.all.flatMap(of))];
}
