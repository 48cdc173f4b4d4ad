/**
 * Runs an allocated plan on one multi-agent episode with its agents working at once: each call
 * starts as soon as every call it waits for (execution/plan-schedule.ts) has finished, so an
 * agent never waits for unrelated work of another. The calls in flight send their atomic actions
 * over the one bridge connection, which applies them one at a time (bridge/PROTOCOL.md), so the
 * world never sees half an action.
 *
 * The executed timeline is kept in the plan's own clock (each action as long as the team says),
 * beside the wall-clock times of the run itself.
 */
import { performance } from 'node:perf_hooks';
import type { Team } from '../world/index.js';
import type { ExecuteOptions, ExecutionClient, ExecutionResult } from './executor.js';
import { checkCarriesOut } from './acting-agents.js';
import { expandSkillCall } from './expand.js';
import { KnownHands } from './hands.js';
import { actionSeconds, type PlannedSchedule } from './plan-schedule.js';
import type { ErrorReport } from './report.js';
import { runCall } from './run-call.js';

/** One call as it ran. */
export interface ExecutedCall {
  readonly index: number;
  readonly line: number;
  readonly agent: string;
  readonly text: string;
  /** In the plan's clock, seconds: when its predecessors had all ended, and that plus its actions' durations. */
  readonly start: number;
  readonly end: number;
  /** Wall-clock milliseconds since the run began. */
  readonly wallStart: number;
  readonly wallEnd: number;
  readonly actions: number;
  readonly success: boolean;
}

export interface ConcurrentResult extends ExecutionResult {
  /** Every call that started, in the order it started. */
  readonly timeline: readonly ExecutedCall[];
  /** When the last call ended, in the plan's clock. */
  readonly makespan: number;
}

export interface ConcurrentOptions extends Omit<ExecuteOptions, 'agent'> {
  readonly team: Team;
  /** Awaited before each atomic action is sent (tests use it to vary the interleaving). */
  readonly beforeStep?: (agent: string, action: string) => Promise<void>;
}

/**
 * Runs `planned` (resetting to `options.scene` first, with every agent of the team). After a
 * failure no further call starts; the calls already running finish, and the first failure is
 * reported.
 */
export async function executeConcurrently(planned: PlannedSchedule, options: ConcurrentOptions): Promise<ConcurrentResult> {
  const { client, team } = options;
  // Each call's agent may carry it out (world/capability.ts), checked before anything runs.
  planned.calls.forEach((call, i) => checkCarriesOut(call, planned.schedule.calls[i]!.agent, team, options.skills));
  const hands = new KnownHands();
  if (options.scene !== undefined) {
    const agents = options.agents ?? team.agents.map((a) => a.name);
    await client.reset(options.scene, agents);
    hands.resetTo(agents);
  }
  const { calls, schedule, texts } = planned;
  const total = calls.length;
  const began = performance.now();
  const ends = new Map<number, number>();
  const timeline: ExecutedCall[] = [];
  let actions = 0;
  let completed = 0;
  let failure: ErrorReport | undefined;
  const running = new Map<number, Promise<void>>();
  // How many of its waits each call still has; a call is ready when none is left.
  const waiting = schedule.calls.map((c) => c.after.length);
  const dependents: number[][] = schedule.calls.map(() => []);
  for (const c of schedule.calls) for (const d of c.after) dependents[d.on]!.push(c.index);
  let ready = schedule.calls.filter((c) => c.after.length === 0).map((c) => c.index);

  const { beforeStep } = options;
  const stepping: ExecutionClient =
    beforeStep === undefined
      ? client
      : {
          reset: (scene, agents) => client.reset(scene, agents),
          state: () => client.state(),
          step: async (params) => {
            await beforeStep(params.agent, params.action);
            return client.step(params);
          },
        };

  const run = async (index: number): Promise<void> => {
    const call = calls[index]!;
    const scheduled = schedule.calls[index]!;
    const agent = scheduled.agent;
    const text = texts[index]!;
    const skill = options.skills.get(call.skill)!;
    const start = Math.max(0, ...scheduled.after.map((d) => ends.get(d.on) ?? 0));
    const wallStart = performance.now() - began;
    options.onProgress?.({ kind: 'call-start', index, total, call, text, agent });
    const outcome = await runCall(call, expandSkillCall(call, skill), agent, text, hands, { ...options, client: stepping });
    actions += outcome.actions;
    // The call's walk between objects (0 for a schedule without walks) counts in its duration, as planned.
    const end = start + (planned.walkSeconds[index] ?? 0) + outcome.sent.reduce((sum, action) => sum + actionSeconds(team, agent, action), 0);
    ends.set(index, end);
    const success = outcome.report === undefined;
    timeline.push({ index, line: call.line, agent, text, start, end, wallStart, wallEnd: performance.now() - began, actions: outcome.actions, success });
    if (!success) {
      failure ??= outcome.report;
      options.onProgress?.({ kind: 'call-failed', index, total, call, text, agent, report: outcome.report! });
      return;
    }
    completed += 1;
    for (const next of dependents[index]!) if (--waiting[next]! === 0) ready.push(next);
    options.onProgress?.({ kind: 'call-done', index, total, call, text, agent, actions: outcome.actions });
  };

  /** Starts, in written order, every call whose predecessors have all succeeded. */
  const launchReady = (): void => {
    if (failure !== undefined) return;
    const now = ready.sort((a, b) => a - b);
    ready = [];
    for (const index of now) {
      const promise = run(index).finally(() => running.delete(index));
      running.set(index, promise);
    }
  };

  launchReady();
  while (running.size > 0) {
    await Promise.race(running.values());
    launchReady();
  }
  const makespan = Math.max(0, ...timeline.map((t) => t.end));
  const base = { steps: completed, totalSteps: total, actions, timeline, makespan };
  return failure === undefined ? { success: true, ...base } : { success: false, ...base, report: failure };
}
