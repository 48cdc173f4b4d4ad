/**
 * The code versions of a planning session: every version the planner, a repair or the person
 * produces is numbered, written to `code-v<N>.py` and recorded in the transcript; the latest one
 * (and its program, when it validates) is the session's current code.
 */
import type { StateResult } from '../bridge/index.js';
import type { Program, ValidationContext } from '../code/index.js';
import type { CodeError } from '../code/index.js';
import type { ExecutionClient } from '../execution/index.js';
import { checkCode, obtainValidCode, programIdentity, type RepairAnswer } from '../planning/index.js';
import type { CodeInput, Planner } from '../planning/index.js';
import type { World } from '../world/index.js';
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

/** Asks the planner for code with an input (which may say that the last reply repeated a version). */
export type Produce = (input: CodeInput) => Promise<string>;

/** How asking for new code ended: a new version was recorded, or the model is stuck on old ones. */
export type NewCodeOutcome = { ok: true } | { ok: false; stuck: string };

/** The numbered code versions of one session and the current one. */
export class CodeVersions {
  private latest = 0;
  private currentCode: string | null = null;
  private currentProgram: Program | null = null;
  /** Every version's program identity → the version (the first with it). */
  private readonly tried = new Map<string, number>();

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

  /** Continues the numbering (and the memory of tried programs) after the versions a resumed transcript holds. */
  restore(version: number): void {
    this.latest = version;
    for (const event of this.deps.session.events) {
      if (event.type === 'code' && !this.tried.has(programIdentity(event.code))) this.tried.set(programIdentity(event.code), event.version);
    }
  }

  /**
   * Asks the planner for code with `input` (the request and the scene as the new code will start
   * from), repairs validation errors with the same input, and records every version. A reply that
   * gives back a program already tried is not taken as new: it is asked for once more, saying so,
   * and a model that repeats itself again is stuck (the outcome says so; nothing is recorded).
   */
  async newCode(origin: CodeOrigin, input: CodeInput, produce: Produce): Promise<NewCodeOutcome> {
    const first = await this.askAvoidingRepeats(origin, input, produce);
    if (typeof first !== 'string') return { ok: false, stuck: first.stuck };
    let versionOrigin = origin;
    const round = await obtainValidCode(
      first,
      this.validation,
      async (code: string, errors: readonly CodeError[]): Promise<RepairAnswer> => {
        this.record(versionOrigin, code, errors);
        versionOrigin = 'validation-repair';
        const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
        return this.askAvoidingRepeats('validation-repair', input, (asked) => this.deps.planner.repairCode({ ...asked, code, errors: shown }));
      },
      this.settings.maxRepairs,
    );
    // A round stopped because the model is stuck ends on the code it was asked to repair, already recorded.
    const stuck = !round.ok ? round.stuck : undefined;
    if (stuck === undefined) this.record(versionOrigin, round.code, round.ok ? [] : round.errors);
    this.currentCode = round.code;
    this.currentProgram = round.ok ? round.program : null;
    return stuck !== undefined ? { ok: false, stuck } : { ok: true };
  }

  /** The reply to `produce`, asked again (saying so) when it repeats a tried version; `stuck` when it does again. */
  private async askAvoidingRepeats(origin: CodeOrigin, input: CodeInput, produce: Produce): Promise<RepairAnswer> {
    const text = await produce(input);
    const repeated = this.tried.get(programIdentity(text));
    if (repeated === undefined) return text;
    const { session, reporter } = this.deps;
    session.record({ type: 'repeat', origin, version: repeated, stuck: false });
    reporter.info(`The planner gave back version ${repeated} unchanged; asking once more, telling it so.`);
    const again = await produce({ ...input, repeated: { version: repeated } });
    const still = this.tried.get(programIdentity(again));
    if (still === undefined) return again;
    session.record({ type: 'repeat', origin, version: still, stuck: true });
    return { stuck: `the planner is stuck: asked for a different program, it gave back version ${still} again, which was already tried` };
  }

  /** Numbers, writes and reports one version (with its validation errors, if any). */
  record(origin: CodeOrigin, code: string, errors: readonly CodeError[]): void {
    this.latest += 1;
    const { session, reporter } = this.deps;
    const file = session.writeFile(`code-v${this.latest}.py`, code.endsWith('\n') ? code : code + '\n');
    if (!this.tried.has(programIdentity(code))) this.tried.set(programIdentity(code), this.latest);
    session.record({ type: 'code', version: this.latest, origin, file, code });
    const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
    if (errors.length > 0) session.record({ type: 'validation', version: this.latest, errors: shown });
    reporter.code(this.latest, origin, code, shown);
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
  async generate(origin: 'generated' | 'regenerate', initial: StateResult): Promise<NewCodeOutcome> {
    const count = this.settings.candidates ?? 1;
    if (count <= 1) return this.newCode(origin, this.codeInput(initial), (input) => this.deps.planner.generateCode(input));
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
    return { ok: true };
  }
}
