/**
 * A need whose goal offers a choice of things ("something to wipe up a spill with": a cloth, else a
 * sponge, else kitchen roll) said beside one of them by name ("I've spilt my coffee, is there any
 * kitchen roll?", "any paper towels?"): the ways of the thing named, never the first of the list
 * instead (a false success: a cloth brought where kitchen roll was asked for). Only the things the
 * goal makes or brings count (a selector's `type`), never a place it uses; where no way names the
 * thing, or every way does, the goal is as it was.
 */
import { typeNames, type Alternative } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';

const names = (a: Alternative, named: ReadonlySet<string>): boolean => a.all.some((p) => 'exists' in p && typeNames(p.exists.type).some((t) => named.has(t)));

/** `goal` kept to its alternatives and ways that make or bring a thing of the `named` types, where only some do. */
export function namedAmong(goal: NamedGoal, named: ReadonlySet<string>): NamedGoal {
  const alternatives = goal.alternatives.filter((a) => names(a, named));
  const ways = goal.ways.filter((a) => names(a, named));
  if (alternatives.length === 0 || ways.length === 0 || alternatives.length === goal.alternatives.length) return goal;
  return { ...goal, alternatives, ways };
}
