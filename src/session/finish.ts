/**
 * The end of a session: allocation of the executed program and the run of the allocated plan,
 * then the result, written to `result.json` and recorded as the transcript's `end` event.
 */
import { formatErrorReport } from '../execution/index.js';
import { recordedPlanner } from '../planning/index.js';
import { allocationStage } from './allocation-stage.js';
import { runConcurrently } from './concurrent-run.js';
import type { SessionContext } from './context.js';
import { currentProgram } from './current-program.js';
import { keepAwayBroken, keepAways } from './keep-away.js';
import { codeBreaches, type BrokenPreference } from './preference-breaches.js';
import { SESSION_FILES } from './layout.js';
import { buildPlanResult, type SessionEnd } from './plan-result.js';
import { SESSION_DEFAULTS } from './settings.js';
import { GOAL_NOT_MET, NOT_CHECKED } from './reasons.js';

/**
 * The allocation step (allocation-stage.ts: the person sees the allocation and its timeline and
 * may give lines to other agents), then the allocated plan with every agent at once, and the end.
 */
export async function allocateAndVerify(ctx: SessionContext): Promise<void> {
  const { reporter } = ctx.deps;
  const allocator = { name: ctx.settings.allocator ?? SESSION_DEFAULTS.allocator, floor: ctx.settings.reliabilityFloor ?? SESSION_DEFAULTS.reliabilityFloor };
  const keepAway = keepAways(ctx.state.preferences?.applied ?? []);
  const allocated = await allocationStage(currentProgram(ctx), { ...ctx.deps, record: (event) => ctx.record(event), legend: (code) => ctx.legend(code), allocator, keepAway });
  if (!allocated.approved) return finish(ctx, { success: false, reason: allocated.reason, ...(allocated.byPerson ? { ending: 'aborted' as const } : {}) });
  reporter.info('Executing the allocated plan, each agent starting a call as soon as the calls it waits for are done ...');
  const { result, files } = await runConcurrently(ctx, allocated.planned);
  if (result.report) reporter.failure(result.report, formatErrorReport(result.report));
  const { schedule } = allocated.planned;
  const verdict = result.success ? goalVerdict(ctx) : { success: false, reason: 'the allocated plan failed to execute' };
  finish(ctx, {
    ...verdict,
    preferencesBroken: [...codeBroken(ctx), ...keepAwayBroken(allocated.allocation, keepAway, ctx.deps.world)],
    allocation: {
      rows: allocated.allocation.rows,
      code: allocated.code,
      execution: { success: result.success, actions: result.actions, failure: result.report ?? null, concurrent: true, makespan: result.makespan, timeline: files },
      schedule: { makespan: schedule.makespan, sequential: schedule.sequential, speedup: schedule.speedup, load: schedule.load.map((l) => ({ ...l })) },
      reassigned: allocated.reassigned,
      figures: allocated.figures,
    },
  });
}


/**
 * A plan that ran to its end succeeded only when the approved goal held in the world it left;
 * without a goal it ran, and that is all that can be said.
 */
function goalVerdict(ctx: SessionContext): { success: boolean; reason: string } {
  const { goal, goalAfterRun } = ctx.state;
  if (goal === null || goalAfterRun === null || goalAfterRun.status === 'unavailable') return { success: false, reason: NOT_CHECKED };
  if (goalAfterRun.status === 'met') return { success: true, reason: 'success' };
  return { success: false, reason: GOAL_NOT_MET };
}

/** The lasting preferences the final code breaks, once it has run (issue 37, item 9); none when nothing ran. */
function codeBroken(ctx: SessionContext): BrokenPreference[] {
  const { code, executions, preferences } = ctx.state;
  return code === null || executions === 0 ? [] : codeBreaches(code.code, preferences?.applied ?? [], ctx.deps.world);
}

/** Ends the session: its result to `result.json`, then the `end` event. */
export function finish(ctx: SessionContext, end: SessionEnd): void {
  const { session, planner, model } = ctx.deps;
  const result = buildPlanResult(ctx.state, { events: session.events, dir: session.dir, planner: recordedPlanner(planner), model }, { ...end, preferencesBroken: end.preferencesBroken ?? codeBroken(ctx) });
  session.writeFile(SESSION_FILES.result, JSON.stringify(result, null, 2) + '\n');
  ctx.record({ type: 'end', success: end.success, reason: end.reason, result });
}
