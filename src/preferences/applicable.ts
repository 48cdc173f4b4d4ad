/** Which statements hold in a room, and how they read in a prompt, a summary or a list. */
import type { Preference, PreferenceRule, PreferenceScope } from './schema.js';

/** The statements of a store that hold in a room of `roomType`: the person's, the home's, and that room type's. */
export function applicable(preferences: readonly Preference[], roomType: string): Preference[] {
  return preferences.filter((p) => p.scope.kind !== 'room' || p.scope.room === roomType);
}

export function describeScope(scope: PreferenceScope): string {
  return scope.kind === 'room' ? `in the ${scope.room}` : scope.kind === 'home' ? 'in the whole home' : 'for this person';
}

/** The rule as a condition in words; null for a statement read as no rule. */
export function describeRule(rule: PreferenceRule | null): string | null {
  if (rule === null) return null;
  if ('exclude' in rule) return `use no ${rule.exclude.join(', ')}`;
  if ('prefer' in rule) return rule.over.length > 0 ? `use ${rule.prefer} rather than ${rule.over.join(', ')}` : `use ${rule.prefer} where one will do`;
  return `the ${rule.keepAway.agent} does not act on ${rule.keepAway.types.join(', ')}`;
}

/** One line per statement: `p1 "I don't eat eggs" (for this person; use no Egg)`. */
export function describePreference(p: Preference): string {
  const rule = describeRule(p.rule);
  return `${p.id} "${p.text}" (${describeScope(p.scope)}${rule === null ? '' : `; ${rule}`})`;
}
