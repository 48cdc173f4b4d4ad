/**
 * The execution steps of a session: run the approved code in the simulator, ask whether a
 * failure goes back to the planner, and refine from the error report. With `--refine-from
 * current` a refinement continues from the failed state: the calls already executed are kept as
 * a prefix, and once the remaining steps succeed the two are joined into the program allocated.
 */
import { flattenSteps, type Program } from '../code/index.js';
import { PlanFailedError } from '../errors.js';
import { executeSteps, recordSteps, formatErrorReport, worldExecutionData, type ExecutionResult, type RecordedStep } from '../execution/index.js';
import type { SessionContext } from './context.js';
import { extendPrefix, joinPrefix, prefixCalls } from './continuation.js';
import { sessionCodeInput } from './code-input.js';
import { codeRound } from './new-code.js';
import { recordCode } from './versions.js';
import { applyKnownFixes } from './known-fixes.js';
import type { Step } from './next.js';
import { currentProgram } from './current-program.js';
import { checkGoalAfterRun } from './goal-check.js';
import { applySearchFix } from './search-fix.js';

/** Runs the current version, first running an executed prefix again when the simulator is not after it. */
export async function executeCurrent(ctx: SessionContext, step: Extract<Step, { kind: 'execute' }>): Promise<void> {
  const { client, reporter } = ctx.deps;
  if (step.replayPrefix) await replayPrefix(ctx, step.replayPrefix);
  // What the goal's `was` is judged on: the run's steps from the world it starts in.
  const start = ctx.state.goal === null ? null : step.continuing ? await client.state() : ctx.initial;
  const steps: RecordedStep[] = [];
  const result = await runProgram(ctx, currentProgram(ctx), { allocated: false, continuing: step.continuing }, steps);
  if (result.report) reporter.failure(result.report, formatErrorReport(result.report));
  else if (start !== null) checkGoalAfterRun(ctx, { start, steps, end: await client.state() });
}

/** Asks the person whether the failure goes back to the planner, and records the answer. */
export async function confirmRefinement(ctx: SessionContext, step: Extract<Step, { kind: 'confirm-refinement' }>): Promise<void> {
  const go = await ctx.deps.approver.confirmRefinement(step.report, step.attempt, ctx.settings.maxRefinements);
  ctx.record({ type: 'decision', version: ctx.state.code!.version, decision: go ? 'refine' : 'stop' });
}

/** An execution refinement: corrected code from the error report (only the remaining steps in `current` mode). */
export async function refineExecution(ctx: SessionContext, step: Extract<Step, { kind: 'refine-execution' }>): Promise<void> {
  const { planner, client } = ctx.deps;
  const { version, code } = ctx.state.code!;
  const failure = step.report;
  const failureText = formatErrorReport(failure);
  if (step.mode === 'reset' && ctx.settings.autoFix && (await applyKnownFixes(ctx, failure))) return;
  if (step.mode === 'reset' && (await applySearchFix(ctx, 'execution-refinement'))) return;
  if (step.mode === 'reset') {
    return codeRound(ctx, 'execution-refinement', sessionCodeInput(ctx, ctx.initial), (input) =>
      planner.refineFromExecution({ ...input, code, program: currentProgram(ctx), failure, failureText, mode: 'reset', executed: [] }),
    );
  }
  const executed = extendPrefix(ctx.state.continuation.prefix, currentProgram(ctx), step.completedCalls);
  ctx.record({ type: 'continuation', version, executed });
  const now = await client.state();
  return codeRound(ctx, 'execution-refinement', sessionCodeInput(ctx, now), (input) =>
    planner.refineFromExecution({ ...input, code, program: currentProgram(ctx), failure, failureText, mode: 'current', executed }),
  );
}

/** Joins the executed prefix and the remaining steps that succeeded into one program, the new current code. */
export function joinContinuation(ctx: SessionContext): void {
  recordCode(ctx, 'combined', joinPrefix(ctx.state.continuation.prefix!, currentProgram(ctx)));
}

/** Runs a program and records the execution; from a reset scene unless `continuing`. Each atomic action is added to `steps`. */
export async function runProgram(ctx: SessionContext, program: Program, how: { allocated: boolean; continuing: boolean }, steps: RecordedStep[] = []): Promise<ExecutionResult> {
  const { client, world, reporter } = ctx.deps;
  const result = await executeSteps(flattenSteps(program), {
    client,
    ...worldExecutionData(world),
    scene: how.continuing ? undefined : ctx.settings.scene,
    onProgress: recordSteps(steps, (event) => reporter.progress(event)),
  });
  ctx.record({
    type: 'execution',
    version: ctx.state.code!.version,
    attempt: ctx.state.executions + 1,
    allocated: how.allocated,
    success: result.success,
    actions: result.actions,
    steps: result.steps,
    report: result.report ?? null,
  });
  return result;
}


/** Resets the scene and runs an executed prefix again, to continue from its state. */
async function replayPrefix(ctx: SessionContext, prefix: readonly string[]): Promise<void> {
  const { client, world, reporter } = ctx.deps;
  reporter.info(`Running the ${prefix.length} call(s) executed before the interruption again, to continue from their state ...`);
  const result = await executeSteps(prefixCalls(prefix), { client, ...worldExecutionData(world), scene: ctx.settings.scene });
  if (!result.success) throw new PlanFailedError(`The executed prefix no longer runs on resume: ${formatErrorReport(result.report!)}`);
}
