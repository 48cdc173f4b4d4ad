import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allocateRuleBased, formatAllocationTable } from '../allocation/index.js';
import { printProgram, type ValidationContext } from '../code/index.js';
import { errorReportToJson, formatErrorReport, type ExecutionClient } from '../execution/index.js';
import type { StateResult } from '../bridge/index.js';
import { checkCode } from '../planning/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { FeedbackNotUnderstoodError, type CodeInput, type StageOneInput } from '../planning/index.js';
import { buildValidationContext } from '../world/index.js';
import type { CandidateView, Decision } from './approver.js';
import { codeInput, decomposeRequest, stageOneInput } from './decompose.js';
import { describeSession } from './describe.js';
import { CodeVersions } from './code-versions.js';
import { readContinuation, type RefineFrom } from './continuation.js';
import { ExecutionLoop, type ExecutionLoopDeps } from './execution-loop.js';
import { buildPlanResult, type PlanResult } from './plan-result.js';
import { readResumePoint, type PendingDecision, type ResumePoint } from './resume.js';

/** The knobs of one planning session (the `plan` command's options). */
export interface PlanOptions {
  instruction: string;
  scene: string;
  /** Execution refinements allowed (`--max-refinements`, default 5). */
  maxRefinements: number;
  /** Validation repairs allowed per code version (default 3). */
  maxRepairs: number;
  /** Ask a clarifying question first when the planner finds the request too vague. */
  clarify: boolean;
  /** Best-of-N: code candidates asked for at each generation (`--candidates`, default 1). */
  candidates?: number;
  /** Where an execution refinement starts from (`--refine-from`, default `reset`, the paper's). */
  refineFrom?: RefineFrom;
}

/** What a session talks to: what the execution stage needs, and more. */
export interface PlanDeps extends ExecutionLoopDeps {
  model: string | null;
  /** Best-of-N: a connection of its own for the candidates' dry runs (default: the session's, reset afterwards). */
  dryRunClient?: ExecutionClient;
  /** Best-of-N: the task's success criteria, when known (experiments), as a test of a final state. */
  meetsCriteria?: (state: StateResult) => boolean;
}

/**
 * One planning session: clarify → stage 1 → stage 2 → code (+ validation repairs) → approval
 * loop → execution with error-driven refinement → allocation → execution of the allocated plan.
 * Every decision is written to the session transcript as it is made, and a session resumed
 * from its transcript continues from the last decided point. The code versions live in
 * code-versions.ts, the execution stage and its refinements in execution-loop.ts.
 */
export class PlanRun {
  private clarification: { question: string; answer: string } | null = null;
  private stage1: TaskDecomposition | null = null;
  private plan: TaskDecomposition | null = null;
  private missingObjects: string[] = [];
  /** Feedback the planner could not act on, told to the approver at the next review. */
  private refusedFeedback: { text: string; reason: string } | undefined;
  private readonly validation: ValidationContext;
  private readonly versions: CodeVersions;
  private readonly execution: ExecutionLoop;

  constructor(
    private readonly options: PlanOptions,
    private readonly deps: PlanDeps,
  ) {
    this.validation = buildValidationContext(deps.world.scene, deps.world.catalogue, deps.world.skills);
    const codeInputAt = (state: StateResult): CodeInput => this.codeInput(state);
    this.versions = new CodeVersions(deps, options, this.validation, codeInputAt);
    this.execution = new ExecutionLoop(deps, options, this.versions, codeInputAt);
  }

  /** Runs a new session from the start. */
  async run(): Promise<PlanResult> {
    const { session, planner } = this.deps;
    session.record({
      type: 'start',
      instruction: this.options.instruction,
      scene: this.options.scene,
      planner: planner.kind,
      model: this.deps.model,
      options: {
        maxRefinements: this.options.maxRefinements,
        maxRepairs: this.options.maxRepairs,
        clarify: this.options.clarify,
        candidates: this.options.candidates ?? 1,
        refineFrom: this.options.refineFrom ?? 'reset',
      },
    });
    return this.continueFrom(readResumePoint(session.events));
  }

  /** Continues a session from what its transcript already decided. */
  async resume(): Promise<PlanResult> {
    const point = readResumePoint(this.deps.session.events);
    this.deps.reporter.info(`Resuming ${this.deps.session.id} from: ${point.stage}`);
    return this.continueFrom(point);
  }

  private async continueFrom(point: ResumePoint): Promise<PlanResult> {
    if (point.stage === 'done') return point.result as unknown as PlanResult;
    this.clarification = point.clarification;
    this.stage1 = point.stage1;
    this.plan = point.plan;
    this.missingObjects = point.missingObjects;
    this.versions.restore(point.version);
    this.execution.restore(point.executions, readContinuation(this.deps.session.events));
    const initial = await this.deps.client.reset(this.options.scene);

    // A plan interrupted before the person approved it (and before any code) is planned and shown again.
    const unreviewed = this.plan !== null && point.code === null && !point.planReviewed && this.deps.approver.reviewPlan !== undefined;
    if (!this.plan || unreviewed) {
      const aborted = await this.decompose(initial);
      if (aborted !== null) return this.finish(false, aborted);
    }
    if (point.code === null || point.stage === 'decompose') {
      await this.versions.generate('generated', initial);
    } else {
      this.versions.adopt(point.code);
    }
    if (point.stage !== 'execute' && point.stage !== 'allocate') {
      // A request for new code that was decided but not answered before the interruption.
      if (point.pending) await this.carryOut(point.pending, initial, true);
      const approval = await this.approvalLoop(initial);
      if (!approval.approved) return this.finish(false, approval.reason);
    }
    if (point.stage !== 'allocate') {
      // A resumed continuation first runs the executed prefix again to get back to its state.
      if (point.stage === 'execute') await this.execution.replayContinuation();
      const executed = await this.execution.run(initial, point.executionRefinements);
      if (!executed.success) return this.finish(false, executed.reason);
    } else {
      // Resumed at allocation with a continuation still open: its parts are joined first.
      this.execution.joinContinuation();
    }
    return this.allocateAndVerify();
  }

  private stageOneInput(): StageOneInput {
    return stageOneInput(this.options.instruction, this.deps.world, this.clarification);
  }

  private codeInput(state: StateResult): CodeInput {
    return codeInput(this.stageOneInput(), this.plan!, state, this.deps.world);
  }

  /** Runs the stages up to an approved stage-2 plan; returns why not when the person aborted at the plan. */
  private async decompose(state: StateResult): Promise<string | null> {
    const decided = await decomposeRequest(
      { planner: this.deps.planner, session: this.deps.session, reporter: this.deps.reporter, approver: this.deps.approver, world: this.deps.world, describe: () => this.describe() },
      { instruction: this.options.instruction, clarify: this.options.clarify, derivableTypes: this.validation.derivableTypes, state },
      { clarification: this.clarification, stage1: this.stage1 },
    );
    ({ clarification: this.clarification, stage1: this.stage1, plan: this.plan, missingObjects: this.missingObjects } = decided);
    return decided.aborted;
  }

  /** Shows the code until the person approves it, or says why not. */
  private async approvalLoop(initial: StateResult): Promise<{ approved: true } | { approved: false; reason: string }> {
    const { approver, session } = this.deps;
    const { versions } = this;
    for (;;) {
      const errors = versions.program ? [] : checkCode(versions.code!, this.validation).errors;
      const candidates = this.candidatesOf(versions.version);
      const refused = this.refusedFeedback;
      this.refusedFeedback = undefined;
      const decision: Decision = await approver.review({
        version: versions.version,
        code: versions.code!,
        plan: this.plan!,
        errors,
        describe: () => this.describe(),
        legend: versions.legend(versions.code!),
        ...(candidates ? { candidates } : {}),
        ...(refused ? { refusedFeedback: refused } : {}),
      });
      session.record({ type: 'decision', version: versions.version, decision: decision.kind, ...decisionText(decision) });
      switch (decision.kind) {
        case 'approve':
          if (versions.program) return { approved: true };
          this.deps.reporter.info('The code has errors; it cannot run until they are fixed (give feedback, edit or regenerate).');
          break;
        case 'abort':
          return { approved: false, reason: decision.reason ?? 'aborted by the user' };
        default:
          await this.carryOut(decision, initial);
      }
    }
  }

  /**
   * Makes the new code version a feedback, edit or regenerate decision asks for. Feedback the
   * planner cannot act on makes none: the approver is told why at the next review (or, for a
   * decision carried over by --resume, which the person saw refused before, the reporter).
   */
  private async carryOut(decision: PendingDecision, initial: StateResult, resumed = false): Promise<void> {
    const { planner } = this.deps;
    const { versions } = this;
    switch (decision.kind) {
      case 'feedback':
        try {
          await versions.newCode('human-refinement', () => planner.refineFromFeedback({ ...this.codeInput(initial), code: versions.code!, feedback: decision.text }));
        } catch (error) {
          if (!(error instanceof FeedbackNotUnderstoodError)) throw error;
          // No new version: the person hears why and decides again; a resume does not retry it.
          this.deps.session.record({ type: 'feedback-not-understood', version: versions.version, text: decision.text, reason: error.message });
          if (resumed) this.deps.reporter.info(`${error.message}\nThe code is unchanged.`);
          else this.refusedFeedback = { text: decision.text, reason: error.message };
        }
        break;
      case 'edit':
        versions.recordAndAdopt('edit', decision.code);
        break;
      case 'regenerate':
        await versions.generate('regenerate', initial);
        break;
      case 'pick':
        versions.recordAndAdopt('candidate', decision.code);
        break;
    }
  }

  /** The candidates of a version that came from a best-of-N search ("Show other candidates"). */
  private candidatesOf(version: number): (() => CandidateView[]) | undefined {
    const { session } = this.deps;
    const event = [...session.events].reverse().find((e) => e.type === 'candidates' && e.version === version);
    if (event?.type !== 'candidates') return undefined;
    return () => event.candidates.map((c) => ({ index: c.index, rank: c.rank, reasons: c.reasons, code: readFileSync(join(session.dir, c.file), 'utf8') }));
  }

  private async allocateAndVerify(): Promise<PlanResult> {
    const { world, session, reporter } = this.deps;
    const allocation = allocateRuleBased(this.versions.program!, world.affordances, world.skills);
    const allocatedCode = printProgram(allocation.program);
    const file = session.writeFile('plan.allocated.py', allocatedCode);
    session.record({ type: 'allocation', rows: allocation.rows.map((r) => ({ ...r })), file });
    reporter.allocation(formatAllocationTable(allocation.rows), allocatedCode, this.versions.legend(allocatedCode));
    reporter.info('Executing the allocated plan, each line by its agent ...');
    const verified = await this.execution.execute(allocation.program, true);
    if (!verified.success) reporter.failure(verified.report!, formatErrorReport(verified.report!));
    return this.finish(verified.success, verified.success ? 'success' : 'the allocated plan failed to execute', {
      rows: allocation.rows.map((r) => ({ ...r })),
      code: allocatedCode,
      execution: { success: verified.success, actions: verified.actions, failure: verified.report ? errorReportToJson(verified.report) : null },
    });
  }

  private finish(
    success: boolean,
    reason: string,
    allocation?: { rows: Record<string, unknown>[]; code: string; execution: NonNullable<PlanResult['allocatedExecution']> },
  ): PlanResult {
    const { session } = this.deps;
    const result = buildPlanResult(session, {
      instruction: this.options.instruction,
      scene: this.options.scene,
      planner: this.deps.planner.kind,
      model: this.deps.model,
      success,
      reason,
      clarification: this.clarification,
      stage1: this.stage1,
      plan: this.plan,
      missingObjects: this.missingObjects,
      finalCode: this.versions.code,
      codeErrors: this.versions.code === null || this.versions.program !== null
        ? []
        : checkCode(this.versions.code, this.validation).errors.map(({ line, column, message }) => ({ line, column, message })),
      executions: this.execution.executionCount,
      failure: !success && this.execution.lastFailure ? errorReportToJson(this.execution.lastFailure) : null,
      allocation: allocation?.rows ?? null,
      allocatedCode: allocation?.code ?? null,
      allocatedExecution: allocation?.execution ?? null,
    });
    session.writeFile('result.json', JSON.stringify(result, null, 2) + '\n');
    session.record({ type: 'end', success, reason, result: result as unknown as Record<string, unknown> });
    return result;
  }

  private describe(): string {
    return describeSession(this.deps.session.events, {
      instruction: this.options.instruction,
      clarification: this.clarification,
      stage1: this.stage1,
      plan: this.plan,
      missingObjects: this.missingObjects,
    });
  }
}

function decisionText(decision: Decision): { text?: string } {
  if (decision.kind === 'feedback') return { text: decision.text };
  if (decision.kind === 'edit' || decision.kind === 'pick') return { text: decision.code };
  if (decision.kind === 'abort' && decision.reason !== undefined) return { text: decision.reason };
  return {};
}
