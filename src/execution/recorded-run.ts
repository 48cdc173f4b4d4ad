/**
 * A run kept for judging a goal: the state it started in, every atomic action as the bridge
 * answered it, and the state it ended in (what the goal's `was` and its conditions are judged
 * on). On a dry-run client — the simulator's predictions (predicting-client.ts) or a world of its
 * own — it is a dry run; on the session's client, the run itself.
 */
import type { StateResult } from '../bridge/index.js';
import type { SkillCall } from '../code/index.js';
import { executeSteps, type ExecuteOptions, type ExecutionResult, type ProgressEvent } from './executor.js';

/** One atomic action as it was answered. */
export interface RecordedStep {
  agent: string;
  action: string;
  /** The id each argument resolved to. */
  resolved: Record<string, string>;
  success: boolean;
}

/** A run with what a goal is judged on. */
export interface RecordedRun {
  result: ExecutionResult;
  start: StateResult;
  end: StateResult;
  steps: RecordedStep[];
}

/** A progress listener that adds every atomic action to `steps` (and passes each event on). */
export function recordSteps(steps: RecordedStep[], then?: (event: ProgressEvent) => void): (event: ProgressEvent) => void {
  return (event) => {
    if (event.kind === 'action') steps.push({ agent: event.agent, action: event.action, resolved: { ...event.result.resolved }, success: event.result.success });
    then?.(event);
  };
}

/** Runs `calls` from a reset of `options.scene` on `options.client`, keeping the start, the steps and the end. */
export async function recordedRun(calls: readonly SkillCall[], options: ExecuteOptions & { scene: string }): Promise<RecordedRun> {
  const steps: RecordedStep[] = [];
  let start: StateResult | undefined;
  const client = options.client;
  const result = await executeSteps(calls, {
    ...options,
    client: { ...client, reset: async (scene, agents) => (start = await client.reset(scene, agents)), state: () => client.state(), step: (params) => client.step(params) },
    onProgress: recordSteps(steps, options.onProgress),
  });
  return { result, start: start!, end: await client.state(), steps };
}
