/**
 * Replays one prepared demonstration on a bridge: the start scene is reset, every replayable
 * interaction's steps run in one `simulate` from the reset (a refused step changes nothing and the
 * next goes on, as a replay that does not stop at the first disagreement), and the task's goal is
 * judged on the end state and the steps taken (judgeRun: `was` over the history).
 *
 * On a backend whose `simulate` is a prediction rather than the world itself (the ai2thor backend
 * answers it from its symbolic mirror), `stepwise` sends every step for real and reads the state
 * at the end, so what the simulator behind it does is what is judged.
 */
import type { ActionErrorCode, BridgeClient, StepParams, StepResult, StateResult } from '../../../bridge/index.js';
import type { Catalogue } from '../../../world/index.js';
import { judgeRun, type Trackers } from '../../../goals/index.js';
import { REPLAY_AGENT, type PreparedReplay } from './prepare.js';

/** How one recorded interaction went here (it succeeded in AI2-THOR). */
export interface InteractionOutcome {
  index: number;
  action: string;
  /** The ids ALFRED named. */
  objectId: string | null;
  receptacleObjectId: string | null;
  success: boolean;
  /** Why not: our error code, or `NOT_REPLAYED` when it could not be sent. */
  errorCode: ActionErrorCode | 'NOT_REPLAYED' | null;
  message: string | null;
}

export interface ReplayOutcome {
  file: string;
  taskType: string;
  floorplan: string;
  /** Null when the start was derived; else why not. */
  startProblem: string | null;
  interactions: InteractionOutcome[];
  goalMet: boolean;
  /** The goal's unmet conditions in words (empty when met). */
  unmet: string[];
}

function notReplayed(prepared: PreparedReplay): InteractionOutcome[] {
  return prepared.interactions.map((i) => ({
    index: i.index,
    action: i.recorded.action,
    objectId: i.recorded.objectId ?? null,
    receptacleObjectId: i.recorded.receptacleObjectId ?? null,
    success: false,
    errorCode: 'NOT_REPLAYED',
    message: i.replay.ok ? null : i.replay.reason,
  }));
}

/** How a replay talks to its bridge. */
export interface ReplayHow {
  /** The scene reset loads (default: the start's own scene; a backend that loads the start from elsewhere resets the floorplan). */
  scene?: string;
  /** Send every step for real instead of one `simulate` (default false). */
  stepwise?: boolean;
  /** Whose trackers judge heated, cooled and cleaned (default `unity`; `alfred`: thor_env.py `update_states`). */
  trackers?: Trackers;
}

/** Each step sent for real, in order (a refused one changes nothing; the next goes on), and the state after them. */
async function runSteps(client: Pick<BridgeClient, 'step' | 'state'>, steps: readonly StepParams[]): Promise<{ results: StepResult[]; state: StateResult }> {
  const results: StepResult[] = [];
  for (const step of steps) results.push(await client.step(step));
  return { results, state: await client.state() };
}

/** Replays `prepared` on `client` (a connection of its own). */
export async function replayOne(prepared: PreparedReplay, client: Pick<BridgeClient, 'reset' | 'simulate' | 'step' | 'state'>, catalogue: Pick<Catalogue, 'types'>, how: ReplayHow = {}): Promise<ReplayOutcome> {
  const base = { file: prepared.file, taskType: prepared.taskType, floorplan: prepared.floorplan };
  if (!prepared.start.ok) return { ...base, startProblem: prepared.start.reason, interactions: notReplayed(prepared), goalMet: false, unmet: ['not replayed'] };
  const start = await client.reset(how.scene ?? prepared.start.scene.scene, [REPLAY_AGENT]);
  const steps: StepParams[] = prepared.interactions.flatMap((i) => (i.replay.ok ? i.replay.steps : []));
  const { results, state } = how.stepwise === true ? await runSteps(client, steps) : await client.simulate(steps, { from: 'reset' });
  const interactions = notReplayed(prepared);
  let at = 0;
  for (const planned of prepared.interactions) {
    if (!planned.replay.ok) continue;
    const taken = results.slice(at, at + planned.replay.steps.length);
    at += planned.replay.steps.length;
    const last = taken.at(-1);
    const failed = taken.find((r) => !r.success);
    interactions[planned.index] = { ...interactions[planned.index]!, success: last?.success === true && failed === undefined, errorCode: failed?.errorCode ?? null, message: failed?.errorMessage ?? null };
  }
  const executed = steps.map((step, i) => ({ agent: step.agent, action: step.action, resolved: results[i]?.resolved ?? {}, success: results[i]?.success ?? false }));
  const verdict = judgeRun(prepared.goal, { start, steps: executed, end: state }, { catalogue, scene: prepared.start.scene, ...(how.trackers === undefined ? {} : { trackers: how.trackers }) });
  const unmet = verdict.alternatives.flatMap((a) => a.conditions.filter((c) => !c.met).map((c) => `${c.text}${c.because?.length ? ` (${c.because.join('; ')})` : ''}`));
  return { ...base, startProblem: null, interactions, goalMet: verdict.met, unmet };
}
