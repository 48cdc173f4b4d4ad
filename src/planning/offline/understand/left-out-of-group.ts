/**
 * A group asked with one of it left out (issue 38): "put all the cleaning stuff in the cupboard
 * except the cloth", "... but not the cloth". The group's names (words.yaml `names`: cleaning stuff
 * is a cloth, a sponge, a brush, a spray) stand in the goal as one list of types; the thing left
 * out is a rule of the request (request-constraints.ts), so a goal still naming it would ask what
 * no plan may do. The goal asks the rest of the group: the type left out is taken out of every
 * list of several types. A list of that type alone is kept (it is what is asked, not a group).
 */
import type { Alternative } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';

type Condition = Alternative['all'][number];

/** `goal` with the types `leftOut` taken out of each of its selectors' lists of several types. */
export function withoutLeftOut(goal: NamedGoal, leftOut: ReadonlySet<string>): NamedGoal {
  if (leftOut.size === 0) return goal;
  const narrow = (alternatives: readonly Alternative[]): Alternative[] => alternatives.map((a) => ({ ...a, all: a.all.map(narrowed) }));
  const narrowed = (c: Condition): Condition => {
    const key = 'exists' in c ? 'exists' : 'none' in c ? 'none' : 'count';
    const selector = (c as Record<string, unknown>)[key] as { type?: string | string[] };
    if (!Array.isArray(selector.type) || selector.type.length < 2) return c;
    const kept = selector.type.filter((t) => !leftOut.has(t));
    if (kept.length === 0 || kept.length === selector.type.length) return c;
    return { ...c, [key]: { ...selector, type: kept.length === 1 ? kept[0]! : kept } } as Condition;
  };
  return { ...goal, alternatives: narrow(goal.alternatives), ways: narrow(goal.ways) };
}

/**
 * Whether every alternative of `goal` wants a thing (`exists`) only of types left out ("kitchen roll
 * to dry her hands, not the towel" read as a towel brought, when the towel is what was refused):
 * nothing the request allows serves it, so the reading is no answer (issue 38: a false success).
 */
export function wantsOnlyLeftOut(goal: NamedGoal, leftOut: ReadonlySet<string>): boolean {
  if (leftOut.size === 0 || goal.alternatives.length === 0) return false;
  const onlyLeftOut = (c: Condition): boolean => {
    if (!('exists' in c)) return false;
    const type = (c.exists as { type?: string | string[] }).type;
    const types = type === undefined ? [] : Array.isArray(type) ? type : [type];
    return types.length > 0 && types.every((t) => leftOut.has(t));
  };
  return goal.alternatives.every((a) => a.all.some(onlyLeftOut));
}
