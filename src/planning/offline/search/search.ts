/**
 * The goal-directed search of the offline planner: from the state a program starts in, a short
 * sequence of skill calls after which the goal holds, every candidate checked by the simulator.
 * Best-first over programs: a program's successors are the calls that bring some object closer
 * to a condition it does not meet (achievers.ts), ordered by how many calls the unmet conditions
 * still need at least; a refused call is tried again after what its refusal asks for first
 * (enabling.ts). The goal is judged by the goal evaluator (src/goals).
 */
import type { ObjectState } from '../../../bridge/index.js';
import { holds, type Alternative, type GoalContext, type Predicate, type Selector } from '../../../goals/index.js';
import { achieve, type Judge } from './achievers.js';
import type { PlannedCall } from './call-steps.js';
import { asList, ConditionCache, conditionsOf, type TestedCondition } from './conditions.js';
import { enablingCalls } from './enabling.js';
import { Room, type RoomData } from './room.js';
import { sameCall, type Outcome, type Trial, type Trials } from './trial.js';

export interface SearchOptions {
  /** Programs expanded per alternative before giving up (default 80). */
  readonly maxExpansions?: number;
  /** Weight of the estimate against the calls made (default 5: greedy, since a step that enables another (opening a drawer) adds calls but no progress). */
  readonly weight?: number;
  /** Objects tried per unmet predicate and expansion (default 2). */
  readonly objectsPerPredicate?: number;
  /** Called for each program expanded, with its estimate and the calls tried after it (for tracing). */
  readonly onExpand?: ((trial: Trial, cost: number, tried: readonly { call: PlannedCall; ok: boolean; why?: string | undefined }[]) => void) | undefined;
}

export interface SearchContext {
  readonly trials: Trials;
  readonly data: RoomData;
  readonly isPickupable: (type: string) => boolean;
}

/** How a goal is judged after a trial: the catalogue, and the trial's steps for `was`. */
export function judgeContext(trial: Trial, root: Trial, ctx: SearchContext): GoalContext {
  const steps = trial.steps.map((step, i) => ({ agent: step.agent, action: step.action, resolved: trial.results[i]?.resolved ?? {}, success: trial.results[i]?.success ?? false }));
  return { isPickupable: ctx.isPickupable, history: { start: root.state, steps, links: ctx.data.links } };
}

/** A program that meets the alternative, or why none was found. */
export type SearchResult = { ok: true; trial: Trial } | { ok: false; reason: string };

/** How many further calls each predicate needs at least, and the calls that work toward it. */
interface Estimate {
  readonly cost: number;
  readonly calls: PlannedCall[];
}

const MAX_ENABLING = 3;

/** Whether every predicate of `alternative` holds after the trial (its end state, and its steps for `was`). */
export function meets(alternative: Alternative, trial: Trial, root: Trial, ctx: SearchContext): boolean {
  const context = judgeContext(trial, root, ctx);
  return alternative.all.every((p) => holds(p, trial.state, context));
}

/**
 * Searches a program from `root` after which `alternative` holds; `start` is where the whole
 * program starts (the history a `was` reads goes back to it), `root` itself by default.
 */
export async function searchAlternative(alternative: Alternative, root: Trial, ctx: SearchContext, options: SearchOptions = {}, start: Trial = root): Promise<SearchResult> {
  const maxExpansions = options.maxExpansions ?? 80;
  const weight = options.weight ?? 5;
  const perPredicate = options.objectsPerPredicate ?? 2;
  const estimate = (trial: Trial): Estimate => estimateAlternative(alternative, trial, start, ctx, perPredicate);
  interface Entry {
    trial: Trial;
    estimate: Estimate;
    order: number;
  }
  let order = 0;
  const score = (e: Entry): number => e.trial.calls.length - root.calls.length + weight * e.estimate.cost;
  const open: Entry[] = [{ trial: root, estimate: estimate(root), order: order++ }];
  const seen = new Set([stateKey(root)]);
  let best: Entry = open[0]!;
  for (let expansions = 0; open.length > 0 && expansions < maxExpansions; expansions++) {
    open.sort((a, b) => score(a) - score(b) || a.order - b.order);
    const entry = open.shift()!;
    if (meets(alternative, entry.trial, start, ctx)) return { ok: true, trial: entry.trial };
    if (entry.estimate.cost < best.estimate.cost) best = entry;
    const candidates = dedupe(entry.estimate.calls).filter((c) => !repeats(entry.trial, c));
    const outcomes = await Promise.all(candidates.map((c) => tryCall(entry.trial, c, ctx)));
    options.onExpand?.(
      entry.trial,
      entry.estimate.cost,
      candidates.map((call, i) => {
        const outcome = outcomes[i]!;
        return { call, ok: outcome.ok, why: outcome.ok ? undefined : `${outcome.refusal.result.errorCode}: ${outcome.refusal.result.errorMessage}` };
      }),
    );
    for (const outcome of outcomes) {
      if (!outcome.ok) continue;
      const key = stateKey(outcome.trial);
      if (seen.has(key)) continue;
      seen.add(key);
      open.push({ trial: outcome.trial, estimate: estimate(outcome.trial), order: order++ });
    }
  }
  const context = judgeContext(best.trial, start, ctx);
  const left = alternative.all.filter((p) => !holds(p, best.trial.state, context));
  return { ok: false, reason: `no program of the skills reaches ${left.length === alternative.all.length ? 'it' : 'all of it'} here` };
}

/** A call the program already ends with changes nothing twice. */
function repeats(trial: Trial, call: PlannedCall): boolean {
  const last = trial.calls.at(-1);
  return last !== undefined && sameCall(last, call);
}

function dedupe(calls: readonly PlannedCall[]): PlannedCall[] {
  const kept: PlannedCall[] = [];
  for (const c of calls) if (!kept.some((k) => sameCall(k, c))) kept.push(c);
  return kept;
}

/** The call after `trial`, after what its refusals ask for first (at most a few such calls). */
export async function tryCall(trial: Trial, call: PlannedCall, ctx: SearchContext): Promise<Outcome> {
  const before: PlannedCall[] = [];
  let outcome = await ctx.trials.extend(trial, [call]);
  while (!outcome.ok && before.length < MAX_ENABLING) {
    const first = enablingCalls(outcome.refusal, ctx.data).filter((c) => ![...before, call].some((b) => sameCall(b, c)));
    if (first.length === 0) return outcome;
    before.unshift(...first);
    outcome = await ctx.trials.extend(trial, [...before, call]);
  }
  return outcome;
}

/**
 * A key of what matters after a trial: where things are, their states, what the agents hold,
 * and where things have been put on the way (a goal's `was` reads it: a slice put back where it
 * lay has been somewhere the state does not show).
 */
function stateKey(trial: Trial): string {
  const { objects, agents } = trial.state;
  const parts = objects.map((o) => `${o.objectId}<${o.parentReceptacles[0] ?? ''}:${+o.isOpen}${+o.isToggled}${+o.isSliced}${+o.isCooked}${+o.isDirty}${+o.isBroken}${+o.isUsedUp}${+o.isFilledWithLiquid}${o.temperature ?? ''}`);
  const visited = new Set(trial.steps.flatMap((s, i) => (s.action === 'PutObject' && trial.results[i]?.success ? [`${s.objectId}>${s.receptacleObjectId}`] : [])));
  return [...parts, ...agents.map((a) => `${a.name}:${a.holding ?? ''}`), ...[...visited].sort()].join(';');
}

/** The estimate of an alternative: the sum over its predicates that do not hold. */
function estimateAlternative(alternative: Alternative, trial: Trial, root: Trial, ctx: SearchContext, perPredicate: number): Estimate {
  const room = new Room(trial.state, ctx.data);
  const context = judgeContext(trial, root, ctx);
  const cache = new ConditionCache(room, context);
  const judge: Judge = {
    matches: (holder, selector) => cache.meets(holder, selector),
    unmet: (holder, selector) => cache.unmet(holder, conditionsOf(selector)).map((c) => c.condition),
  };
  let cost = 0;
  const calls: PlannedCall[] = [];
  for (const predicate of alternative.all) {
    if (holds(predicate, trial.state, context)) continue;
    const part = estimatePredicate(predicate, room, cache, judge, ctx, perPredicate);
    cost += part.cost;
    calls.push(...part.calls);
  }
  return { cost, calls };
}

/** An object that could satisfy a selector, and what it still lacks. */
interface Candidate {
  readonly object: ObjectState;
  readonly unmet: TestedCondition[];
  readonly cost: number;
  readonly calls: PlannedCall[];
}

function estimatePredicate(predicate: Predicate, room: Room, cache: ConditionCache, judge: Judge, ctx: SearchContext, perPredicate: number): Estimate {
  if ('none' in predicate) {
    // Every object the selector picks must stop matching: one of its conditions broken each.
    const offending = cache.matching(predicate.none);
    const conditions = conditionsOf(predicate.none).filter((c) => c.condition.kind !== 'type');
    const calls = offending.slice(0, perPredicate).flatMap((o) => conditions.flatMap((c) => achieve(room, o, negate(c.condition), judge).calls));
    return { cost: offending.length, calls };
  }
  const selector = 'exists' in predicate ? predicate.exists : predicate.count;
  const wanted = 'exists' in predicate ? 1 : Math.max(predicate.atLeast ?? 0, predicate.exactly ?? 0, 1);
  const have = cache.matching(selector).length;
  const candidates = candidatesFor(selector, room, cache, judge, ctx).filter((c) => c.unmet.length > 0);
  candidates.sort((a, b) => a.cost - b.cost);
  const missing = Math.max(wanted - have, 0);
  const chosen = candidates.slice(0, Math.max(missing, 1));
  const cost = chosen.slice(0, missing).reduce((sum, c) => sum + c.cost, 0) + Math.max(missing - chosen.length, 0) * 10;
  const calls = candidates.slice(0, Math.max(missing, perPredicate)).flatMap((c) => c.calls);
  return { cost: Math.max(cost, 1), calls };
}

/** Objects that are, or can become, of the selector's types, with what each lacks. */
function candidatesFor(selector: Selector, room: Room, cache: ConditionCache, judge: Judge, ctx: SearchContext): Candidate[] {
  const conditions = conditionsOf(selector);
  const inOrder = conditions.filter((c) => c.condition.kind === 'was').length;
  const excluded = asList(selector.notType) ?? [];
  const ids = asList(selector.id);
  const list: Candidate[] = [];
  for (const object of room.objects()) {
    if (excluded.includes(object.objectType)) continue;
    if (ids !== undefined && !ids.includes(object.objectId)) continue;
    if (selector.pickupable !== undefined && ctx.isPickupable(object.objectType) !== selector.pickupable) continue;
    const unmet = cache.unmet(object, conditions);
    const keep = placeOf(conditions, judge);
    // A type it can neither be nor become rules it out at once.
    if (unmet.some((c) => c.condition.kind === 'type') && !canBecome(room, object, (conditions.find((c) => c.condition.kind === 'type')!.condition as { types: readonly string[] }).types)) continue;
    let cost = 0;
    const calls: PlannedCall[] = [];
    // A slice comes first: whatever else is done to the object is done to its slice (a bread
    // heated whole and then sliced has no heated slice), so only the slicing is tried. An egg is
    // cracked where it must end up, so it is put there whole first.
    const { sliceInto, breakInto } = room.effects(object.objectType);
    const becomes = unmet.some((c) => c.condition.kind === 'type' && sliceInto !== undefined && c.condition.types.includes(sliceInto) && (breakInto === undefined || !c.condition.types.includes(breakInto)));
    // Several things to happen on the way happen in the order said (washed, then heated), before
    // the rest: only the first not yet done is worked toward, so the last leaves it where it ends.
    const next = inOrder > 1 ? unmet.find((c) => c.condition.kind === 'was') : undefined;
    for (const tested of unmet) {
      const found = achieve(room, object, tested.condition, judge, keep);
      if (tested.condition.kind === 'type' && found.calls.length === 0) {
        cost = Infinity;
        break;
      }
      cost += found.cost;
      const waits = next !== undefined && tested !== next && tested.condition.kind !== 'type';
      if ((!becomes || tested.condition.kind === 'type') && !waits) calls.push(...found.calls);
    }
    if (cost === Infinity) continue;
    // A whole object that must be sliced or cracked first also needs its product placed: the
    // conditions besides the type are asked of the product once it exists.
    list.push({ object, unmet, cost, calls });
  }
  return list;
}

/** Where the selector wants the object, as a test of a receptacle (for heating it where it stays). */
function placeOf(conditions: readonly TestedCondition[], judge: Judge): ((r: ObjectState) => boolean) | undefined {
  for (const { condition } of conditions) {
    if (condition.kind === 'in') return (r) => condition.names.some((n) => (n.includes('|') ? n === r.objectId : n === r.objectType));
    if (condition.kind === 'within') return (r) => judge.matches(r, condition.holder);
  }
  return undefined;
}

/** Whether slicing or breaking turns `object` into one of `types`. */
function canBecome(room: Room, object: ObjectState, types: readonly string[]): boolean {
  const effects = room.effects(object.objectType);
  return [effects.sliceInto, effects.breakInto].some((t) => t !== undefined && types.includes(t));
}

/** The condition whose achievement breaks `condition` (for `none`). */
function negate(condition: TestedCondition['condition']): TestedCondition['condition'] {
  switch (condition.kind) {
    case 'in':
      return { kind: 'notIn', names: condition.names };
    case 'notIn':
      return { kind: 'in', names: condition.names, directly: false };
    case 'flag':
      return { kind: 'flag', flag: condition.flag, value: !condition.value };
    default:
      return condition;
  }
}
