import { z } from 'zod';
import { OBJECT_STATE_FLAGS, type ObjectStateFlag } from '../bridge/index.js';

/**
 * Success criteria of a task: predicates over the final world state. A vague request has several
 * right answers, so criteria are a disjunction of named alternatives, each a conjunction.
 */

const flag = z.boolean().optional();
const names = z.union([z.string(), z.array(z.string()).min(1)]);

/** The state flags of the bridge's `state` result that a selector may test. */
export const stateFlags = OBJECT_STATE_FLAGS;
export type StateFlag = ObjectStateFlag;

/** Picks objects: by type, by a containing receptacle's type, by catalogue property, by state. */
export const Selector = z
  .object({
    type: names.optional(),
    notType: names.optional(),
    in: names.optional().describe('type of a receptacle that holds it, directly or transitively'),
    notIn: names.optional(),
    pickupable: flag,
    isOpen: flag,
    isToggled: flag,
    isSliced: flag,
    isCooked: flag,
    isDirty: flag,
    isBroken: flag,
    isUsedUp: flag,
    isPickedUp: flag,
    isFilledWithLiquid: flag,
  })
  .strict();
export type Selector = z.infer<typeof Selector>;

export const Predicate = z.union([
  z.object({ exists: Selector }).strict(),
  z.object({ none: Selector }).strict(),
  z.object({ count: Selector, atLeast: z.number().int().min(1) }).strict(),
]);
export type Predicate = z.infer<typeof Predicate>;

export const Alternative = z.object({ name: z.string().min(1), all: z.array(Predicate).min(1) }).strict();
export type Alternative = z.infer<typeof Alternative>;

/** What the evaluator reads of the bridge's `state` result (structurally compatible with it). */
export interface CriteriaState {
  objects: ReadonlyArray<{ objectId: string; objectType: string; parentReceptacles: readonly string[] } & Partial<Record<StateFlag, boolean>>>;
}

/** Which types are pickupable, from the catalogue. */
export type IsPickupable = (type: string) => boolean;

export interface CriteriaVerdict {
  met: boolean;
  /** The first alternative met, if any. */
  alternative: string | null;
  /** For each alternative, its first unmet predicate in words (for feedback). */
  unmet: { alternative: string; predicate: string }[];
}

const asList = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

function matcher(selector: Selector, state: CriteriaState, isPickupable: IsPickupable) {
  const typeOf = new Map(state.objects.map((o) => [o.objectId, o.objectType]));
  const types = asList(selector.type);
  const excluded = asList(selector.notType);
  const inside = asList(selector.in);
  const notInside = asList(selector.notIn);
  return (object: CriteriaState['objects'][number]): boolean => {
    if (types && !types.includes(object.objectType)) return false;
    if (excluded?.includes(object.objectType)) return false;
    const holders = object.parentReceptacles.map((id) => typeOf.get(id) ?? id.split('|')[0] ?? id);
    if (inside && !holders.some((t) => inside.includes(t))) return false;
    if (notInside && holders.some((t) => notInside.includes(t))) return false;
    if (selector.pickupable !== undefined && isPickupable(object.objectType) !== selector.pickupable) return false;
    return stateFlags.every((flag) => selector[flag] === undefined || (object[flag] ?? false) === selector[flag]);
  };
}

/** The objects a selector picks in a state, in state order. */
export function matchingObjects(selector: Selector, state: CriteriaState, isPickupable: IsPickupable): CriteriaState['objects'][number][] {
  return state.objects.filter(matcher(selector, state, isPickupable));
}

/** Counts the objects a selector picks in a state. */
export function countMatches(selector: Selector, state: CriteriaState, isPickupable: IsPickupable): number {
  return matchingObjects(selector, state, isPickupable).length;
}

/** True when the predicate holds in the state. */
export function holds(predicate: Predicate, state: CriteriaState, isPickupable: IsPickupable): boolean {
  if ('exists' in predicate) return countMatches(predicate.exists, state, isPickupable) > 0;
  if ('none' in predicate) return countMatches(predicate.none, state, isPickupable) === 0;
  return countMatches(predicate.count, state, isPickupable) >= predicate.atLeast;
}

/** Evaluates a disjunction of alternatives against a final state. */
export function evaluateCriteria(alternatives: readonly Alternative[], state: CriteriaState, isPickupable: IsPickupable): CriteriaVerdict {
  const unmet: CriteriaVerdict['unmet'] = [];
  for (const alternative of alternatives) {
    const failed = alternative.all.find((p) => !holds(p, state, isPickupable));
    if (!failed) return { met: true, alternative: alternative.name, unmet };
    unmet.push({ alternative: alternative.name, predicate: describePredicate(failed) });
  }
  return { met: false, alternative: null, unmet };
}

const flagWords: Record<StateFlag, string> = {
  isOpen: 'open',
  isToggled: 'switched on',
  isSliced: 'sliced',
  isCooked: 'cooked',
  isDirty: 'dirty',
  isBroken: 'broken',
  isUsedUp: 'used up',
  isPickedUp: 'held',
  isFilledWithLiquid: 'filled',
};

/** A predicate in plain words, e.g. "there should be a BreadSliced that is cooked". */
export function describePredicate(predicate: Predicate): string {
  if ('exists' in predicate) return `there should be a ${describeSelector(predicate.exists)}`;
  if ('none' in predicate) return `there should be no ${describeSelector(predicate.none)}`;
  return `there should be at least ${predicate.atLeast} × ${describeSelector(predicate.count)}`;
}

/** A selector in plain words, e.g. "EggCracked that is cooked, inside a Pan". */
export function describeSelector(selector: Selector): string {
  let text = asList(selector.type)?.join(' or ') ?? (selector.pickupable ? 'small object' : 'object');
  const flags = stateFlags.filter((f) => selector[f] !== undefined).map((f) => (selector[f] ? '' : 'not ') + flagWords[f]);
  if (selector.notType) text += ` (other than ${asList(selector.notType)!.join(' or ')})`;
  if (flags.length > 0) text += ` that is ${flags.join(' and ')}`;
  if (selector.in) text += `${flags.length ? ',' : ''} inside a ${asList(selector.in)!.join(' or ')}`;
  if (selector.notIn) text += `, not inside a ${asList(selector.notIn)!.join(' or ')}`;
  return text;
}
