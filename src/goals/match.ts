/**
 * Which objects a selector picks in a state, and the first way an object fails one (the data an
 * explanation words). Shared by the evaluation (criteria.ts) and the explanations (explain.ts).
 */
import { historiesOf, stateFlags, type History, type Predicate, type Selector, type StateFlag, type Temperature } from './criteria-schema.js';
import { moments, namesObject, typeOfId, wasInside, type ExecutionHistory } from './history.js';
import { STATE_WORD_TESTS } from './state-words.js';

/** One object of a state as the evaluator reads it (structurally the bridge's `state` object). */
export type CriteriaObject = {
  objectId: string;
  objectType: string;
  parentReceptacles: readonly string[];
  temperature?: Temperature | undefined;
  fillLiquid?: string | null | undefined;
} & Partial<Record<StateFlag, boolean>>;

/** What the evaluator reads of the bridge's `state` result (structurally compatible with it). */
export interface CriteriaState {
  objects: ReadonlyArray<CriteriaObject>;
  agents?: ReadonlyArray<{ name: string; holding: string | null }>;
}

/** Which types are pickupable, from the catalogue. */
export type IsPickupable = (type: string) => boolean;

/** What a goal is judged with besides the state. */
export interface GoalContext {
  isPickupable: IsPickupable;
  /** The executed steps, for `was`; without them nothing "was" (a goal with `was` is unmet). */
  history?: ExecutionHistory | undefined;
  /** How to name an object in an explanation (default: its type). */
  nameOf?: ((id: string) => string) | undefined;
}

/** A context, or (as before) just the pickupable lookup. */
export type GoalContextLike = GoalContext | IsPickupable;

/** The context of `GoalContextLike`. */
export function goalContext(like: GoalContextLike): GoalContext {
  return typeof like === 'function' ? { isPickupable: like } : like;
}

const asList = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/** A state prepared for matching: types by id, holders, what `was` needs. */
export interface Indexed {
  state: CriteriaState;
  context: GoalContext;
  typeOf(id: string): string;
  byId: ReadonlyMap<string, CriteriaObject>;
  heldBy(id: string): string | null;
  history(): ReturnType<typeof moments>;
}

/** Indexes a state once for any number of selectors. */
export function indexState(state: CriteriaState, like: GoalContextLike): Indexed {
  const context = goalContext(like);
  const types = new Map(state.objects.map((o) => [o.objectId, o.objectType]));
  for (const o of context.history?.start.objects ?? []) if (!types.has(o.objectId)) types.set(o.objectId, o.objectType);
  const holder = new Map((state.agents ?? []).filter((a) => a.holding).map((a) => [a.holding!, a.name]));
  let computed: ReturnType<typeof moments> | undefined;
  return {
    state,
    context,
    typeOf: (id) => typeOfId(id, types),
    byId: new Map(state.objects.map((o) => [o.objectId, o])),
    heldBy: (id) => holder.get(id) ?? null,
    history: () => (computed ??= context.history ? moments(context.history) : []),
  };
}

/**
 * Why an object does not match a selector: a field that fails. The reasons are data (explain.ts
 * words them).
 */
export type Mismatch =
  | { field: 'id' | 'type' | 'notType' | 'pickupable' }
  | { field: 'in' | 'directlyIn' | 'notIn' | 'within'; holders: string[] }
  | { field: 'heldBy'; holder: string | null }
  | { field: 'flag'; flag: StateFlag; wanted: boolean }
  | { field: 'temperature'; wanted: Temperature; actual: Temperature | null }
  | { field: 'fillLiquid'; wanted: string; actual: string | null }
  /** One history of `was` that did not happen. */
  | { field: 'was'; history: History };

/** The first way `object` fails `selector`, or null when it matches. */
export function mismatch(selector: Selector, object: CriteriaObject, index: Indexed): Mismatch | null {
  for (const reason of mismatches(selector, object, index)) return reason;
  return null;
}

/** Every way `object` fails `selector`, in the order of the selector's fields (lazily: the first is cheap). */
export function* mismatches(selector: Selector, object: CriteriaObject, index: Indexed): Generator<Mismatch> {
  const named = (list: readonly string[] | undefined, id: string) => list === undefined || list.some((n) => namesObject(n, id, index.typeOf(id)));
  if (selector.id !== undefined && !named(asList(selector.id), object.objectId)) yield { field: 'id' };
  const types = asList(selector.type);
  if (types && !types.includes(object.objectType)) yield { field: 'type' };
  if (asList(selector.notType)?.includes(object.objectType)) yield { field: 'notType' };
  if (selector.pickupable !== undefined && index.context.isPickupable(object.objectType) !== selector.pickupable) yield { field: 'pickupable' };
  const holders = [...object.parentReceptacles];
  const inside = asList(selector.in);
  if (inside && !holders.some((h) => named(inside, h))) yield { field: 'in', holders };
  const directly = asList(selector.directlyIn);
  if (directly && !(holders[0] !== undefined && named(directly, holders[0]))) yield { field: 'directlyIn', holders };
  const notInside = asList(selector.notIn);
  if (notInside && holders.some((h) => named(notInside, h))) yield { field: 'notIn', holders };
  if (selector.within) {
    const within = selector.within;
    const fits = holders.some((h) => {
      const held = index.byId.get(h);
      return held !== undefined && mismatch(within, held, index) === null;
    });
    if (!fits) yield { field: 'within', holders };
  }
  if (selector.heldBy !== undefined) {
    const holder = index.heldBy(object.objectId);
    if (holder === null || !asList(selector.heldBy)!.includes(holder)) yield { field: 'heldBy', holder };
  }
  for (const flag of stateFlags) {
    const wanted = selector[flag];
    if (wanted !== undefined && (object[flag] ?? false) !== wanted) yield { field: 'flag', flag, wanted };
  }
  for (const word of selector.is ?? []) {
    const test = STATE_WORD_TESTS[word];
    if ('flag' in test) {
      if ((object[test.flag] ?? false) !== test.value) yield { field: 'flag', flag: test.flag, wanted: test.value };
    } else if ((object.temperature ?? 'RoomTemp') !== test.temperature) {
      yield { field: 'temperature', wanted: test.temperature, actual: object.temperature ?? null };
    }
  }
  if (selector.temperature !== undefined && (object.temperature ?? 'RoomTemp') !== selector.temperature) {
    yield { field: 'temperature', wanted: selector.temperature, actual: object.temperature ?? null };
  }
  if (selector.fillLiquid !== undefined && (!object.isFilledWithLiquid || object.fillLiquid !== selector.fillLiquid)) {
    yield { field: 'fillLiquid', wanted: selector.fillLiquid, actual: object.isFilledWithLiquid ? (object.fillLiquid ?? null) : null };
  }
  for (const history of historiesOf(selector.was)) {
    if (wasInside(history, object.objectId, index.history(), index.typeOf) === null) yield { field: 'was', history };
  }
}

/** The objects a selector picks in a state, in state order. */
export function matchingObjects(selector: Selector, state: CriteriaState, like: GoalContextLike): CriteriaObject[] {
  const index = indexState(state, like);
  return state.objects.filter((o) => mismatch(selector, o, index) === null);
}

/** Counts the objects a selector picks in a state. */
export function countMatches(selector: Selector, state: CriteriaState, like: GoalContextLike): number {
  return matchingObjects(selector, state, like).length;
}

/** The selector a predicate is about. */
export function predicateSelector(predicate: Predicate): Selector {
  return 'exists' in predicate ? predicate.exists : 'none' in predicate ? predicate.none : predicate.count;
}

/** Whether a number of matches satisfies a count predicate's bounds. */
export function countFits(predicate: Extract<Predicate, { count: Selector }>, n: number): boolean {
  if (predicate.exactly !== undefined) return n === predicate.exactly;
  return (predicate.atLeast === undefined || n >= predicate.atLeast) && (predicate.atMost === undefined || n <= predicate.atMost);
}

