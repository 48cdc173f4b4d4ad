/**
 * A use's goal narrowed to the things the request named out of place ("the tomato's been sat out in
 * the heat, it'll go soft": the food kept cold is the tomato, not any food). The use places them, so
 * they are not put away as well (understanding.ts); without this the goal would take any food of its
 * kinds and leave the tomato out.
 */
import { typeNames, type Alternative, type Predicate } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';

/** `goal` with each thing it places of several kinds narrowed to `types`, where it names some of them. */
export function narrowedToThings(goal: NamedGoal, types: readonly string[]): NamedGoal {
  if (types.length === 0) return goal;
  const narrow = (p: Predicate): Predicate => {
    if (!('exists' in p)) return p;
    const named = typeNames(p.exists.type);
    const kept = named.filter((t) => types.includes(t));
    if (kept.length === 0 || kept.length === named.length || (p.exists.in === undefined && p.exists.directlyIn === undefined)) return p;
    return { exists: { ...p.exists, type: kept.length === 1 ? kept[0]! : kept } };
  };
  const all = (alternatives: readonly Alternative[]): Alternative[] => alternatives.map((a) => ({ ...a, all: a.all.map(narrow) }));
  return { ...goal, alternatives: all(goal.alternatives), ways: all(goal.ways) };
}
