/**
 * The search of the balanced allocator: among the agents each written call may go to, the
 * assignment with the smallest makespan (then the likeliest to succeed). Exact by branch and
 * bound while the search stays within its budget (every plan with few calls that have a choice);
 * beyond, the best of the paper rule, earliest-finish list scheduling and given seeds, improved
 * by local search, with the gap to a lower bound. Deterministic: budgets count work, never time.
 */
import { evaluate, Simulation, type Evaluation, type PlanModel } from './plan-model.js';
import { FootprintTracker, ScheduleClock } from '../schedule/index.js';

/** Two makespans this close are the same (sums of seconds in floating point). */
const EPS = 1e-6;

/** How much work the search may do, in running calls simulated; the same for every run of the same input. */
export interface SearchBudget {
  /** Branch and bound: running calls simulated before it gives up being exact (default 200,000). */
  readonly exactWork?: number;
  /** Local search: running calls simulated while improving the heuristic's answer (default 300,000). */
  readonly localWork?: number;
}

export const DEFAULT_BUDGET: Required<SearchBudget> = { exactWork: 200_000, localWork: 300_000 };

/**
 * The plan size up to which the search is always exact, whatever the budget: at most this many
 * allocations to choose among (the product of each running written call's choices), and at
 * most EXACT_RUNS calls as they run. Beyond, it is exact when the branch and bound finishes
 * within its budget, and says so.
 */
export const EXACT_ALLOCATIONS = 4_096;
export const EXACT_RUNS = 1_000;

/** How many allocations `choices` allow for the written calls that run (capped just above EXACT_ALLOCATIONS). */
export function allocationCount(model: PlanModel, choices: readonly (readonly number[])[]): number {
  const running = new Set(model.runs.map((run) => run.written));
  let count = 1;
  for (const w of running) {
    count *= choices[w]!.length;
    if (count > EXACT_ALLOCATIONS) return EXACT_ALLOCATIONS + 1;
  }
  return count;
}

export interface SearchResult {
  /** An agent index per written call. */
  readonly assignment: readonly number[];
  readonly evaluation: Evaluation;
  /** `exact`: no allocation within the choices has a smaller makespan; `heuristic`: the best found. */
  readonly method: 'exact' | 'heuristic';
  /** No allocation within the choices can end before this (seconds). */
  readonly lowerBound: number;
  /** (makespan − lower bound) / makespan: 0 when exact. */
  readonly gap: number;
}

/** Whether `a` is better than `b`: it ends sooner, or as soon and is likelier to succeed. */
export function better(a: Evaluation, b: Evaluation): boolean {
  if (a.makespan < b.makespan - EPS) return true;
  if (a.makespan > b.makespan + EPS) return false;
  return a.logSuccess > b.logSuccess + 1e-9;
}

/** The first agent of each written call's choices (the most reliable: what the paper rule picks). */
export function firstChoices(choices: readonly (readonly number[])[]): number[] {
  return choices.map((agents) => agents[0]!);
}

/** Earliest-finish list scheduling: each written call, when it first runs, to the allowed agent that ends it soonest. */
export function earliestFinish(model: PlanModel, choices: readonly (readonly number[])[]): number[] {
  const assignment = firstChoices(choices);
  const decided = new Array<boolean>(model.written.length).fill(false);
  const sim = Simulation.start(model);
  while (sim.next < model.runs.length) {
    const w = model.runs[sim.next]!.written;
    if (!decided[w]) {
      decided[w] = true;
      let best = Number.POSITIVE_INFINITY;
      for (const a of choices[w]!) {
        const { end } = sim.peek(a);
        if (end < best - EPS) [best, assignment[w]] = [end, a];
      }
    }
    sim.advance(assignment[w]!);
  }
  return assignment;
}

/** Each running call's seconds with its fastest allowed agent. */
function fastestSeconds(model: PlanModel, choices: readonly (readonly number[])[]): number[] {
  return model.runs.map((run) => Math.min(...choices[run.written]!.map((a) => run.seconds[a]!)));
}

/** A lower bound on the makespan of any assignment within `choices`. */
export function lowerBound(model: PlanModel, choices: readonly (readonly number[])[]): number {
  const fastest = fastestSeconds(model, choices);
  // All the work spread evenly over the agents.
  const spread = fastest.reduce((sum, s) => sum + s, 0) / Math.max(1, model.agents.length);
  // The calls only one agent may do, one after another.
  const forced = model.agents.map((_, a) => model.runs.reduce((sum, run) => sum + (choices[run.written]!.length === 1 && choices[run.written]![0] === a ? run.seconds[a]! : 0), 0));
  // The longest chain of calls that touch the same objects, whoever does them: without the
  // memories of type resolution (the only part of a footprint that depends on the agent), each
  // call on its own lane, each as fast as its fastest agent.
  const tracker = FootprintTracker.start(model.facts, new Set());
  const clock = new ScheduleClock();
  model.runs.forEach((run, j) => {
    const trace = tracker.trace(`#${j}`, run.steps);
    tracker.commit(trace);
    clock.add(trace.footprint, `#${j}`, fastest[j]!);
  });
  return Math.max(spread, ...forced, clock.makespan);
}

/**
 * Improves `start` by moving one written call to another of its agents at a time, keeping a
 * move that makes the plan better, until no move does or `work` running calls were simulated.
 */
export function localSearch(model: PlanModel, choices: readonly (readonly number[])[], start: readonly number[], work: number): { assignment: number[]; evaluation: Evaluation } {
  const assignment = [...start];
  let current = evaluate(model, assignment);
  let spent = model.runs.length;
  const runsOf = new Array<number>(model.written.length).fill(0);
  for (const run of model.runs) runsOf[run.written]! += 1;
  let improved = true;
  while (improved && spent < work) {
    improved = false;
    for (let w = 0; w < model.written.length && spent < work; w++) {
      if (choices[w]!.length < 2 || runsOf[w] === 0) continue;
      const was = assignment[w]!;
      let bestAgent = was;
      for (const a of choices[w]!) {
        if (a === was || spent >= work) continue;
        assignment[w] = a;
        const tried = evaluate(model, assignment);
        spent += model.runs.length;
        if (better(tried, current)) [current, bestAgent, improved] = [tried, a, true];
      }
      assignment[w] = bestAgent;
    }
  }
  return { assignment, evaluation: current };
}

/**
 * Branch and bound over the written calls in the order they first run: at each, every allowed
 * agent, the one ending the call soonest first; a branch is cut when no completion can beat
 * the best so far (its makespan so far, each agent's queue of calls only it may do, and the
 * remaining work spread over the team). Returns whether it finished within `work`.
 */
function branchAndBound(
  model: PlanModel,
  choices: readonly (readonly number[])[],
  incumbent: { assignment: number[]; evaluation: Evaluation },
  work: number,
): boolean {
  const n = model.runs.length;
  const agents = model.agents.length;
  const fastest = fastestSeconds(model, choices);
  const bestLog = model.runs.map((run) => Math.max(...choices[run.written]!.map((a) => Math.log(model.scores[run.written]![a]!))));
  const assignment = new Array<number>(model.written.length).fill(-1);
  let spent = 0;

  /** No completion of `sim` (with the calls decided so far) can end before this, nor be likelier than `log`. */
  const bounds = (sim: Simulation): { time: number; log: number } => {
    let remaining = 0;
    let log = sim.logSuccess;
    const queue = new Array<number>(agents).fill(0);
    for (let j = sim.next; j < n; j++) {
      const run = model.runs[j]!;
      const a = assignment[run.written]!;
      const only = a >= 0 ? a : choices[run.written]!.length === 1 ? choices[run.written]![0]! : -1;
      remaining += only >= 0 ? run.seconds[only]! : fastest[j]!;
      log += a >= 0 ? Math.log(model.scores[run.written]![a]!) : bestLog[j]!;
      if (only >= 0) queue[only]! += run.seconds[only]!;
    }
    let time = Math.max(sim.makespan, (sim.busy + remaining) / agents);
    for (let a = 0; a < agents; a++) time = Math.max(time, sim.freeAt(a) + queue[a]!);
    return { time, log };
  };

  const cut = (sim: Simulation): boolean => {
    spent += n - sim.next;
    const { time, log } = bounds(sim);
    const best = incumbent.evaluation;
    return time > best.makespan + EPS || (time > best.makespan - EPS && log <= best.logSuccess + 1e-9);
  };

  const search = (sim: Simulation): boolean => {
    // Run on while the next calls' agents are decided.
    while (sim.next < n && assignment[model.runs[sim.next]!.written]! >= 0) {
      sim.advance(assignment[model.runs[sim.next]!.written]!);
      if (++spent > work) return false;
    }
    if (sim.next === n) {
      const found = { makespan: sim.makespan, logSuccess: sim.logSuccess };
      if (better(found, incumbent.evaluation)) {
        incumbent.evaluation = found;
        incumbent.assignment = assignment.map((a, w) => (a >= 0 ? a : choices[w]![0]!));
      }
      return true;
    }
    if (cut(sim)) return true;
    if (spent > work) return false;
    const w = model.runs[sim.next]!.written;
    const options = choices[w]!.map((a, rank) => ({ a, rank, end: sim.peek(a).end })).sort((x, y) => x.end - y.end || x.rank - y.rank);
    spent += options.length;
    for (const [k, { a }] of options.entries()) {
      assignment[w] = a;
      // The last option may carry on with this simulation itself.
      if (!search(k === options.length - 1 ? sim : sim.clone())) return false;
    }
    assignment[w] = -1;
    return true;
  };
  return search(Simulation.start(model));
}

/** The best assignment within `choices` (an agent index list per written call, most reliable first). */
export function searchAssignment(model: PlanModel, choices: readonly (readonly number[])[], seeds: readonly (readonly number[])[] = [], budget: SearchBudget = {}): SearchResult {
  const { exactWork, localWork } = { ...DEFAULT_BUDGET, ...budget };
  const allowed = (assignment: readonly number[]): boolean => assignment.every((a, w) => choices[w]!.includes(a));
  const starts = [firstChoices(choices), earliestFinish(model, choices), ...seeds.filter(allowed).map((s) => [...s])];
  let incumbent = { assignment: starts[0]!, evaluation: evaluate(model, starts[0]!) };
  for (const start of starts.slice(1)) {
    const evaluation = evaluate(model, start);
    if (better(evaluation, incumbent.evaluation)) incumbent = { assignment: start, evaluation };
  }
  const bound = lowerBound(model, choices);
  const hasChoice = choices.some((agents) => agents.length > 1);
  if (!hasChoice) return { ...incumbent, method: 'exact', lowerBound: bound, gap: 0 };
  incumbent = localSearch(model, choices, incumbent.assignment, localWork);
  const small = model.runs.length <= EXACT_RUNS && allocationCount(model, choices) <= EXACT_ALLOCATIONS;
  const exact = branchAndBound(model, choices, incumbent, small ? Number.POSITIVE_INFINITY : exactWork);
  const { makespan } = incumbent.evaluation;
  return {
    ...incumbent,
    method: exact ? 'exact' : 'heuristic',
    lowerBound: exact ? makespan : bound,
    gap: exact || makespan <= 0 ? 0 : Math.max(0, (makespan - bound) / makespan),
  };
}
