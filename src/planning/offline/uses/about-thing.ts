/**
 * What a goal offers for a thing the request named: a reading must rest on the request's words,
 * so an answer to "What should I do with the bread?" can only give a goal that acts on the bread
 * (or on what it becomes: its slices). "Something to eat" said of the bread is toast, never the
 * fried egg the same words would ask for on their own.
 */
import { goalTypeNames } from '../../../goals/index.js';
import { derivableTypes, type Catalogue } from '../../../world/index.js';
import { fitting, namedGoal, type NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';

/** The types a thing of `types` is or becomes (a Bread: Bread, BreadSliced). */
export function thingTypes(types: readonly string[], catalogue: Catalogue): Set<string> {
  return new Set([...types, ...derivableTypes(types, catalogue)]);
}

/** Whether the goal, as it is judged (its alternatives), names a type of `about`. */
export function actsOn(goal: NamedGoal, about: ReadonlySet<string>): boolean {
  return goalTypeNames(goal.alternatives).some((t) => about.has(t));
}

/**
 * The goals `goal` offers that act on the thing: a goal made of others (`use:` in goals.yaml, a
 * meal) offers those of its parts that do, in their order; any other goal itself, when it does.
 * Each keeps only its ways the room has the objects for.
 */
export function goalsAbout(goal: NamedGoal, about: ReadonlySet<string>, knowledge: Knowledge, usable: ReadonlySet<string>): NamedGoal[] {
  const parts = knowledge.goals.goals[goal.id]?.use;
  const offered = parts === undefined ? [goal] : parts.map((id) => fitting(namedGoal(id, knowledge.goals), usable)).filter((g): g is NamedGoal => g !== null);
  return offered.filter((g) => actsOn(g, about));
}
