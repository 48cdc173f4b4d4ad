/**
 * A bridge client that remembers what it saw: the state of the first reset (the world before
 * anything ran) and every atomic action with its agent and the ids it resolved to, grouped in
 * runs (a run starts at each reset). Reports read who did what, and where agents went, from it.
 */
import type { StateResult, StepParams, StepResult } from '../bridge/index.js';
import type { ExecutionClient } from '../execution/index.js';

/** One atomic action as it was sent and answered. */
export interface StepRecord {
  /** 1-based; the first step after a reset starts the next run. */
  run: number;
  time: string;
  agent: string;
  action: string;
  args: Record<string, string>;
  /** The id each argument resolved to (the bridge's `resolved`). */
  resolved: Record<string, string>;
  success: boolean;
  errorCode: string | null;
}

/** The client to hand to the executor, and what it observed. */
export interface ObservedClient extends ExecutionClient {
  /** The state of the first reset; null before any reset. */
  readonly initial: StateResult | null;
  /** Every step so far, oldest first. */
  readonly steps: readonly StepRecord[];
}

/** Wraps `client`; `onStep` sees each step as it is answered (to write it to disk at once). */
export function observeClient(client: ExecutionClient, onStep: (step: StepRecord) => void = () => {}): ObservedClient {
  let initial: StateResult | null = null;
  let run = 0;
  let reset = false;
  const steps: StepRecord[] = [];
  return {
    get initial() {
      return initial;
    },
    steps,
    async reset(scene, agents) {
      const state = await client.reset(scene, agents);
      initial ??= state;
      reset = true;
      return state;
    },
    state: () => client.state(),
    // A dry run leaves the episode as it was: nothing to observe.
    ...(client.simulate ? { simulate: client.simulate.bind(client) } : {}),
    async step(params: StepParams): Promise<StepResult> {
      const result = await client.step(params);
      if (reset || run === 0) run += 1;
      reset = false;
      // The record keeps the ids a step named (forceAction, a flag, is not one).
      const { agent, action, forceAction: _forced, ...args } = params;
      const record: StepRecord = {
        run,
        time: new Date().toISOString(),
        agent,
        action,
        args,
        resolved: { ...result.resolved },
        success: result.success,
        errorCode: result.errorCode,
      };
      steps.push(record);
      onStep(record);
      return result;
    },
  };
}

/** The steps of the last run (the one the final state comes from). */
export function lastRun(steps: readonly StepRecord[]): StepRecord[] {
  const last = steps.at(-1)?.run;
  return last === undefined ? [] : steps.filter((s) => s.run === last);
}

/** The ids a list of steps acted on, in order of first use. */
export function actedOn(steps: readonly StepRecord[]): string[] {
  return [...new Set(steps.flatMap((s) => Object.values(s.resolved)))];
}
