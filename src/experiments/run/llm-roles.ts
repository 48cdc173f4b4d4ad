/**
 * The LLM roles of an experiment besides the planner, on the clients of the experiment's planner
 * source (src/planning/planner-source.ts: same endpoint, cache, replay and shared rate limiter):
 * the LLM allocator of the allocation ablation, and the LLM user (`--user llm`).
 */
import { llmAllocator, type Allocator } from '../../allocation/index.js';
import { EnvironmentError, InputError } from '../../errors.js';
import { llmConfigFromEnv, type LlmControl, type LlmEnv, type LlmRecorder, type ReplayOrigin } from '../../llm/index.js';
import { plannerSource, type CodeByConstruction, type ExampleIndex, type PlannerKind, type PlannerSource } from '../../planning/index.js';
import type { LlmUserSource } from '../users/llm-user.js';
import { rateLimitedClient, type RateLimiter } from './rate-limit.js';

/** The planners an experiment compares. */
export type PlannerMode = PlannerKind;

/** The model name the offline planner's episodes are recorded under. */
export const OFFLINE_MODEL = 'offline';

/** What an experiment's LLM roles are made from (the `experiment` command's flags). */
export interface ExperimentLlmOptions {
  kind: PlannerMode;
  env: LlmEnv;
  /** Shared by every LLM call of every episode. */
  limiter: RateLimiter;
  /** `--cache DIR`: live replies are stored there for replay. */
  cacheDir?: string | undefined;
  /** `--replay DIR`: a cache directory or session folder to replay from (src/session/replay-origin.ts). */
  replay?: ReplayOrigin | undefined;
  /** `--allocator-model`: the LLM allocator's model when the planner is offline. */
  allocatorModel?: string | undefined;
  /** `--user llm`: an LLM plays the user, with `--user-model` when given. */
  llmUser?: { model?: string | undefined } | undefined;
  /** Sampling and structured-output mode of every request. */
  control?: LlmControl | undefined;
  /** Code valid by construction (default auto). */
  byConstruction?: CodeByConstruction | undefined;
  /** `--goal-hints`: stage 2 is offered the goals the household knowledge reads the request as. */
  goalHints?: boolean | undefined;
  /** `--examples k`: each stage is shown the k nearest verified examples of the plan bank. */
  examples?: { index: ExampleIndex; k: number } | undefined;
  /** `--llm-timeout` in milliseconds (default ITERAPLAN_LLM_TIMEOUT, else 120 s). */
  llmTimeoutMs?: number | undefined;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after. */
  warn?: ((message: string) => void) | undefined;
}

/** The planner source, LLM allocators and LLM user of an experiment's episodes. */
export interface ExperimentLlms {
  planners: PlannerSource;
  llmAllocators: LlmAllocatorSource;
  llmUser: LlmUserSource | undefined;
}

/**
 * The LLM side of an experiment, assembled once: the planners from the one planner factory
 * (one client per episode, all behind the shared limiter; the offline planner's refused
 * feedback is an answer, not a crash), and the allocator and user on the same clients.
 * @throws InputError/EnvironmentError for a planner, allocator or user that cannot be had
 */
export function experimentLlms(options: ExperimentLlmOptions): ExperimentLlms {
  const planners = plannerSource({
    kind: options.kind,
    env: options.env,
    cacheDir: options.cacheDir,
    replay: options.replay,
    wrapClient: (client) => rateLimitedClient(client, options.limiter),
    tolerateUnsupportedFeedback: true,
    control: options.control,
    byConstruction: options.byConstruction,
    goalHints: options.goalHints,
    examples: options.examples,
    llmTimeoutMs: options.llmTimeoutMs,
    warn: options.warn,
  });
  return {
    planners,
    llmAllocators: llmAllocatorSource(planners, options.env, options),
    llmUser: options.llmUser ? llmUserSource(planners, options.env, { userModel: options.llmUser.model, replay: options.replay }) : undefined,
  };
}

/** The LLM allocator of one episode, or null when there is none (n/a in the tables). */
export type LlmAllocatorSource = (model: string, recorder: LlmRecorder, stream?: string) => Promise<Allocator | null>;

/**
 * Where each episode's LLM allocator comes from: the episode's planner model when the planner is
 * an LLM; with the offline planner, `allocatorModel` (`--allocator-model`), asked live or, with
 * `replay`, replayed; without it the offline planner's episodes have no LLM allocator.
 * @throws EnvironmentError when `allocatorModel` would have to be asked live and no endpoint is configured
 */
export function llmAllocatorSource(planners: PlannerSource, env: LlmEnv, options: { allocatorModel?: string | undefined; replay?: ReplayOrigin | undefined }): LlmAllocatorSource {
  const allocate = planners.templates.allocate;
  const config = llmConfigFromEnv(env);
  const hasEndpoint = config.apiKey !== undefined || config.baseURL !== undefined;
  return async (model, recorder, stream) => {
    if (planners.kind !== 'offline') return llmAllocator(await planners.client({ model, recorder, stream, replay: planners.kind === 'replay' }), allocate);
    if (options.allocatorModel === undefined) return null;
    const replay = options.replay !== undefined;
    if (!replay && !hasEndpoint) throw new EnvironmentError('--allocator-model needs OPENAI_API_KEY or OPENAI_BASE_URL (or --replay DIR)');
    return llmAllocator(await planners.client({ model: options.allocatorModel, recorder, stream, replay }), allocate);
  };
}

/**
 * The LLM user's clients (`--user llm`). Its model is `userModel` (`--user-model`), else the
 * episode's planner model, else (offline planner) the configured model. It is replayed when the
 * planner is (`--planner replay`) or, with the offline planner, when `--replay` is given; otherwise
 * it asks the endpoint live, like the planner, through the same limiter and cache.
 * @throws EnvironmentError when it would have to ask live and no endpoint is configured
 */
export function llmUserSource(planners: PlannerSource, env: LlmEnv, options: { userModel?: string | undefined; replay?: ReplayOrigin | undefined }): LlmUserSource {
  const config = llmConfigFromEnv(env);
  const replay = planners.kind === 'replay' || (planners.kind === 'offline' && options.replay !== undefined);
  if (replay && (options.replay === undefined || options.replay.path === '')) throw new InputError('--user llm with --planner replay needs --replay <cache directory or run directory>');
  if (!replay && config.apiKey === undefined && config.baseURL === undefined) {
    throw new EnvironmentError('--user llm needs an LLM to play the user: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local server), or replay recorded calls with --replay DIR');
  }
  const modelFor = (plannerModel: string) => options.userModel ?? (planners.kind === 'offline' ? config.model : plannerModel);
  return {
    template: planners.templates['simulated-user'],
    modelFor,
    client: (plannerModel, recorder, stream) => planners.client({ model: modelFor(plannerModel), recorder, stream, replay }),
  };
}
