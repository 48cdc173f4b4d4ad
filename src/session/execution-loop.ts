/**
 * The execution stage of a planning session: the approved code runs in the simulator and, while
 * it fails, the planner refines it from the error report (with the person's go-ahead). With
 * `--refine-from current` a refinement continues from the failed state: the calls already
 * executed are kept as a prefix, and once the remaining steps succeed the two are joined into
 * the program that is allocated.
 */
import type { StateResult } from '../bridge/index.js';
import { flattenSteps, type Program } from '../code/index.js';
import { PlanFailedError } from '../errors.js';
import { worldExecutionData, errorReportToJson, executeSteps, formatErrorReport, type ErrorReport, type ExecutionClient, type ExecutionResult } from '../execution/index.js';
import type { Planner } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { Approver } from './approver.js';
import type { CodeInputAt, CodeVersions } from './code-versions.js';
import { extendPrefix, joinPrefix, prefixCalls, type RefineFrom } from './continuation.js';
import type { PlanReporter } from './reporter.js';
import type { Session } from './session.js';

/** What the execution stage talks to (a subset of the session's dependencies). */
export interface ExecutionLoopDeps {
  planner: Planner;
  world: World;
  client: ExecutionClient;
  session: Session;
  approver: Approver;
  reporter: PlanReporter;
}

/** The session options the execution stage depends on. */
export interface ExecutionLoopSettings {
  scene: string;
  /** Execution refinements allowed. */
  maxRefinements: number;
  /** Where a refinement starts from (undefined: `reset`). */
  refineFrom?: RefineFrom | undefined;
}

/** Executions of the session's code, their count and last failure, and a pending continuation. */
export class ExecutionLoop {
  private executions = 0;
  private failure: ErrorReport | null = null;
  /** `--refine-from current`: the calls already executed that the current code continues after. */
  private prefix: string[] | null = null;

  constructor(
    private readonly deps: ExecutionLoopDeps,
    private readonly settings: ExecutionLoopSettings,
    private readonly versions: CodeVersions,
    private readonly codeInput: CodeInputAt,
  ) {}

  /** How many executions the session has made (resumed ones included). */
  get executionCount(): number {
    return this.executions;
  }

  /** The error report of the last execution of unallocated code; null when it succeeded. */
  get lastFailure(): ErrorReport | null {
    return this.failure;
  }

  /** Continues from a resumed transcript: its execution count and its open continuation, if any. */
  restore(executions: number, prefix: string[] | null): void {
    this.executions = executions;
    this.prefix = prefix;
  }

  /** Runs the approved code from a reset scene; on failure refines from the error report. */
  async run(initial: StateResult, refinementsSoFar: number): Promise<{ success: true } | { success: false; reason: string }> {
    const { planner, approver, reporter, session } = this.deps;
    const { versions } = this;
    for (let refinements = refinementsSoFar; ; refinements++) {
      if (!versions.program) return { success: false, reason: 'the refined code does not validate' };
      const result = await this.execute(versions.program, false, this.prefix !== null);
      if (result.success) {
        this.joinContinuation();
        return { success: true };
      }
      const report = result.report!;
      const text = formatErrorReport(report);
      reporter.failure(report, text);
      if (refinements >= this.settings.maxRefinements) return { success: false, reason: `execution still fails after ${refinements} refinement(s)` };
      const go = await approver.confirmRefinement(report, refinements + 1, this.settings.maxRefinements);
      session.record({ type: 'decision', version: versions.version, decision: go ? 'refine' : 'stop' });
      if (!go) return { success: false, reason: 'the user stopped refinement' };
      if (this.settings.refineFrom === 'current') {
        await this.refineFromCurrent(report, text, result.steps);
        continue;
      }
      await versions.newCode('execution-refinement', () =>
        planner.refineFromExecution({ ...this.codeInput(initial), code: versions.code!, failure: report, failureText: text, mode: 'reset', executed: [] }),
      );
    }
  }

  /** Runs a program; from a reset scene unless `continuing` (the remaining steps of a continuation). */
  async execute(program: Program, allocated: boolean, continuing = false): Promise<ExecutionResult> {
    const { client, world, reporter, session } = this.deps;
    const result = await executeSteps(flattenSteps(program), {
      client,
      ...worldExecutionData(world),
      scene: continuing ? undefined : this.settings.scene,
      onProgress: (event) => reporter.progress(event),
    });
    this.executions += 1;
    if (!allocated) this.failure = result.report ?? null;
    session.record({
      type: 'execution',
      version: this.versions.version,
      attempt: this.executions,
      allocated,
      success: result.success,
      actions: result.actions,
      report: result.report ? errorReportToJson(result.report) : null,
    });
    return result;
  }

  /** Resuming inside the execution stage: runs an open continuation's prefix again to get back to its state. */
  async replayContinuation(): Promise<void> {
    if (this.prefix) await this.replayPrefix(this.prefix);
  }

  /** Joins an open continuation (its executed prefix and the remaining steps that succeeded) into the current code. */
  joinContinuation(): void {
    if (!this.prefix) return;
    this.versions.recordAndAdopt('combined', joinPrefix(this.prefix, this.versions.program!));
    this.prefix = null;
  }

  /** `--refine-from current`: asks for the remaining steps after the calls that completed. */
  private async refineFromCurrent(report: ErrorReport, text: string, completedCalls: number): Promise<void> {
    const { versions } = this;
    const executed = extendPrefix(this.prefix, versions.program!, completedCalls);
    this.prefix = executed;
    this.deps.session.record({ type: 'continuation', version: versions.version, executed });
    const now = await this.deps.client.state();
    await versions.newCode('execution-refinement', () =>
      this.deps.planner.refineFromExecution({ ...this.codeInput(now), code: versions.code!, failure: report, failureText: text, mode: 'current', executed }),
    );
  }

  /** Resets the scene and runs an executed prefix again (resuming a continuation). */
  private async replayPrefix(prefix: readonly string[]): Promise<void> {
    const { client, world, reporter } = this.deps;
    reporter.info(`Running the ${prefix.length} call(s) executed before the interruption again, to continue from their state ...`);
    const result = await executeSteps(prefixCalls(prefix), {
      client,
      ...worldExecutionData(world),
      scene: this.settings.scene,
    });
    if (!result.success) throw new PlanFailedError(`The executed prefix no longer runs on resume: ${formatErrorReport(result.report!)}`);
  }
}
