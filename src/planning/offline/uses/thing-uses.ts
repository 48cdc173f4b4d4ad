/**
 * What a thing of the room is for here: the uses of uses.yaml whose goal acts on it in this room
 * (a meal of bread is toast, not an egg). The options of "What should I do with the bed?" for a
 * thing named with nothing asked, and, seen to with a generic verb ("deal with the plant", issue
 * 38), the one use planned when it has only one.
 */
import type { Alternative, Selector } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';
import { goalsAbout, thingTypes } from './about-thing.js';
import { titleOf } from './choose-uses.js';
import { useGoal, type UseRoom } from './use-goal.js';
import type { Use } from './uses-schema.js';

/** A use a thing has here: the use, the goal it offers for the thing, and that goal's title. */
export interface ThingUse {
  readonly use: Use;
  readonly title: string;
  readonly goal: NamedGoal;
}

/**
 * The uses a thing of `types` has in this room: each use that lists every one of the types and
 * fits the room, with its goal kept to what acts on the thing (a goal made of others offers its
 * one part that does, by that part's title). Only the uses offered as choices, unless `unoffered`:
 * a use kept out of "What should I do with it?" still serves a need said ("the shower curtain stays
 * shut and it's getting all mildewy": aired).
 */
export function usesOfThing(types: readonly string[], knowledge: Knowledge, room: UseRoom & { readonly catalogue: Catalogue }, unoffered = false): ThingUse[] {
  const about = thingTypes(types, room.catalogue);
  return knowledge.uses.uses.flatMap((use) => {
    const fit = (use.offered || unoffered) && types.every((t) => use.types.includes(t)) ? useGoal(use, knowledge, room) : undefined;
    if (fit?.ok !== true) return [];
    const offered = goalsAbout(fit.goal, about, knowledge, room.usable);
    if (offered.length === 1 && offered[0]!.id !== fit.goal.id) return [{ use, title: offered[0]!.title, goal: offered[0]! }];
    return offered.length > 0 ? [{ use, title: titleOf(use, knowledge), goal: fit.goal }] : [];
  });
}

/**
 * `goal` about the thing asked of: a list of types that names some of `about` keeps only those (a
 * salad of the tomatoes is sliced tomato, not lettuce).
 */
export function narrowedTo(goal: NamedGoal, about: ReadonlySet<string>): NamedGoal {
  const narrow = (s: Selector): Selector => {
    const kept = Array.isArray(s.type) ? s.type.filter((t) => about.has(t)) : [];
    return Array.isArray(s.type) && kept.length > 0 ? { ...s, type: kept.length === 1 ? kept[0]! : kept } : s;
  };
  const alternative = (a: Alternative): Alternative => ({
    ...a,
    all: a.all.map((p) => ('exists' in p ? { ...p, exists: narrow(p.exists) } : 'count' in p ? { ...p, count: narrow(p.count) } : p)),
  });
  return { ...goal, alternatives: goal.alternatives.map(alternative), ways: goal.ways.map(alternative) };
}
