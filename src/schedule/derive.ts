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

/** Who last wrote a resource, and who read it since, at most one call per agent (an agent's calls keep their order). */
interface Access {
  writer: number | undefined;
  readers: Map<string, number>;
}

/**
 * The earlier calls each call must follow, found from the resources' accesses so far: the last
 * writer of everything it touches and, for what it writes, the last reader of each agent since.
 * Every other conflicting earlier call precedes one of those, so the order (its transitive
 * closure) is the one of every conflicting pair, found in time linear in the calls.
 */
class Accesses {
  private byKey = new Map<string, Access>();
  /** Whole → its object resources with an access recorded. */
  private members = new Map<string, Set<string>>();
  /** The entries this copy may change; the others it shares with the copy it came from (copy on write). */
  private owned = new WeakSet<object>();

  /** An independent copy, sharing every entry until one of the two changes it. */
  clone(): Accesses {
    const copy = new Accesses();
    this.owned = new WeakSet();
    copy.byKey = new Map(this.byKey);
    copy.members = new Map(this.members);
    return copy;
  }

  /** The access of `key`, owned by this copy (made when missing, copied when shared). */
  private get(key: string): Access {
    const found = this.byKey.get(key);
    if (found !== undefined && this.owned.has(found)) return found;
    const access: Access = found === undefined ? { writer: undefined, readers: new Map() } : { writer: found.writer, readers: new Map(found.readers) };
    this.owned.add(access);
    this.byKey.set(key, access);
    const whole = wholeOf(key);
    if (found === undefined && whole !== key) {
      const shared = this.members.get(whole);
      const members = shared !== undefined && this.owned.has(shared) ? shared : new Set(shared);
      this.owned.add(members);
      members.add(key);
      this.members.set(whole, members);
    }
    return access;
  }

  /** The keys overlapping `key`: itself, its whole, or (for a whole) its objects. */
  private overlapping(key: string): string[] {
    const whole = wholeOf(key);
    return whole !== key ? [key, whole] : [key, ...(this.members.get(key) ?? [])];
  }

  /** Adds to `into` the calls a read (`write` false) or a write of `key` must follow. */
  predecessors(key: string, write: boolean, into: Set<number>): void {
    for (const other of this.overlapping(key)) {
      const access = this.byKey.get(other);
      if (access === undefined) continue;
      if (access.writer !== undefined) into.add(access.writer);
      if (write) for (const reader of access.readers.values()) into.add(reader);
    }
  }

  /** Call `index` of `agent` reads `key`. */
  read(key: string, index: number, agent: string): void {
    this.get(key).readers.set(agent, index);
  }

  /** Call `index` writes `key`: it follows every earlier access of it, so those need not be kept. */
  write(key: string, index: number): void {
    const access = this.get(key);
    access.writer = index;
    access.readers.clear();
    if (wholeOf(key) !== key) return;
    // A whole's writer follows every access of its objects too.
    for (const member of this.members.get(key) ?? []) {
      const theirs = this.get(member);
      theirs.writer = undefined;
      theirs.readers.clear();
    }
  }
}

/**
 * When calls start and end, added one at a time in written order: what a search needs to try an
 * agent for the next call without deriving the whole schedule (the times are those of
 * deriveSchedule; the waits are not kept).
 */
export class ScheduleClock {
  private accesses = new Accesses();
  private ends: number[] = [];
  private lastOf = new Map<string, number>();
  /** When the last call ends so far. */
  makespan = 0;

  /** An independent copy. */
  clone(): ScheduleClock {
    const copy = new ScheduleClock();
    copy.accesses = this.accesses.clone();
    copy.ends = [...this.ends];
    copy.lastOf = new Map(this.lastOf);
    copy.makespan = this.makespan;
    return copy;
  }

  /** When `agent`'s last call so far ends (0 before its first). */
  agentEnd(agent: string): number {
    const last = this.lastOf.get(agent);
    return last === undefined ? 0 : this.ends[last]!;
  }

  /** When a call of `agent` touching `footprint` could start next: when the last call it must follow ends. */
  startOf(footprint: Footprint, agent: string): number {
    const candidates = new Set<number>();
    for (const key of footprint.writes) this.accesses.predecessors(key, true, candidates);
    for (const key of footprint.reads) if (!footprint.writes.has(key)) this.accesses.predecessors(key, false, candidates);
    const previous = this.lastOf.get(agent);
    if (previous !== undefined) candidates.add(previous);
    let start = 0;
    for (const i of candidates) start = Math.max(start, this.ends[i]!);
    return start;
  }

  /** Adds the next call; returns when it ends. */
  add(footprint: Footprint, agent: string, seconds: number): number {
    const end = this.startOf(footprint, agent) + seconds;
    const j = this.ends.length;
    this.ends.push(end);
    for (const key of footprint.reads) if (!footprint.writes.has(key)) this.accesses.read(key, j, agent);
    for (const key of footprint.writes) this.accesses.write(key, j);
    this.lastOf.set(agent, j);
    this.makespan = Math.max(this.makespan, end);
    return end;
  }
}

/** For each call, the set of calls it waits for directly or not, as rows of bits in one block (one allocation). */
class Closure {
  private readonly words: number;
  private readonly bits: Uint32Array;
  constructor(n: number) {
    this.words = Math.ceil(n / 32);
    this.bits = new Uint32Array(n * this.words);
  }
  has(row: number, i: number): boolean {
    return (this.bits[row * this.words + (i >>> 5)]! & (1 << (i & 31))) !== 0;
  }
  /** Call `row` waits for `i` and everything `i` waits for. */
  addWithAncestors(row: number, i: number): void {
    const into = row * this.words;
    const from = i * this.words;
    // Row i only holds calls before i.
    for (let w = 0; w <= i >>> 5; w++) this.bits[into + w]! |= this.bits[from + w]!;
    this.bits[into + (i >>> 5)]! |= 1 << (i & 31);
  }
}

/**
 * The schedule of `items` (written order). `agents` orders the load table; an agent of an item
 * missing from it is appended. Time and memory grow with the number of calls times the
 * resources each touches, plus n²/8 bytes for the order's closure (12.5 MB for 10,000 calls).
 */
export function deriveSchedule(items: readonly ScheduleItem[], agents: readonly string[] = []): Schedule {
  const n = items.length;
  const accesses = new Accesses();
  const lastOf = new Map<string, number>();
  const closure = new Closure(n);
  const calls: ScheduledCall[] = [];
  const indexed: Indexed[] = [];
  for (let j = 0; j < n; j++) {
    const item = items[j]!;
    const mine = index(item.footprint);
    indexed.push(mine);
    const { reads, writes } = item.footprint;
    const candidates = new Set<number>();
    for (const key of writes) accesses.predecessors(key, true, candidates);
    for (const key of reads) if (!writes.has(key)) accesses.predecessors(key, false, candidates);
    const previous = lastOf.get(item.agent);
    if (previous !== undefined) candidates.add(previous);
    // The transitive reduction: latest first, a candidate some kept one already waits for is implied.
    const kept: number[] = [];
    for (const i of [...candidates].sort((a, b) => b - a)) {
      if (closure.has(j, i)) continue;
      kept.push(i);
      closure.addWithAncestors(j, i);
    }
    kept.reverse();
    const after = kept.map((on): Dependency => {
      const because = conflictsOf(indexed[on]!, mine);
      if (items[on]!.agent === item.agent) because.unshift('agent');
      return { on, because };
    });
    let start = 0;
    for (const on of kept) start = Math.max(start, calls[on]!.end);
    calls.push({ index: j, agent: item.agent, seconds: item.seconds, start, end: start + item.seconds, after });
    for (const key of reads) if (!writes.has(key)) accesses.read(key, j, item.agent);
    for (const key of writes) accesses.write(key, j);
    lastOf.set(item.agent, j);
  }
  let makespan = 0;
  let sequential = 0;
  const busy = new Map<string, { calls: number; seconds: number }>();
  for (const call of calls) {
    makespan = Math.max(makespan, call.end);
    sequential += call.seconds;
    const load = busy.get(call.agent) ?? { calls: 0, seconds: 0 };
    load.calls += 1;
    load.seconds += call.seconds;
    busy.set(call.agent, load);
  }
  const names = [...new Set([...agents, ...busy.keys()])];
  const load = names.map((agent) => {
    const { calls: count, seconds } = busy.get(agent) ?? { calls: 0, seconds: 0 };
    return { agent, calls: count, seconds, share: sequential > 0 ? seconds / sequential : 0 };
  });
  return { calls, makespan, sequential, speedup: makespan > 0 ? sequential / makespan : 1, load };
}
