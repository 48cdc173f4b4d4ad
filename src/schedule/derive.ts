/**
 * The schedule of an allocated plan: a partial order of its skill calls and the earliest time
 * each can run. Pure: it reads what each call reads and writes (footprint.ts), who does it and
 * for how long, and nothing else.
 *
 * Call j comes after call i (i written before j) when the same agent does both (one hand, one
 * place) or when one writes what the other reads or writes; calls touching nothing in common
 * may overlap. Every call starts when its last predecessor ends. Any run that keeps this order
 * reaches the sequential run's state: each pair of calls that could see each other's effects
 * stays in the written order.
 */
import { wholeOf, type Footprint } from './footprint.js';

/** One call to schedule, in written (sequential) order. */
export interface ScheduleItem {
  readonly agent: string;
  /** Seconds the call takes (the sum of its atomic actions' durations for its agent). */
  readonly seconds: number;
  readonly footprint: Footprint;
}

/** Why a call waits for an earlier one. */
export interface Dependency {
  /** Index of the earlier call. */
  readonly on: number;
  /** `agent` when the same agent does both, and the resources they share, one of them writing. */
  readonly because: readonly string[];
}

/** One call's place in the schedule. */
export interface ScheduledCall {
  readonly index: number;
  readonly agent: string;
  readonly seconds: number;
  readonly start: number;
  readonly end: number;
  /** The calls it must wait for, without those implied by others (a transitive reduction). */
  readonly after: readonly Dependency[];
}

/** Each agent's share of the work. */
export interface AgentLoad {
  readonly agent: string;
  readonly calls: number;
  /** Seconds the agent is busy. */
  readonly seconds: number;
  /** Its part of the plan's total work (busy seconds / sequential seconds), 0..1. */
  readonly share: number;
}

export interface Schedule {
  readonly calls: readonly ScheduledCall[];
  /** When the last call ends, every call starting as soon as it may. */
  readonly makespan: number;
  /** The sum of all calls' durations: one call after another. */
  readonly sequential: number;
  /** sequential / makespan (1 for an empty plan). */
  readonly speedup: number;
  /** Per agent of `agents`, in that order. */
  readonly load: readonly AgentLoad[];
}

/** A footprint's resources indexed for conflict checks: every resource, and the groups its objects belong to. */
interface Indexed {
  readonly footprint: Footprint;
  readonly all: ReadonlySet<string>;
  readonly groups: ReadonlySet<string>;
}

function index(footprint: Footprint): Indexed {
  const all = new Set([...footprint.reads, ...footprint.writes]);
  const groups = new Set([...all].filter((r) => r.includes('#')).map(wholeOf));
  return { footprint, all, groups };
}

/** The written resources of `a` that overlap something `b` touches. */
function clashes(a: Indexed, b: Indexed, into: Set<string>): void {
  for (const w of a.footprint.writes) {
    if (b.all.has(w) || b.groups.has(w) || (w.includes('#') && b.all.has(wholeOf(w)))) into.add(w);
  }
}

function conflictsOf(a: Indexed, b: Indexed): string[] {
  const shared = new Set<string>();
  clashes(a, b, shared);
  clashes(b, a, shared);
  return [...shared].sort();
}

/**
 * The resources in which `a` and `b` conflict: one writes what the other reads or writes (an
 * object and its whole group overlap). Each conflict is named by the written resource.
 */
export function conflicts(a: Footprint, b: Footprint): string[] {
  return conflictsOf(index(a), index(b));
}

/**
 * The schedule of `items` (written order). `agents` orders the load table; an agent of an item
 * missing from it is appended.
 */
export function deriveSchedule(items: readonly ScheduleItem[], agents: readonly string[] = []): Schedule {
  const n = items.length;
  const indexed = items.map((item) => index(item.footprint));
  // Who touched each resource (and each group, through its objects) so far: only those can conflict.
  const touchedBy = new Map<string, number[]>();
  const lastOf = new Map<string, number>();
  const direct: Map<number, string[]>[] = items.map((item, j) => {
    const candidates = new Set<number>();
    const mine = indexed[j]!;
    for (const key of [...mine.all, ...mine.groups, ...[...mine.all].filter((k) => k.includes('#')).map(wholeOf)]) {
      for (const i of touchedBy.get(key) ?? []) candidates.add(i);
    }
    const previous = lastOf.get(item.agent);
    if (previous !== undefined) candidates.add(previous);
    const before = new Map<number, string[]>();
    for (const i of [...candidates].sort((a, b) => a - b)) {
      const because = conflictsOf(indexed[i]!, mine);
      if (items[i]!.agent === item.agent) because.unshift('agent');
      if (because.length > 0) before.set(i, because);
    }
    for (const key of new Set([...mine.all, ...mine.groups])) {
      const list = touchedBy.get(key) ?? [];
      list.push(j);
      touchedBy.set(key, list);
    }
    lastOf.set(item.agent, j);
    return before;
  });
  // ancestors[j]: every call j waits for, directly or not, as a bit set.
  const words = Math.ceil(n / 32);
  const ancestors: Uint32Array[] = [];
  const has = (set: Uint32Array, i: number): boolean => (set[i >>> 5]! & (1 << (i & 31))) !== 0;
  for (let j = 0; j < n; j++) {
    const all = new Uint32Array(words);
    for (const i of direct[j]!.keys()) {
      all[i >>> 5]! |= 1 << (i & 31);
      const theirs = ancestors[i]!;
      for (let w = 0; w < words; w++) all[w]! |= theirs[w]!;
    }
    ancestors.push(all);
  }
  const calls: ScheduledCall[] = [];
  for (let j = 0; j < n; j++) {
    const item = items[j]!;
    const preds = [...direct[j]!.entries()];
    // Drop i when another predecessor k already waits for i.
    const after = preds
      .filter(([i]) => !preds.some(([k]) => k !== i && has(ancestors[k]!, i)))
      .map(([on, because]) => ({ on, because }));
    const start = Math.max(0, ...preds.map(([i]) => calls[i]!.end));
    calls.push({ index: j, agent: item.agent, seconds: item.seconds, start, end: start + item.seconds, after });
  }
  const makespan = Math.max(0, ...calls.map((c) => c.end));
  const sequential = items.reduce((sum, item) => sum + item.seconds, 0);
  const names = [...agents, ...items.map((i) => i.agent).filter((a, k, all) => !agents.includes(a) && all.indexOf(a) === k)];
  const load = names.map((agent) => {
    const mine = items.filter((i) => i.agent === agent);
    const seconds = mine.reduce((sum, i) => sum + i.seconds, 0);
    return { agent, calls: mine.length, seconds, share: sequential > 0 ? seconds / sequential : 0 };
  });
  return { calls, makespan, sequential, speedup: makespan > 0 ? sequential / makespan : 1, load };
}
