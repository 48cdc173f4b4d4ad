/**
 * What the steps of a session work with: its settings and dependencies, the scene as the session
 * found it, and the state, which changes only by recording an event. A step reads the state,
 * talks to the planner, the bridge or the person, and records what came of it.
 */
import type { StateResult } from '../bridge/index.js';
import type { ValidationContext } from '../code/index.js';
import type { ExecutionClient } from '../execution/index.js';
import type { Planner } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { PreferenceAccess } from '../preferences/index.js';
import type { Approver } from './approver.js';
import type { SessionEventInput } from './events.js';
import type { PlanReporter } from './reporter.js';
import type { Session } from './session.js';
import type { PlanSettings } from './settings.js';
import type { SessionState } from './state.js';

/** What a session talks to. */
export interface PlanDeps {
  planner: Planner;
  /** The model recorded with the session (null for the offline planner). */
  model: string | null;
  world: World;
  client: ExecutionClient;
  session: Session;
  approver: Approver;
  reporter: PlanReporter;
  /**
   * Where code is dry-run from a reset scene against the goal (every version, every best-of-N
   * candidate): a world the session's episode does not share. Default: the simulator's
   * predictions (`simulate`) on `client`.
   */
  dryRunClient?: ExecutionClient | undefined;
  /** The person's lasting preferences (absent: none are looked up, as with `--no-prefs`). */
  preferences?: PreferenceAccess | undefined;
}

export interface SessionContext {
  readonly settings: PlanSettings;
  readonly deps: PlanDeps;
  readonly validation: ValidationContext;
  /** The scene right after the session's reset: what the code prompts' facts are built from. */
  readonly initial: StateResult;
  /** The fold of every event recorded so far. */
  readonly state: SessionState;
  /** Appends an event to the transcript (on disk when this returns) and folds it into the state. */
  record(event: SessionEventInput): void;
  /** Each object id `code` quotes, with its readable name in the scene. */
  legend(code: string): string[];
}
