/**
 * The approved goal against the code: every version is dry-run in the simulator (the bridge's
 * `simulate`, from the world a run starts in) before anyone approves or runs it, and the world a
 * run leaves is judged before allocation. A version that runs to its end but leaves the goal
 * unmet goes back to the planner with the unmet conditions and the objects that break them
 * (a goal refinement, within `--max-goal-refinements`), or to the search (`--search-fix`).
 * This file owns the goal loop; what it judges with is goal-judge.ts, which imports no step of it.
 */
import { flattenSteps, type SkillCall } from '../code/index.js';
import { recordedRun, worldExecutionData, type ErrorReport, type RecordedRun } from '../execution/index.js';
import { FeedbackNotUnderstoodError, refineTowardGoal, type UnmetCondition } from '../planning/index.js';
import type { SessionContext } from './context.js';
import { prefixCalls } from './continuation.js';
import { sessionCodeInput } from './code-input.js';
import { currentProgram } from './current-program.js';
import { dryRunClientOf, goalCheckSentence, judgeAgainstGoal, unmetLines } from './goal-judge.js';
import { codeRound } from './new-code.js';
import { applySearchFix } from './search-fix.js';
import type { GoalCheck } from './state.js';
import type { Alternative } from '../goals/index.js';

/** The calls a run of the current version makes from a reset scene: an executed prefix first, when it continues one. */
function callsFromReset(ctx: SessionContext): SkillCall[] {
  const prefix = ctx.state.continuation.prefix;
  return [...(prefix ? prefixCalls(prefix) : []), ...flattenSteps(currentProgram(ctx))];
}

/** Dry-runs the current version in the simulator from a reset scene and records how it stands against the goal. */
export async function checkGoal(ctx: SessionContext): Promise<void> {
  const { world, reporter } = ctx.deps;
  const version = ctx.state.code!.version;
  const client = dryRunClientOf(ctx);
  if (client === null) {
    ctx.record({ type: 'goal-check', version, phase: 'dry-run', status: 'unavailable', alternative: null, unmet: [], failure: null });
    reporter.info(`Code v${version} was not dry-run: this bridge connection cannot simulate.`);
    return;
  }
  const dry = await recordedRun(callsFromReset(ctx), { client, ...worldExecutionData(world), scene: ctx.settings.scene });
  const report = dry.result.report;
  const check: Omit<GoalCheck, 'version' | 'phase'> = report
    ? { status: 'fails', alternative: null, unmet: [], failure: failureLine(report) }
    : { ...judgeAgainstGoal(ctx.state.goal!, world, dry), failure: null };
  ctx.record({ type: 'goal-check', version, phase: 'dry-run', ...check });
  reporter.info(goalCheckSentence({ version, phase: 'dry-run', ...check }));
}

/** The alternative of `goal` that holds in the world the plan starts in (nothing would change), or null. */
export function heldAtStart(ctx: SessionContext, goal: readonly Alternative[]): string | null {
  const verdict = judgeAgainstGoal([...goal], ctx.deps.world, { start: ctx.initial, steps: [], end: ctx.initial });
  return verdict.status === 'met' ? verdict.alternative : null;
}

/** "This goal already holds in the room: nothing would change", as the plan step and the check at the start say it. */
export function heldAlreadyWords(alternative: string | null, scene: string): string {
  return `This goal (${alternative ?? 'as stated'}) already holds in the room (${scene}): nothing would change.`;
}

/** Judges the approved goal on the world the plan starts in (ctx.initial, no step yet) and records whether it holds already. */
export function checkGoalAtStart(ctx: SessionContext): void {
  const start = ctx.initial;
  const verdict = judgeAgainstGoal(ctx.state.goal!, ctx.deps.world, { start, steps: [], end: start });
  ctx.record({ type: 'goal-at-start', met: verdict.status === 'met', alternative: verdict.alternative });
  if (verdict.status === 'met') ctx.deps.reporter.info(`${heldAlreadyWords(verdict.alternative, ctx.settings.scene)} Nothing is run, and that is no success of the request.`);
}

/** Judges the world an execution of the current version left (it ran to its end) and records it. */
export function checkGoalAfterRun(ctx: SessionContext, run: Pick<RecordedRun, 'start' | 'steps' | 'end'>): void {
  const version = ctx.state.code!.version;
  const check: GoalCheck = { version, phase: 'executed', ...judgeAgainstGoal(ctx.state.goal!, ctx.deps.world, run), failure: null };
  ctx.record({ type: 'goal-check', ...check });
  ctx.deps.reporter.info(goalCheckSentence(check));
}

/**
 * A goal refinement: the planner is told which conditions are unmet and why, and writes the next
 * version. A planner that cannot act on it (the offline planner's feedback forms) is recorded,
 * and no goal refinement is asked again.
 */
export async function refineToGoal(ctx: SessionContext, check: GoalCheck): Promise<void> {
  const { planner } = ctx.deps;
  const { code, version } = ctx.state.code!;
  const unmetText = unmetLines(check.unmet).join('\n');
  const unmet: UnmetCondition[] = check.unmet.map((u) => ({ ...u, because: [...u.because] }));
  if (await applySearchFix(ctx, 'goal-refinement')) return;
  ctx.deps.reporter.info(`Goal refinement ${ctx.state.goalRefinements + 1} of ${ctx.settings.maxGoalRefinements}: sending the unmet goal back to the planner.`);
  try {
    await codeRound(ctx, 'goal-refinement', sessionCodeInput(ctx, ctx.initial), (input) => refineTowardGoal(planner, { ...input, code, seen: check.phase, unmet, unmetText }));
  } catch (error) {
    if (!(error instanceof FeedbackNotUnderstoodError)) throw error;
    ctx.record({ type: 'goal-not-refined', version, reason: error.message });
    ctx.deps.reporter.info(`The planner cannot refine toward the goal: ${error.message}`);
  }
}

function failureLine(report: ErrorReport): string {
  return `line ${report.line}: ${report.errorCode}: ${report.message}`;
}
