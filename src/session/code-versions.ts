/**
 * The code versions of a planning session: every version the planner, a repair or the person
 * produces is numbered, written to `code-v<N>.py` and recorded in the transcript; the latest one
 * (and its program, when it validates) is the session's current code.
 */
import type { StateResult } from '../bridge/index.js';
import type { Program, ValidationContext } from '../code/index.js';
import type { CodeError } from '../code/index.js';
import type { ExecutionClient } from '../execution/index.js';
import { checkCode, obtainValidCode } from '../planning/index.js';
import type { CodeInput, Planner } from '../planning/index.js';
import type { World } from '../world/index.js';
import { idLegend, nameObjects, viewOfScene, type ObjectNames } from '../naming/index.js';
import { recordCandidates, searchCandidates } from './candidates.js';
import type { CodeOrigin } from './events.js';
import type { PlanReporter } from './reporter.js';
import type { Session } from './session.js';

/** What the code versions talk to (a subset of the session's dependencies). */
export interface CodeVersionsDeps {
  planner: Planner;
  world: World;
  client: ExecutionClient;
  session: Session;
  reporter: PlanReporter;
  /** Best-of-N: a connection of its own for the candidates' dry runs (default: the session's, reset afterwards). */
  dryRunClient?: ExecutionClient;
  /** Best-of-N: the task's success criteria, when known, as a test of a final state. */
  meetsCriteria?: (state: StateResult) => boolean;
}

/** The session options the code versions depend on. */
export interface CodeVersionsSettings {
  scene: string;
  /** Validation repairs allowed per code version. */
  maxRepairs: number;
  /** Best-of-N: code candidates asked for at each generation (undefined: 1). */
  candidates?: number | undefined;
}

/** The planner's code input for a scene state (it depends on the session's decomposition). */
export type CodeInputAt = (state: StateResult) => CodeInput;

/** The numbered code versions of one session and the current one. */
export class CodeVersions {
  private latest = 0;
  private currentCode: string | null = null;
  private currentProgram: Program | null = null;
  private names: ObjectNames | null = null;

  constructor(
    private readonly deps: CodeVersionsDeps,
    private readonly settings: CodeVersionsSettings,
    private readonly validation: ValidationContext,
    private readonly codeInput: CodeInputAt,
  ) {}

  /** The number of the latest recorded version (0 before any). */
  get version(): number {
    return this.latest;
  }

  /** The current code, null before any was produced. */
  get code(): string | null {
    return this.currentCode;
  }

  /** The current code's program; null when it does not validate. */
  get program(): Program | null {
    return this.currentProgram;
  }

  /** Continues the numbering after the versions a resumed transcript already holds. */
  restore(version: number): void {
    this.latest = version;
  }

  /** Asks the planner for code, repairs validation errors, and records every version. */
  async newCode(origin: CodeOrigin, produce: () => Promise<string>): Promise<void> {
    const input = this.codeInput(await this.deps.client.state());
    const text = await produce();
    let versionOrigin = origin;
    const round = await obtainValidCode(
      text,
      this.validation,
      async (code: string, errors: readonly CodeError[]) => {
        this.record(versionOrigin, code, errors);
        versionOrigin = 'validation-repair';
        return this.deps.planner.repairCode({ ...input, code, errors: errors.map(({ line, column, message }) => ({ line, column, message })) });
      },
      this.settings.maxRepairs,
    );
    this.record(versionOrigin, round.code, round.ok ? [] : round.errors);
    this.currentCode = round.code;
    this.currentProgram = round.ok ? round.program : null;
  }

  /** Numbers, writes and reports one version (with its validation errors, if any). */
  record(origin: CodeOrigin, code: string, errors: readonly CodeError[]): void {
    this.latest += 1;
    const { session, reporter } = this.deps;
    const file = session.writeFile(`code-v${this.latest}.py`, code.endsWith('\n') ? code : code + '\n');
    session.record({ type: 'code', version: this.latest, origin, file, code });
    const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
    if (errors.length > 0) session.record({ type: 'validation', version: this.latest, errors: shown });
    reporter.code(this.latest, origin, code, shown, this.legend(code));
  }

  /** Each object id `code` quotes, with its readable name in the scene. */
  legend(code: string): string[] {
    this.names ??= nameObjects(viewOfScene(this.deps.world.scene));
    return idLegend(code, this.names);
  }

  /** Makes `code` the current code (already recorded), checking it for its program. */
  adopt(code: string): void {
    const checked = checkCode(code, this.validation);
    this.currentCode = code;
    this.currentProgram = checked.errors.length === 0 ? checked.program : null;
  }

  /** Records code that came from outside the planner (an edit, a joined continuation) and adopts it. */
  recordAndAdopt(origin: CodeOrigin, code: string): void {
    this.record(origin, code, checkCode(code, this.validation).errors);
    this.adopt(code);
  }

  /** New code from the planner: one request, or with `--candidates N` the best of N. */
  async generate(origin: 'generated' | 'regenerate', initial: StateResult): Promise<void> {
    const count = this.settings.candidates ?? 1;
    if (count <= 1) return this.newCode(origin, () => this.deps.planner.generateCode(this.codeInput(initial)));
    const { client, dryRunClient, session, reporter } = this.deps;
    const ranked = await searchCandidates(this.codeInput(initial), count, {
      planner: this.deps.planner,
      world: this.deps.world,
      validation: this.validation,
      maxRepairs: this.settings.maxRepairs,
      dryRunClient: dryRunClient ?? client,
      meetsCriteria: this.deps.meetsCriteria,
    });
    // Dry runs on the session's own connection leave it elsewhere; later stages read its state.
    if (!dryRunClient) await client.reset(this.settings.scene);
    const best = ranked[0]!;
    best.attempts.forEach((attempt, i) => this.record(i === 0 ? origin : 'validation-repair', attempt.code, attempt.errors));
    this.currentCode = best.code;
    this.currentProgram = best.program;
    recordCandidates(session, this.latest, ranked);
    reporter.info(`Best of ${count}: candidate ${best.index} proposed (${best.reasons.join(', ')}); "Show other candidates" lists the rest.`);
  }
}
