import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allocateRuleBased, formatAllocationTable } from '../allocation/index.js';
import { flattenSteps, printProgram, type Program } from '../code/index.js';
import type { CodeError } from '../code/errors.js';
import { PlanFailedError } from '../errors.js';
import { errorReportToJson, executeSteps, formatErrorReport, type ErrorReport, type ExecutionClient, type ExecutionResult } from '../execution/index.js';
import type { StateResult } from '../bridge/protocol.js';
import { checkCode, obtainValidCode } from '../planning/code-round.js';
import type { TaskDecomposition } from '../planning/decomposition.js';
import type { CodeInput, Planner, StageOneInput } from '../planning/planner.js';
import { buildValidationContext, type World } from '../world/index.js';
import type { Approver, Decision } from './approver.js';
import { codeInput, decomposeRequest, stageOneInput } from './decompose.js';
import { describeSession } from './describe.js';
import { describeCandidates, recordCandidates, searchCandidates } from './candidates.js';
import { extendPrefix, joinPrefix, prefixCalls, readContinuation, type RefineFrom } from './continuation.js';
import type { CodeOrigin } from './events.js';
import { buildPlanResult, type PlanResult } from './plan-result.js';
import type { PlanReporter } from './reporter.js';
import { readResumePoint, type PendingDecision, type ResumePoint } from './resume.js';
import type { Session } from './session.js';

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

/** What a session talks to. */
export interface PlanDeps {
  planner: Planner;
  world: World;
  client: ExecutionClient;
  session: Session;
  approver: Approver;
  reporter: PlanReporter;
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
 * from its transcript continues from the last decided point.
 */
export class PlanRun {
  private clarification: { question: string; answer: string } | null = null;
  private stage1: TaskDecomposition | null = null;
  private plan: TaskDecomposition | null = null;
  private missingObjects: string[] = [];
  private version = 0;
  private code: string | null = null;
  private program: Program | null = null;
  private executions = 0;
  private lastFailure: ErrorReport | null = null;
  /** `--refine-from current`: the calls already executed that the current code continues after. */
  private prefix: string[] | null = null;
  private readonly validation;

  constructor(
    private readonly options: PlanOptions,
    private readonly deps: PlanDeps,
  ) {
    this.validation = buildValidationContext(deps.world.scene, deps.world.catalogue, deps.world.skills);
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
    this.version = point.version;
    this.executions = point.executions;
    this.prefix = readContinuation(this.deps.session.events);
    const initial = await this.deps.client.reset(this.options.scene);

    if (!this.plan) await this.decompose(initial);
    if (point.code === null || point.stage === 'decompose') {
      await this.generate('generated', initial);
    } else {
      this.adoptCode(point.code);
    }
    if (point.stage !== 'execute' && point.stage !== 'allocate') {
      // A request for new code that was decided but not answered before the interruption.
      if (point.pending) await this.carryOut(point.pending, initial);
      const approval = await this.approvalLoop(initial);
      if (!approval.approved) return this.finish(false, approval.reason);
    }
    if (point.stage !== 'allocate') {
      // A resumed continuation first runs the executed prefix again to get back to its state.
      if (point.stage === 'execute' && this.prefix) await this.replayPrefix(this.prefix);
      const executed = await this.executionLoop(initial, point.executionRefinements);
      if (!executed.success) return this.finish(false, executed.reason);
    } else if (this.prefix) {
      this.joinContinuation();
    }
    return this.allocateAndVerify();
  }

  private stageOneInput(): StageOneInput {
    return stageOneInput(this.options.instruction, this.deps.world, this.clarification);
  }

  private codeInput(state: StateResult): CodeInput {
    return codeInput(this.stageOneInput(), this.plan!, state, this.deps.world);
  }

  private async decompose(state: StateResult): Promise<void> {
    const decided = await decomposeRequest(
      { planner: this.deps.planner, session: this.deps.session, reporter: this.deps.reporter, approver: this.deps.approver, world: this.deps.world },
      { instruction: this.options.instruction, clarify: this.options.clarify, derivableTypes: this.validation.derivableTypes, state },
      { clarification: this.clarification, stage1: this.stage1 },
    );
    ({ clarification: this.clarification, stage1: this.stage1, plan: this.plan, missingObjects: this.missingObjects } = decided);
  }

  /** Asks the planner for code, repairs validation errors, and records every version. */
  private async newCode(origin: CodeOrigin, produce: () => Promise<string>): Promise<void> {
    const input = this.codeInput(await this.deps.client.state());
    const text = await produce();
    let versionOrigin = origin;
    const round = await obtainValidCode(
      text,
      this.validation,
      async (code: string, errors: readonly CodeError[]) => {
        this.recordCode(versionOrigin, code, errors);
        versionOrigin = 'validation-repair';
        return this.deps.planner.repairCode({ ...input, code, errors: errors.map(({ line, column, message }) => ({ line, column, message })) });
      },
      this.options.maxRepairs,
    );
    this.recordCode(versionOrigin, round.code, round.ok ? [] : round.errors);
    this.code = round.code;
    this.program = round.ok ? round.program : null;
  }

  private recordCode(origin: CodeOrigin, code: string, errors: readonly CodeError[]): void {
    this.version += 1;
    const file = this.deps.session.writeFile(`code-v${this.version}.py`, code.endsWith('\n') ? code : code + '\n');
    this.deps.session.record({ type: 'code', version: this.version, origin, file, code });
    const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
    if (errors.length > 0) this.deps.session.record({ type: 'validation', version: this.version, errors: shown });
    this.deps.reporter.code(this.version, origin, code, shown);
  }

  private adoptCode(code: string): void {
    const checked = checkCode(code, this.validation);
    this.code = code;
    this.program = checked.errors.length === 0 ? checked.program : null;
  }

  /** Shows the code until the person approves it, or says why not. */
  private async approvalLoop(initial: StateResult): Promise<{ approved: true } | { approved: false; reason: string }> {
    const { approver, session } = this.deps;
    for (;;) {
      const errors = this.program ? [] : checkCode(this.code!, this.validation).errors;
      const candidates = this.candidatesOf(this.version);
      const decision: Decision = await approver.review({
        version: this.version,
        code: this.code!,
        plan: this.plan!,
        errors,
        describe: () => this.describe(),
        ...(candidates ? { candidates } : {}),
      });
      session.record({ type: 'decision', version: this.version, decision: decision.kind, ...decisionText(decision) });
      switch (decision.kind) {
        case 'approve':
          if (this.program) return { approved: true };
          this.deps.reporter.info('The code has errors; it cannot run until they are fixed (give feedback, edit or regenerate).');
          break;
        case 'abort':
          return { approved: false, reason: decision.reason ?? 'aborted by the user' };
        default:
          await this.carryOut(decision, initial);
      }
    }
  }

  /** Makes the new code version a feedback, edit or regenerate decision asks for. */
  private async carryOut(decision: PendingDecision, initial: StateResult): Promise<void> {
    const { planner } = this.deps;
    switch (decision.kind) {
      case 'feedback':
        await this.newCode('human-refinement', () => planner.refineFromFeedback({ ...this.codeInput(initial), code: this.code!, feedback: decision.text }));
        break;
      case 'edit':
        this.recordCode('edit', decision.code, checkCode(decision.code, this.validation).errors);
        this.adoptCode(decision.code);
        break;
      case 'regenerate':
        await this.generate('regenerate', initial);
        break;
    }
  }

  /** Runs the approved code from a reset scene; on failure refines from the error report. */
  private async executionLoop(initial: StateResult, refinementsSoFar: number): Promise<{ success: true } | { success: false; reason: string }> {
    const { planner, approver, reporter, session } = this.deps;
    for (let refinements = refinementsSoFar; ; refinements++) {
      if (!this.program) return { success: false, reason: 'the refined code does not validate' };
      const result = await this.execute(this.program, false, this.prefix !== null);
      if (result.success) {
        if (this.prefix) this.joinContinuation();
        return { success: true };
      }
      const report = result.report!;
      const text = formatErrorReport(report);
      reporter.failure(report, text);
      if (refinements >= this.options.maxRefinements) return { success: false, reason: `execution still fails after ${refinements} refinement(s)` };
      const go = await approver.confirmRefinement(report, refinements + 1, this.options.maxRefinements);
      session.record({ type: 'decision', version: this.version, decision: go ? 'refine' : 'stop' });
      if (!go) return { success: false, reason: 'the user stopped refinement' };
      if (this.options.refineFrom === 'current') {
        await this.refineFromCurrent(report, text, result.steps);
        continue;
      }
      await this.newCode('execution-refinement', () =>
        planner.refineFromExecution({ ...this.codeInput(initial), code: this.code!, failure: report, failureText: text, mode: 'reset', executed: [] }),
      );
    }
  }

  /** Runs a program; from a reset scene unless `continuing` (the remaining steps of a continuation). */
  private async execute(program: Program, allocated: boolean, continuing = false): Promise<ExecutionResult> {
    const result = await executeSteps(flattenSteps(program), {
      client: this.deps.client,
      skills: this.deps.world.skills,
      scene: continuing ? undefined : this.options.scene,
      onProgress: (event) => this.deps.reporter.progress(event),
      propertiesOf: (type) => this.deps.world.catalogue.types.get(type)?.properties,
    });
    this.executions += 1;
    if (!allocated) this.lastFailure = result.report ?? null;
    this.deps.session.record({
      type: 'execution',
      version: this.version,
      attempt: this.executions,
      allocated,
      success: result.success,
      actions: result.actions,
      report: result.report ? errorReportToJson(result.report) : null,
    });
    return result;
  }

  /** New code from the planner: one request, or with `--candidates N` the best of N. */
  private async generate(origin: 'generated' | 'regenerate', initial: StateResult): Promise<void> {
    const count = this.options.candidates ?? 1;
    if (count <= 1) return this.newCode(origin, () => this.deps.planner.generateCode(this.codeInput(initial)));
    const { client, dryRunClient, session, reporter } = this.deps;
    const ranked = await searchCandidates(this.codeInput(initial), count, {
      planner: this.deps.planner,
      world: this.deps.world,
      validation: this.validation,
      maxRepairs: this.options.maxRepairs,
      dryRunClient: dryRunClient ?? client,
      meetsCriteria: this.deps.meetsCriteria,
    });
    // Dry runs on the session's own connection leave it elsewhere; later stages read its state.
    if (!dryRunClient) await client.reset(this.options.scene);
    const best = ranked[0]!;
    best.attempts.forEach((attempt, i) => this.recordCode(i === 0 ? origin : 'validation-repair', attempt.code, attempt.errors));
    this.code = best.code;
    this.program = best.program;
    recordCandidates(session, this.version, ranked);
    reporter.info(`Best of ${count}: candidate ${best.index} proposed (${best.reasons.join(', ')}); "Show other candidates" lists the rest.`);
  }

  /** The "Show other candidates" text of a version that came from a best-of-N search. */
  private candidatesOf(version: number): (() => string) | undefined {
    const { session } = this.deps;
    const event = [...session.events].reverse().find((e) => e.type === 'candidates' && e.version === version);
    if (event?.type !== 'candidates') return undefined;
    return () => describeCandidates(event.candidates.map((c) => ({ ...c, code: readFileSync(join(session.dir, c.file), 'utf8') })));
  }

  /** `--refine-from current`: asks for the remaining steps after the calls that completed. */
  private async refineFromCurrent(report: ErrorReport, text: string, completedCalls: number): Promise<void> {
    const executed = extendPrefix(this.prefix, this.program!, completedCalls);
    this.prefix = executed;
    this.deps.session.record({ type: 'continuation', version: this.version, executed });
    const now = await this.deps.client.state();
    await this.newCode('execution-refinement', () =>
      this.deps.planner.refineFromExecution({ ...this.codeInput(now), code: this.code!, failure: report, failureText: text, mode: 'current', executed }),
    );
  }

  /** The executed prefix followed by the remaining steps that succeeded: the program to allocate. */
  private joinContinuation(): void {
    const code = joinPrefix(this.prefix!, this.program!);
    this.recordCode('combined', code, checkCode(code, this.validation).errors);
    this.adoptCode(code);
    this.prefix = null;
  }

  /** Resets the scene and runs an executed prefix again (resuming a continuation). */
  private async replayPrefix(prefix: readonly string[]): Promise<void> {
    this.deps.reporter.info(`Running the ${prefix.length} call(s) executed before the interruption again, to continue from their state ...`);
    const result = await executeSteps(prefixCalls(prefix), {
      client: this.deps.client,
      skills: this.deps.world.skills,
      scene: this.options.scene,
      propertiesOf: (type) => this.deps.world.catalogue.types.get(type)?.properties,
    });
    if (!result.success) throw new PlanFailedError(`The executed prefix no longer runs on resume: ${formatErrorReport(result.report!)}`);
  }

  private async allocateAndVerify(): Promise<PlanResult> {
    const { world, session, reporter } = this.deps;
    const allocation = allocateRuleBased(this.program!, world.affordances, world.skills);
    const allocatedCode = printProgram(allocation.program);
    const file = session.writeFile('plan.allocated.py', allocatedCode);
    session.record({ type: 'allocation', rows: allocation.rows.map((r) => ({ ...r })), file });
    reporter.allocation(formatAllocationTable(allocation.rows), allocatedCode);
    reporter.info('Executing the allocated plan, each line by its agent ...');
    const verified = await this.execute(allocation.program, true);
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
      finalCode: this.code,
      executions: this.executions,
      failure: !success && this.lastFailure ? errorReportToJson(this.lastFailure) : null,
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
  if (decision.kind === 'edit') return { text: decision.code };
  if (decision.kind === 'abort' && decision.reason !== undefined) return { text: decision.reason };
  return {};
}
