/**
 * What a command's goal would break: a thing left broken (AI2-THOR's BreakObject, `isBroken`) is
 * destroyed, not served (issue 38: "smash the mirror", "throw the laptop out of the window" are what
 * no robot here should do on request). A thing broken into another to be used (an egg cracked into
 * an EggCracked: the catalogue's `breakInto`) is the caller's to leave out.
 */
import type { Alternative, Predicate } from '../../../goals/index.js';

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
  const list = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);
  const of = (predicate: Predicate): string[] => {
    const selector = 'exists' in predicate ? predicate.exists : 'count' in predicate ? predicate.count : predicate.none;
    const floor = 'none' in predicate ? list(selector.notIn).includes('Floor') : [...list(selector.in), ...list(selector.directlyIn)].includes('Floor');
    return floor ? list(selector.type).filter(derived) : [];
  };
  return [...new Set(alternative.all.flatMap(of))];
}
