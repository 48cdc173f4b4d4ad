/**
 * The person's lasting preferences as conditions the offline planner can keep: types its plans
 * must not use (an excluded food or object; the other choices of a preferred one) and the goals'
 * ways and choices that remain. What it cannot express (an agent kept away from an object: the
 * allocator's; words read as no rule) it says.
 */
import { needsAvoided } from '../../goals/index.js';
import type { PreferenceStatement } from '../planner.js';
import type { NamedGoal } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';

/** A preference in words, with the types it is about; `asked`: a rule of the request's own words. */
export interface PreferenceNote {
  readonly words: string;
  readonly types: readonly string[];
  readonly asked?: boolean;
}

/** The id of the rules a request's own words make ("I'm hungry, but no eggs"), not lasting preferences. */
export const REQUEST_RULE_ID = 'request';

export interface PreferenceConditions {
  /** Types no plan may use. */
  readonly avoid: ReadonlySet<string>;
  /** What is kept to (`no Egg or EggCracked`), an exclusion said only for a goal about its types (`types` empty: any goal in the room). */
  readonly kept: readonly PreferenceNote[];
  /** What is not kept, and why, likewise (a rule the offline planner cannot check is about any goal). */
  readonly notes: readonly PreferenceNote[];
}

export const NO_CONDITIONS: PreferenceConditions = { avoid: new Set(), kept: [], notes: [] };

/** The conditions of `preferences` in a room that has (or can make) the `usable` types; a rule about none of them is left out. */
export function preferenceConditions(preferences: readonly PreferenceStatement[] | undefined, usable: ReadonlySet<string>, knowledge: Knowledge): PreferenceConditions {
  if (preferences === undefined || preferences.length === 0) return NO_CONDITIONS;
  const avoid = new Set<string>();
  const kept: PreferenceNote[] = [];
  const notes: PreferenceNote[] = [];
  const inRoom = (types: readonly string[]) => types.some((t) => usable.has(t));
  for (const p of preferences) {
    const rule = p.rule;
    const asked = p.id === REQUEST_RULE_ID;
    if (rule === null) notes.push({ words: `The offline planner cannot check the preference '${p.text}'.`, types: [] });
    else if ('exclude' in rule) {
      rule.exclude.forEach((t) => avoid.add(t));
      // What the request itself leaves out is said whatever the goal is about ("not the stove" for a meal).
      if (inRoom(rule.exclude)) kept.push({ words: `no ${rule.exclude.join(' or ')}`, types: asked ? [] : rule.exclude, asked });
    } else if ('prefer' in rule) {
      if (!usable.has(rule.prefer)) {
        if (inRoom(rule.over)) notes.push({ words: `There is no ${rule.prefer} here to prefer ('${p.text}').`, types: [] });
        continue;
      }
      const others = rule.over.length > 0 ? rule.over : (knowledge.goals.interchangeable.find((g) => g.includes(rule.prefer)) ?? []).filter((t) => t !== rule.prefer);
      others.forEach((t) => avoid.add(t));
      // A choice of tools shapes any plan in this room (the stove is the plan's, not the goal's).
      kept.push({ words: others.length > 0 ? `${rule.prefer} rather than ${others.join(' or ')}` : `${rule.prefer}`, types: [], asked });
    } else if (inRoom(rule.keepAway.types)) {
      notes.push({ words: `Left to the allocator: the ${rule.keepAway.agent} does not act on ${rule.keepAway.types.join(' or ')} ('${p.text}').`, types: [] });
    }
  }
  return { avoid, kept, notes };
}

/** Every string a goal names (its types, receptacles, states), to tell which preferences are about it. */
function namedBy(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => namedBy(v, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => namedBy(v, into));
  return into;
}

/**
 * What the plan's description says of the preferences, once: those about a type one of `goals`
 * names (before the preferences took anything out of them), and those the planner cannot check.
 */
export function preferenceWords(conditions: PreferenceConditions, goals: readonly NamedGoal[]): string[] {
  const named = namedBy(goals.map((g) => [g.ways, g.alternatives]));
  const about = (n: PreferenceNote) => n.types.length === 0 || n.types.some((t) => named.has(t));
  const kept = (asked: boolean) => [...new Set(conditions.kept.filter((n) => about(n) && (n.asked === true) === asked).map((n) => n.words))];
  const said = (lead: string, words: string[]) => (words.length > 0 ? [`${lead}: ${words.join('; ')}.`] : []);
  return [...said('As you asked', kept(true)), ...said('Keeping to your preferences', kept(false)), ...conditions.notes.filter(about).map((n) => n.words)];
}

/** The goal with only the ways (and the alternatives) that need nothing to avoid; null when none is left. */
export function allowedGoal(goal: NamedGoal, avoid: ReadonlySet<string>): NamedGoal | null {
  if (avoid.size === 0) return goal;
  const ways = goal.ways.filter((a) => !needsAvoided(a, avoid));
  if (ways.length === 0) return null;
  const alternatives = goal.alternatives.filter((a) => !needsAvoided(a, avoid));
  return { ...goal, ways, alternatives: alternatives.length > 0 ? alternatives : goal.alternatives };
}
