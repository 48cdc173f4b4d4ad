/**
 * The one planner factory of `plan` and `experiment`: the offline planner, the LLM planner on a
 * live OpenAI-compatible endpoint, or the LLM planner replaying recorded calls; and LLM clients
 * with the same settings for the other LLM roles (the experiments' allocator and user).
 */
import { join } from 'node:path';
import { openLlmClient, type LlmCallRecord, type LlmClient, type LlmControl, type LlmEnv, type LlmRecorder, type ReplayOrigin, type TokenProgress } from '../llm/index.js';
import { findProjectRoot, type World } from '../world/index.js';
import { choosePlanner, type PlannerKind } from './choose-planner.js';
import { LlmPlanner, type CodeByConstruction } from './llm-planner.js';
import { formatExamples, type ExampleIndex } from './examples/index.js';
import { createOfflinePlanner, GoalAdvisor, UnsupportedFeedbackError, type WorldSimulator } from './offline/index.js';
import { refineTowardGoal, type FeedbackRefinementInput, type GoalRefinementInput, type Planner, type StageOneInput } from './planner.js';
import { loadPromptTemplates, type PromptName, type PromptTemplate } from './prompts.js';

export interface PlannerSourceOptions {
  kind: PlannerKind;
  env: LlmEnv;
  /** The prompt templates (default: the project's prompts/). */
  templates?: Record<PromptName, PromptTemplate> | undefined;
  /** Where live replies are stored for a later replay; absent: not stored. */
  cacheDir?: string | undefined;
  /** Where recorded replies are replayed from (required by `replay`): a session folder or a cache directory, opened by the caller's reader. */
  replay?: ReplayOrigin | undefined;
  /**
   * With `replay`: the planner the recorded session planned with (its start event's), which the
   * replay plans as, so its prompts are the recorded ones: `combined` is offered the reader's goal
   * and puts it first. Default `openai`.
   */
  replayAs?: 'openai' | 'combined' | undefined;
  /** Wraps every LLM client made (the experiments' shared rate limiter). */
  wrapClient?: ((client: LlmClient) => LlmClient) | undefined;
  /** Feedback the offline planner cannot follow keeps the code as it is instead of failing (experiments). */
  tolerateUnsupportedFeedback?: boolean | undefined;
  /** Sampling and structured-output mode of every request. */
  control?: LlmControl | undefined;
  /** Code valid by construction (default auto). */
  byConstruction?: CodeByConstruction | undefined;
  /** `--goal-hints`: the LLM's stage 2 is offered the goals the household knowledge reads the request as (always with `combined`, as the plan's goal). */
  goalHints?: boolean | undefined;
  /** `--examples k`: each LLM stage is shown the k verified examples of the plan bank nearest the request and room. */
  examples?: { index: ExampleIndex; k: number } | undefined;
  /** `--llm-timeout` in milliseconds (default ITERAPLAN_LLM_TIMEOUT, else 120 s). */
  llmTimeoutMs?: number | undefined;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after (an unwritable cache). */
  warn?: ((message: string) => void) | undefined;
  /** Given: live replies are streamed and told as they arrive (a local model's progress on the terminal). */
  onTokens?: ((progress: TokenProgress) => void) | undefined;
}

/** What a planner or client of one session is made with. */
export interface ClientOptions {
  /** The live model (default $ITERAPLAN_MODEL, else gpt-4o), or the one a replay is keyed with (default the recording's). */
  model?: string | undefined;
  /** Receives every LLM call, failed attempt and the structured-output mode. */
  recorder?: LlmRecorder | undefined;
  /** Receives every LLM call (when no `recorder` is given). */
  onCall?: ((call: LlmCallRecord) => void) | undefined;
  /** The cache stream stored to and replayed from first (an experiment episode's own replies). */
  stream?: string | undefined;
  /** The session's bridge, which the offline planner plans against (its `simulate`); required for it. */
  simulator?: WorldSimulator | undefined;
}

/** A planner of one session and the model it is recorded under (null for the offline planner). */
export interface SourcedPlanner {
  planner: Planner;
  model: string | null;
}

export interface PlannerSource {
  readonly kind: PlannerKind;
  readonly templates: Record<PromptName, PromptTemplate>;
  /** The planner of one session. */
  planner(world: World, options: ClientOptions): Promise<SourcedPlanner>;
  /** An LLM client with the source's settings: replayed from the source's `replay` origin when `replay`, else live. */
  client(options: ClientOptions & { replay: boolean }): Promise<LlmClient>;
}

/**
 * Checks the options (as `choosePlanner` does) and returns the source.
 * @throws InputError for `replay` without a replay path; EnvironmentError for `openai` without an endpoint
 */
export function plannerSource(options: PlannerSourceOptions): PlannerSource {
  choosePlanner({ planner: options.kind, env: options.env, replayPath: options.replay?.path });
  const templates = options.templates ?? loadPromptTemplates(join(findProjectRoot(), 'prompts'));
  const wrap = options.wrapClient ?? ((client: LlmClient) => client);

  const client: PlannerSource['client'] = async ({ model, recorder, onCall, replay, stream }) =>
    wrap(
      await openLlmClient({
        replay: replay ? options.replay : undefined,
        env: options.env,
        model,
        timeoutMs: options.llmTimeoutMs,
        cacheDir: options.cacheDir,
        recorder: recorder ?? { record: onCall ?? (() => {}) },
        stream,
        control: options.control,
        warn: options.warn,
        onTokens: options.onTokens,
      }),
    );

  return {
    kind: options.kind,
    templates,
    client,
    async planner(world, { model, recorder, onCall, stream, simulator }) {
      if (options.kind === 'offline') {
        if (simulator === undefined) throw new Error('the offline planner plans against the session\'s bridge: pass it as `simulator`');
        const offline = createOfflinePlanner({ world, simulator });
        return { planner: options.tolerateUnsupportedFeedback ? tolerateUnsupportedFeedback(offline) : offline, model: null };
      }
      // The client records every call; the planner's own hook would record them twice.
      const llm = await client({ model, recorder, onCall, stream, replay: options.kind === 'replay' });
      // The household reader: made when first asked (it loads the knowledge), for the hints and for checking every stated goal.
      let advisor: GoalAdvisor | undefined;
      const reader = (): GoalAdvisor => (advisor ??= new GoalAdvisor(world.catalogue, undefined, world.scene));
      // A replay plans as the planner it replays; only its client and what the session records differ.
      const replayed = options.kind === 'replay';
      const kind = replayed ? (options.replayAs ?? 'openai') : options.kind;
      // The combined planner is offered the reader's goal as the plan's goal, as `--goal-hints` offers it as hints.
      const offered = options.goalHints === true || kind === 'combined';
      const hints = offered ? (input: StageOneInput) => reader().goalsFor(input) : undefined;
      const { examples } = options;
      const shown = examples === undefined || examples.k <= 0 ? undefined : (input: StageOneInput) => formatExamples(examples.index.nearest({ request: input.instruction, roomType: input.scene.roomType }, examples.k));
      const reading = offered ? (input: StageOneInput) => reader().readingFor(input) : undefined;
      const planner = new LlmPlanner(llm, templates, kind, undefined, options.byConstruction, hints, shown, reading, (input) => reader().groundsFor(input), replayed);
      return { planner, model: llm.model };
    },
  };
}

/**
 * The offline planner refuses feedback outside its few forms. In an experiment that is an answer,
 * not a crash: the feedback round counts, and the code stays as it was.
 */
export function tolerateUnsupportedFeedback(planner: Planner): Planner {
  return {
    kind: planner.kind,
    ...(planner.replayed === undefined ? {} : { replayed: planner.replayed }),
    clarify: (input) => planner.clarify(input),
    decompose: (input) => planner.decompose(input),
    refineDecomposition: (input) => planner.refineDecomposition(input),
    ...(planner.successCriteria === undefined ? {} : { successCriteria: (input: StageOneInput) => planner.successCriteria!(input) }),
    generateCode: (input) => planner.generateCode(input),
    repairCode: (input) => planner.repairCode(input),
    refineFromExecution: (input) => planner.refineFromExecution(input),
    // Code toward the goal as the planner writes it (feedback it cannot act on stays an error
    // here, so the session stops asking for goal refinements).
    refineFromGoal: (input: GoalRefinementInput) => refineTowardGoal(planner, input),
    async refineFromFeedback(input: FeedbackRefinementInput): Promise<string> {
      try {
        return await planner.refineFromFeedback(input);
      } catch (error) {
        if (error instanceof UnsupportedFeedbackError) return input.code;
        throw error;
      }
    },
  };
}
