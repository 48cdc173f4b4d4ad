import type { Alternative, Selector } from './criteria.js';

/** Whether a selector asks only for types to avoid (a fried egg, when eggs are not eaten). */
function selectorAvoided(selector: Selector, avoid: ReadonlySet<string>): boolean {
  const types = selector.type === undefined ? [] : typeof selector.type === 'string' ? [selector.type] : selector.type;
  return types.length > 0 && types.every((t) => avoid.has(t));
}

/**
 * Whether an alternative needs an object of a type to avoid: a person's exclusion, or what the
 * request leaves out ("no eggs"). `none` conditions need nothing.
 */
export function needsAvoided(alternative: Alternative, avoid: ReadonlySet<string>): boolean {
  return alternative.all.some((p) => !('none' in p) && selectorAvoided('exists' in p ? p.exists : p.count, avoid));
}
