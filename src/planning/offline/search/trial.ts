/**
 * A plan being tried: its skill calls, the atomic steps they send, and what the simulator says
 * they do. Extending a trial asks the bridge's `simulate` for the whole program from the start,
 * so every prediction is the simulator's own.
 */
import type { StateResult, StepParams, StepResult } from '../../../bridge/index.js';
import type { Skills } from '../../../world/index.js';
import { stepsOf, type PlannedCall } from './call-steps.js';
import type { Start, WorldSimulator } from './simulator.js';

/** A program the simulator ran to its end without a failure. */
export interface Trial {
  readonly calls: readonly PlannedCall[];
  readonly steps: readonly StepParams[];
  /** The result of each step (its resolved ids: the history a goal's `was` reads). */
  readonly results: readonly StepResult[];
  readonly state: StateResult;
  /** The trial of every call but the last (none for the start). */
  readonly parent: Trial | null;
}

/** The trial of the first `count` calls of `trial`. */
export function prefixOf(trial: Trial, count: number): Trial {
  let at = trial;
  while (at.calls.length > count && at.parent !== null) at = at.parent;
  return at;
}

/** Where a program stopped: the call and its failed step's result, and the state just before that step. */
export interface Refusal {
  readonly call: PlannedCall;
  readonly step: StepParams;
  readonly result: StepResult;
  readonly state: StateResult;
}

export type Outcome = { ok: true; trial: Trial } | { ok: false; refusal: Refusal };

/** Runs programs in the simulator from one start, for one agent. */
export class Trials {
  /** `simulate` requests made (a measure of the search's cost). */
  asked = 0;

  constructor(
    private readonly simulator: WorldSimulator,
    private readonly skills: Skills,
    readonly start: Start,
    readonly agent: string,
  ) {}

  /** The program of no calls: the start state. */
  async root(): Promise<Trial> {
    this.asked++;
    const { state } = await this.simulator.simulate([], { from: this.start });
    return { calls: [], steps: [], results: [], state, parent: null };
  }

  /** `calls` after `trial`, each expanded from the state it starts in. */
  async extend(trial: Trial, calls: readonly PlannedCall[]): Promise<Outcome> {
    let current = trial;
    for (const call of calls) {
      const outcome = await this.append(current, call);
      if (!outcome.ok) return outcome;
      current = outcome.trial;
    }
    return { ok: true, trial: current };
  }

  /** `calls` from the start, reusing the longest prefix they share with `known`. */
  run(calls: readonly PlannedCall[], known: Trial): Promise<Outcome> {
    let shared = 0;
    while (shared < calls.length && shared < known.calls.length && sameCall(calls[shared]!, known.calls[shared]!)) shared++;
    return this.extend(prefixOf(known, shared), calls.slice(shared));
  }

  private async append(trial: Trial, call: PlannedCall): Promise<Outcome> {
    const own = await stepsOf(call, this.skills, trial.state, this.agent, {
      before: trial.steps,
      simulate: (steps) => {
        this.asked++;
        return this.simulator.simulate(steps, { from: this.start, stopOnFailure: true });
      },
    });
    const steps = [...trial.steps, ...own];
    this.asked++;
    const reply = await this.simulator.simulate(steps, { from: this.start, stopOnFailure: true });
    const failed = reply.results.findIndex((r) => !r.success);
    if (failed === -1) return { ok: true, trial: { calls: [...trial.calls, call], steps, results: reply.results, state: reply.state, parent: trial } };
    if (failed < trial.steps.length) throw new Error(`the simulator no longer runs a program it ran before (step ${failed + 1})`);
    return { ok: false, refusal: { call, step: steps[failed]!, result: reply.results[failed]!, state: reply.state } };
  }
}

/** Whether two calls are the same skill on the same objects. */
export function sameCall(a: Pick<PlannedCall, 'skill' | 'args'>, b: Pick<PlannedCall, 'skill' | 'args'>): boolean {
  return a.skill === b.skill && a.args.length === b.args.length && a.args.every((x, i) => x === b.args[i]);
}
