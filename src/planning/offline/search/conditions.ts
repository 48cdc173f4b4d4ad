/**
 * What a goal's selector asks of one object, condition by condition, and whether an object meets
 * each: the search plans toward the conditions an object does not meet yet. Each condition is
 * tested by the goal evaluator itself (src/goals) on a selector of that one field, so the search
 * and the verdict never disagree on what a condition means.
 */
import type { ObjectState } from '../../../bridge/index.js';
import { historiesOf, matchingObjects, STATE_WORD_TESTS, stateFlags, type GoalContext, type Selector, type StateFlag, type Temperature } from '../../../goals/index.js';
import type { Room } from './room.js';

/** One thing asked of an object. */
export type Condition =
  /** It is (or becomes, sliced or broken) one of these types. */
  | { readonly kind: 'type'; readonly types: readonly string[] }
  /** Inside a receptacle of these types or ids (anywhere inside, or `directly`). */
  | { readonly kind: 'in'; readonly names: readonly string[]; readonly directly: boolean }
  /** Inside a receptacle that itself matches a selector (an apple on a plate that is on the table). */
  | { readonly kind: 'within'; readonly holder: Selector }
  | { readonly kind: 'notIn'; readonly names: readonly string[] }
  /** In an agent's hand (any agent's when `agents` is absent). */
  | { readonly kind: 'held'; readonly agents?: readonly string[] | undefined }
  | { readonly kind: 'flag'; readonly flag: StateFlag; readonly value: boolean }
  | { readonly kind: 'temperature'; readonly value: Temperature }
  | { readonly kind: 'liquid'; readonly liquid: string }
  /** At some moment of the execution inside one of these (while it was on). */
  | { readonly kind: 'was'; readonly names: readonly string[]; readonly whileOn: boolean | undefined };

/** A condition with the one-field selector that tests it. */
export interface TestedCondition {
  readonly condition: Condition;
  readonly test: Selector;
}

export const asList = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

function tested(condition: Condition, test: Selector): TestedCondition {
  return { condition, test };
}

/**
 * The conditions of a selector. `notType` and `pickupable` pick the candidates instead; an `id`
 * narrows them to that object.
 */
export function conditionsOf(selector: Selector): TestedCondition[] {
  const list: TestedCondition[] = [];
  const types = asList(selector.type);
  if (types) list.push(tested({ kind: 'type', types }, { type: [...types] }));
  const inside = asList(selector.in);
  if (inside) list.push(tested({ kind: 'in', names: inside, directly: false }, { in: [...inside] }));
  const directly = asList(selector.directlyIn);
  if (directly) list.push(tested({ kind: 'in', names: directly, directly: true }, { directlyIn: [...directly] }));
  if (selector.within) list.push(tested({ kind: 'within', holder: selector.within }, { within: selector.within }));
  const notInside = asList(selector.notIn);
  if (notInside) list.push(tested({ kind: 'notIn', names: notInside }, { notIn: [...notInside] }));
  const heldBy = asList(selector.heldBy);
  if (heldBy) list.push(tested({ kind: 'held', agents: heldBy }, { heldBy: [...heldBy] }));
  const flags = new Map<StateFlag, boolean>();
  let temperature: Temperature | undefined = selector.temperature;
  for (const flag of stateFlags) if (selector[flag] !== undefined) flags.set(flag, selector[flag]!);
  for (const word of selector.is ?? []) {
    const test = STATE_WORD_TESTS[word];
    if ('flag' in test) flags.set(test.flag, test.value);
    else temperature = test.temperature;
  }
  for (const [flag, value] of flags) {
    if (flag === 'isPickedUp' && value) list.push(tested({ kind: 'held' }, { isPickedUp: true }));
    else list.push(tested({ kind: 'flag', flag, value }, { [flag]: value }));
  }
  if (temperature !== undefined) list.push(tested({ kind: 'temperature', value: temperature }, { temperature }));
  if (selector.fillLiquid !== undefined) list.push(tested({ kind: 'liquid', liquid: selector.fillLiquid }, { fillLiquid: selector.fillLiquid }));
  // Each history its own condition: washed and then heated are two things to bring about.
  for (const was of historiesOf(selector.was)) list.push(tested({ kind: 'was', names: asList(was.in)!, whileOn: was.whileOn }, { was }));
  return list;
}

/** Which objects meet a test, per state (the evaluator asked once per selector). */
export class ConditionCache {
  private readonly met = new Map<string, Set<string>>();
  constructor(
    private readonly room: Room,
    private readonly context: GoalContext,
  ) {}

  meets(object: ObjectState, test: Selector): boolean {
    const key = JSON.stringify(test);
    let ids = this.met.get(key);
    if (ids === undefined) {
      ids = new Set(matchingObjects(test, this.room.state, this.context).map((o) => o.objectId));
      this.met.set(key, ids);
    }
    return ids.has(object.objectId);
  }

  /** The conditions `object` does not meet. */
  unmet(object: ObjectState, conditions: readonly TestedCondition[]): TestedCondition[] {
    return conditions.filter((c) => !this.meets(object, c.test));
  }

  /** The objects in play a selector picks now. */
  matching(selector: Selector): ObjectState[] {
    const ids = new Set(matchingObjects(selector, this.room.state, this.context).map((o) => o.objectId));
    return this.room.objects().filter((o) => ids.has(o.objectId));
  }
}
