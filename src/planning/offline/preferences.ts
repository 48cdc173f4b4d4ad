/**
 * The person's lasting preferences as conditions the offline planner can keep: types its plans
 * must not use (an excluded food or object; the other choices of a preferred one) and the goals'
 * ways and choices that remain. What it cannot express (an agent kept away from an object: the
 * allocator's; words read as no rule) it says.
 */
import type { Alternative, Selector } from '../../goals/index.js';
import type { PreferenceStatement } from '../planner.js';
import type { NamedGoal } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';

export interface PreferenceConditions {
  /** Types no plan may use. */
  readonly avoid: ReadonlySet<string>;
  /** What was kept to and what was not, for the plan's description. */
  readonly notes: readonly string[];
}

export const NO_CONDITIONS: PreferenceConditions = { avoid: new Set(), notes: [] };

/** The conditions of `preferences` in a room that has (or can make) the `usable` types. */
export function preferenceConditions(preferences: readonly PreferenceStatement[] | undefined, usable: ReadonlySet<string>, knowledge: Knowledge): PreferenceConditions {
  if (preferences === undefined || preferences.length === 0) return NO_CONDITIONS;
  const avoid = new Set<string>();
  const kept: string[] = [];
  const notes: string[] = [];
  for (const p of preferences) {
    const rule = p.rule;
    if (rule === null) notes.push(`The offline planner cannot check the preference '${p.text}'.`);
    else if ('exclude' in rule) {
      rule.exclude.forEach((t) => avoid.add(t));
      kept.push(`no ${rule.exclude.join(' or ')}`);
    } else if ('prefer' in rule) {
      if (!usable.has(rule.prefer)) {
        notes.push(`There is no ${rule.prefer} here to prefer ('${p.text}').`);
        continue;
      }
      const others = rule.over.length > 0 ? rule.over : (knowledge.goals.interchangeable.find((g) => g.includes(rule.prefer)) ?? []).filter((t) => t !== rule.prefer);
      others.forEach((t) => avoid.add(t));
      kept.push(others.length > 0 ? `${rule.prefer} rather than ${others.join(' or ')}` : `${rule.prefer}`);
    } else notes.push(`Left to the allocator: the ${rule.keepAway.agent} does not act on ${rule.keepAway.types.join(' or ')} ('${p.text}').`);
  }
  if (kept.length > 0) notes.unshift(`Keeping to your preferences: ${kept.join('; ')}.`);
  return { avoid, notes };
}

const asList = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

/** Whether a selector asks only for types to avoid (a fried egg, when eggs are not eaten). */
function selectorAvoided(selector: Selector, avoid: ReadonlySet<string>): boolean {
  const types = asList(selector.type);
  return types.length > 0 && types.every((t) => avoid.has(t));
}

/** Whether an alternative needs an object of a type to avoid ("none" conditions need nothing). */
function needsAvoided(alternative: Alternative, avoid: ReadonlySet<string>): boolean {
  return alternative.all.some((p) => !('none' in p) && selectorAvoided('exists' in p ? p.exists : p.count, avoid));
}

/** The goal with only the ways (and the alternatives) that need nothing to avoid; null when none is left. */
export function allowedGoal(goal: NamedGoal, avoid: ReadonlySet<string>): NamedGoal | null {
  if (avoid.size === 0) return goal;
  const ways = goal.ways.filter((a) => !needsAvoided(a, avoid));
  if (ways.length === 0) return null;
  const alternatives = goal.alternatives.filter((a) => !needsAvoided(a, avoid));
  return { ...goal, ways, alternatives: alternatives.length > 0 ? alternatives : goal.alternatives };
}
