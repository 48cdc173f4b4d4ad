/**
 * An execution client whose steps are the simulator's predictions: each step goes to the bridge's
 * `simulate` on a copy of the world as the connection's last `reset` loaded it (or, with
 * `from: 'current'`, as it is now), after the steps that succeeded before it, so the connection's
 * own world never changes. A dry run (a best-of-N candidate) runs on it with the real executor,
 * without a second world to open or keep apart — which an exclusive backend (ai2thor) would
 * refuse — and without any rule copied here.
 *
 * Each step sends the steps before it again (the bridge keeps no copy between requests): a run of
 * n actions costs n simulate requests of up to n steps, fine for the programs a dry run judges.
 */
import type { SimulateOptions, SimulateResult, StateResult, StepParams, StepResult } from '../bridge/index.js';
import type { ExecutionClient } from './executor.js';

/** The bridge connection the predictions come from. */
export interface SimulatingBridge {
  simulate(steps: readonly StepParams[], options?: SimulateOptions): Promise<SimulateResult>;
}

/** Options of {@link predictingClient}. */
export interface PredictingOptions {
  /** The world the predictions start from: as the connection's last reset loaded it (default), or as it is now. */
  readonly from?: 'reset' | 'current';
}

/** An execution client that predicts on `bridge` (see the module comment). */
export function predictingClient(bridge: SimulatingBridge, options: PredictingOptions = {}): ExecutionClient {
  const from = options.from ?? 'reset';
  let done: StepParams[] = [];
  let now: StateResult | undefined;
  const predict = async (steps: StepParams[]): Promise<SimulateResult> => {
    const predicted = await bridge.simulate(steps, { from, stopOnFailure: true });
    now = predicted.state;
    return predicted;
  };
  return {
    async reset(scene, agents) {
      done = [];
      const { state } = await predict([]);
      const names = state.agents.map((a) => a.name);
      if (state.scene !== scene || (agents !== undefined && names.join() !== agents.join())) {
        throw new Error(`a prediction starts from the connection's last reset (${state.scene}, agents ${names.join(', ')}), not ${scene} with ${agents?.join(', ')}`);
      }
      return state;
    },
    async state() {
      return now ?? (await predict(done)).state;
    },
    async step(params): Promise<StepResult> {
      const { results } = await predict([...done, params]);
      const result = results[done.length];
      if (result === undefined) throw new Error(`the prediction stopped before step ${done.length + 1}: a step that ran before failed on the copy`);
      if (result.success) done.push(params);
      return result;
    },
  };
}
