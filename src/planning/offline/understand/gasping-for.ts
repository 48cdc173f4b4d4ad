/**
 * "Gasping for" and "gagging for" said of something other than a drink ("I'm gasping for a cold
 * shower", "gagging for a sit down"): wanting it badly, as "dying for" says, not thirst. Alone
 * ("I'm gasping") or before a drink ("gasping for a cuppa", "gagging for a drink") they stay thirst
 * (uses.yaml `thirst`, `brew`): a drink refused for a bathroom with no cup was the shower asked for.
 */

/** Words of a drink, or of what one is served in, among the few words after "for": thirst still ("a cold one": a beer). */
const DRINKS = new Set(['drink', 'drinks', 'water', 'tea', 'cuppa', 'brew', 'coffee', 'juice', 'wine', 'beer', 'pint', 'glass', 'cup', 'mug', 'bottle', 'bevvy', 'one', 'sip', 'swig', 'something', 'anything']);

/** "gasping for" and up to three words after it, to a clause break. */
const GASPING = /\b(?:gasping|gagging)\s+for\b((?:\s+[a-z']+){1,3})/gi;

/** `text` (as typed) with "gasping for" a thing not drunk said as "dying for" it; unchanged otherwise. */
export function gaspingFor(text: string): string {
  return text.replace(GASPING, (whole: string, after: string) => (after.toLowerCase().trim().split(/\s+/).some((w) => DRINKS.has(w)) ? whole : `dying for${after}`));
}
