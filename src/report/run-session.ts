/**
 * One session carried out with its records, the one wiring `plan` and an experiment episode share:
 * every atomic action sent to the session's world goes to steps.jsonl, every dry run (each
 * version against the goal, best-of-N candidates) is the simulator's prediction on a copy of that
 * world (`simulate`), the state machine's driver runs the session, and the finished session gets
 * its outcome and reports (finish-session.ts).
 */
import { predictingClient, type ExecutionClient, type SimulatingBridge } from '../execution/index.js';
import { observeClient, stepWriter, type Goal, type ObservedClient } from '../outcome/index.js';
import { runPlan, type PlanDeps, type PlanResult, type PlanSettings } from '../session/index.js';
import { finishSession, type FinishedSession } from './finish-session.js';

/** What the session runs with: the state machine's pieces, and the bridge connection of its world. */
export interface SessionRunDeps extends Omit<PlanDeps, 'client' | 'dryRunClient'> {
  bridge: ExecutionClient & SimulatingBridge;
}

/** How a session run ended: the driver's result, the finished session, and the observed world (its steps, its first state). */
export interface SessionRun {
  planned: PlanResult;
  finished: FinishedSession;
  client: ObservedClient;
}

/**
 * Runs the session of `settings` to its end and writes its outcome and reports.
 * @param options.goal a goal from outside the session (an experiment task's criteria)
 * @param options.beforeReports runs after the session ended, before its outcome and reports are written
 */
export async function runRecordedSession(
  settings: PlanSettings,
  deps: SessionRunDeps,
  options: { goal?: Goal | null; beforeReports?: () => void } = {},
): Promise<SessionRun> {
  const { bridge, ...rest } = deps;
  // Every atomic action to steps.jsonl; the outcome compares the first reset with the end.
  const client = observeClient(bridge, stepWriter(deps.session.dir));
  const endedBefore = deps.session.events.some((e) => e.type === 'end');
  const planned = await runPlan(settings, { ...rest, client, dryRunClient: predictingClient(bridge) });
  options.beforeReports?.();
  const finished = await finishSession(planned, { client, world: deps.world, session: deps.session, endedBefore, ...(options.goal === undefined ? {} : { goal: options.goal }) });
  return { planned, finished, client };
}
