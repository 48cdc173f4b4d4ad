/**
 * Success criteria of a task: predicates over the final world state. A vague request has several
 * right answers, so criteria are a disjunction of named alternatives, each a conjunction.
 * The schemas are in criteria-schema.ts; this module evaluates them and says them in words.
 */
import { stateFlags, type Alternative, type Predicate, type Selector, type StateFlag } from './criteria-schema.js';

export { Alternative, Predicate, Selector, stateFlags, type StateFlag } from './criteria-schema.js';

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
