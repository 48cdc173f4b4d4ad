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
import { overlaps, type Footprint } from './footprint.js';

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

/**
 * The resources in which `a` and `b` conflict: one writes what the other reads or writes (an
 * object and its whole group overlap). Each conflict is named by the written resource.
 */
export function conflicts(a: Footprint, b: Footprint): string[] {
  const shared = new Set<string>();
  const check = (writes: ReadonlySet<string>, other: Footprint): void => {
    for (const w of writes) {
      for (const r of [...other.writes, ...other.reads]) if (overlaps(w, r)) shared.add(w);
    }
  };
  check(a.writes, b);
  check(b.writes, a);
  return [...shared].sort();
}

/**
 * The schedule of `items` (written order). `agents` orders the load table; an agent of an item
 * missing from it is appended.
 */
export function deriveSchedule(items: readonly ScheduleItem[], agents: readonly string[] = []): Schedule {
  const n = items.length;
  // Every earlier call each call must follow, with why.
  const direct: Map<number, string[]>[] = items.map((item, j) => {
    const before = new Map<number, string[]>();
    for (let i = 0; i < j; i++) {
      const earlier = items[i]!;
      const because = conflicts(earlier.footprint, item.footprint);
      if (earlier.agent === item.agent) because.unshift('agent');
      if (because.length > 0) before.set(i, because);
    }
    return before;
  });
  // ancestors[j]: every call j waits for, directly or not.
  const ancestors: Set<number>[] = [];
  for (let j = 0; j < n; j++) {
    const all = new Set<number>();
    for (const i of direct[j]!.keys()) {
      all.add(i);
      for (const k of ancestors[i]!) all.add(k);
    }
    ancestors.push(all);
  }
  const calls: ScheduledCall[] = [];
  for (let j = 0; j < n; j++) {
    const item = items[j]!;
    const preds = [...direct[j]!.entries()];
    // Drop i when another predecessor k already waits for i.
    const after = preds
      .filter(([i]) => !preds.some(([k]) => k !== i && ancestors[k]!.has(i)))
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
