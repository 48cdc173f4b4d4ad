/**
 * The approved goal against the code: every version is dry-run in the simulator (the bridge's
 * `simulate`, from the world a run starts in) before anyone approves or runs it, and the world a
 * run leaves is judged before allocation. A version that runs to its end but leaves the goal
 * unmet goes back to the planner with the unmet conditions and the objects that break them
 * (a goal refinement, within `--max-goal-refinements`).
 */
import { flattenSteps, type SkillCall } from '../code/index.js';
import { predictingClient, recordedRun, worldExecutionData, type ErrorReport, type ExecutionClient, type RecordedRun } from '../execution/index.js';
import { judgeRun, type Alternative } from '../goals/index.js';
import { nameObjects, viewOf } from '../naming/index.js';
import { FeedbackNotUnderstoodError, refineTowardGoal, type UnmetCondition } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { SessionContext } from './context.js';
import { prefixCalls } from './continuation.js';
import { sessionCodeInput } from './decompose.js';
import { currentProgram } from './current-program.js';
import { codeRound } from './new-code.js';
import { applySearchFix } from './search-fix.js';
import type { GoalCheck } from './state.js';

/**
 * Where code is dry-run from a reset scene: the session's own dry-run client, else the
 * simulator's predictions on the session's connection; null when it cannot simulate.
 */
export function dryRunClientOf(ctx: SessionContext): ExecutionClient | null {
  const { client, dryRunClient } = ctx.deps;
  if (dryRunClient !== undefined) return dryRunClient;
  return client.simulate ? predictingClient({ simulate: client.simulate.bind(client) }) : null;
}

/** How a goal stands on a state that steps led to: met, or the unmet conditions naming the objects. */
export function judgeAgainstGoal(
  goal: readonly Alternative[],
  world: World,
  run: Pick<RecordedRun, 'start' | 'steps' | 'end'>,
): Pick<GoalCheck, 'status' | 'alternative' | 'unmet'> {
  const names = nameObjects(viewOf(run.start, world.scene), viewOf(run.end, world.scene));
  const verdict = judgeRun(goal, run, world, (id) => names.of(id));
  return { status: verdict.met ? 'met' : 'unmet', alternative: verdict.alternative, unmet: verdict.met ? [] : verdict.unmet };
}

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

/** Judges the approved goal on the world the plan starts in (ctx.initial, no step yet) and records whether it holds already. */
export function checkGoalAtStart(ctx: SessionContext): void {
  const start = ctx.initial;
  const verdict = judgeAgainstGoal(ctx.state.goal!, ctx.deps.world, { start, steps: [], end: start });
  ctx.record({ type: 'goal-at-start', met: verdict.status === 'met', alternative: verdict.alternative });
  if (verdict.status === 'met') ctx.deps.reporter.info(`The goal (${verdict.alternative}) holds already in ${ctx.settings.scene}: there is nothing to do.`);
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

/** Each unmet condition with why: "- fried egg: there should be … (the Egg is in the Fridge, not in a Pan)". */
export function unmetLines(unmet: GoalCheck['unmet']): string[] {
  return unmet.map((u) => `- ${u.alternative}: ${u.predicate}${u.because.length > 0 ? ` — ${u.because.join('; ')}` : ''}`);
}

/** How a version stands against the goal, in one sentence and its unmet conditions. */
export function goalCheckSentence(check: GoalCheck): string {
  const where = check.phase === 'dry-run' ? `In the simulator, code v${check.version}` : `Code v${check.version} ran; the world it left`;
  switch (check.status) {
    case 'met':
      return `${where} meets the goal (${check.alternative}).`;
    case 'unmet':
      return [`${where} does NOT meet the goal:`, ...unmetLines(check.unmet)].join('\n');
    case 'fails':
      return `${where} fails before its end (${check.failure}), so the goal is not met.`;
    case 'unavailable':
      return `Code v${check.version} was not dry-run (no simulator to ask); the goal is checked after it runs.`;
  }
}

function failureLine(report: ErrorReport): string {
  return `line ${report.line}: ${report.errorCode}: ${report.message}`;
}
