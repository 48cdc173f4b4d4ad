/**
 * Planners and LLM allocators for the episodes of an experiment: the offline planner, a live
 * OpenAI-compatible endpoint (one client per episode, all behind one shared rate limiter), or a
 * replay of recorded calls (one replay client per episode, so each episode replays from its own
 * first occurrence of a request).
 */
import { llmAllocator, type Allocator } from '../allocation/index.js';
import { EnvironmentError, InputError } from '../errors.js';
import { llmConfigFromEnv, openLlmClient, type LlmCallRecord, type LlmClient, type LlmEnv } from '../llm/index.js';
import { createOfflinePlanner, UnsupportedFeedbackError } from '../planning/index.js';
import { LlmPlanner } from '../planning/index.js';
import type { FeedbackRefinementInput, Planner } from '../planning/index.js';
import type { PromptName, PromptTemplate } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { LlmUserSource } from './llm-user.js';
import { rateLimitedClient, type RateLimiter } from './rate-limit.js';

export type PlannerMode = 'offline' | 'openai' | 'replay';

/** The model name the offline planner's episodes are recorded under. */
export const OFFLINE_MODEL = 'offline';

export interface PlannerSourceOptions {
  mode: PlannerMode;
  env: LlmEnv;
  templates: Record<PromptName, PromptTemplate>;
  limiter: RateLimiter;
  /** `--cache DIR`: live replies are stored there for replay. */
  cacheDir?: string | undefined;
  /** `--replay DIR`: a cache directory or run directory to replay from. */
  replayPath?: string | undefined;
  /**
   * The model of the LLM allocator when the planner is offline: it is then asked live (needs an
   * endpoint) or, with `replayPath`, replayed. Without it and without `replayPath` the offline
   * planner's episodes have no LLM allocator (n/a).
   */
  allocatorModel?: string | undefined;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after (an unwritable cache). */
  warn?: ((message: string) => void) | undefined;
  /** `--llm-timeout` in milliseconds (default ITERAPLAN_LLM_TIMEOUT, else 120 s). */
  llmTimeoutMs?: number | undefined;
}

/** What an episode asks for. */
export interface PlannerSource {
  readonly mode: PlannerMode;
  /**
   * A planner for one episode; `onCall` receives every LLM call it makes; `stream` names the
   * episode in the cache, so its replies are stored and replayed apart from its repeats'.
   */
  planner(model: string, world: World, onCall: (call: LlmCallRecord) => void, stream?: string): Promise<Planner>;
  /** The LLM allocator of one episode, or null when there is none (n/a in the tables). */
  llmAllocator(model: string, onCall: (call: LlmCallRecord) => void, stream?: string): Promise<Allocator | null>;
}

/**
 * Checks the options and returns the source.
 * @throws InputError for replay without a path; EnvironmentError for openai without an endpoint
 */
export function plannerSource(options: PlannerSourceOptions): PlannerSource {
  const config = llmConfigFromEnv(options.env);
  const hasEndpoint = config.apiKey !== undefined || config.baseURL !== undefined;
  if (options.mode === 'replay' && (options.replayPath === undefined || options.replayPath === '')) {
    throw new InputError('--planner replay needs --replay <cache directory or run directory>');
  }
  if (options.mode === 'openai' && !hasEndpoint) {
    throw new EnvironmentError('--planner openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server); use --planner offline to run without an LLM');
  }

  const client = (model: string, onCall: (call: LlmCallRecord) => void, replay: boolean, stream: string | undefined) => episodeClient(options, model, onCall, replay, stream);

  return {
    mode: options.mode,
    async planner(model, world, onCall, stream) {
      if (options.mode === 'offline') return tolerateUnsupportedFeedback(createOfflinePlanner({ catalogue: world.catalogue }));
      // The client records every call; the planner's own hook would record them twice.
      return new LlmPlanner(await client(model, onCall, options.mode === 'replay', stream), options.templates, options.mode);
    },
    async llmAllocator(model, onCall, stream) {
      if (options.mode !== 'offline') return llmAllocator(await client(model, onCall, options.mode === 'replay', stream), options.templates.allocate);
      if (options.replayPath !== undefined && options.allocatorModel !== undefined) {
        return llmAllocator(await client(options.allocatorModel, onCall, true, stream), options.templates.allocate);
      }
      if (options.allocatorModel !== undefined) {
        if (!hasEndpoint) throw new EnvironmentError('--allocator-model needs OPENAI_API_KEY or OPENAI_BASE_URL (or --replay DIR)');
        return llmAllocator(await client(options.allocatorModel, onCall, false, stream), options.templates.allocate);
      }
      return null;
    },
  };
}

/**
 * One episode's LLM client: live (stored in `--cache`) or replayed from `--replay`, recorded
 * through `onCall`, behind the experiment's shared rate limiter.
 */
async function episodeClient(options: PlannerSourceOptions, model: string, onCall: (call: LlmCallRecord) => void, replay: boolean, stream: string | undefined): Promise<LlmClient> {
  const raw = await openLlmClient({ replayPath: replay ? options.replayPath! : undefined, env: options.env, model, cacheDir: options.cacheDir, recorder: { record: onCall }, stream, warn: options.warn, timeoutMs: options.llmTimeoutMs });
  return rateLimitedClient(raw, options.limiter);
}

/**
 * The LLM user's clients (`--user llm`). Its model is `userModel` (`--user-model`), else the
 * episode's planner model, else (offline planner) the configured model. It is replayed when the
 * planner is (`--planner replay`) or, with the offline planner, when `--replay` is given; otherwise
 * it asks the endpoint live, like the planner, through the same limiter and cache.
 * @throws EnvironmentError when it would have to ask live and no endpoint is configured
 */
export function llmUserSource(options: PlannerSourceOptions, userModel?: string | undefined): LlmUserSource {
  const config = llmConfigFromEnv(options.env);
  const replay = options.mode === 'replay' || (options.mode === 'offline' && options.replayPath !== undefined);
  if (replay && (options.replayPath === undefined || options.replayPath === '')) throw new InputError('--user llm with --planner replay needs --replay <cache directory or run directory>');
  if (!replay && config.apiKey === undefined && config.baseURL === undefined) {
    throw new EnvironmentError('--user llm needs an LLM to play the user: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local server), or replay recorded calls with --replay DIR');
  }
  const modelFor = (plannerModel: string) => userModel ?? (options.mode === 'offline' ? config.model : plannerModel);
  return {
    template: options.templates['simulated-user'],
    modelFor,
    client: (plannerModel, onCall, stream) => episodeClient(options, modelFor(plannerModel), onCall, replay, stream),
  };
}

/**
 * The offline planner refuses feedback outside its few forms. In an experiment that is an answer,
 * not a crash: the feedback round counts, and the code stays as it was.
 */
export function tolerateUnsupportedFeedback(planner: Planner): Planner {
  return {
    kind: planner.kind,
    clarify: (input) => planner.clarify(input),
    decompose: (input) => planner.decompose(input),
    refineDecomposition: (input) => planner.refineDecomposition(input),
    generateCode: (input) => planner.generateCode(input),
    repairCode: (input) => planner.repairCode(input),
    refineFromExecution: (input) => planner.refineFromExecution(input),
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
