/**
 * The live LLM client: an OpenAI-compatible endpoint through the `openai` package, with
 * retries, timeouts, usage/latency records, and record-to-cache.
 */
import { EnvironmentError } from '../errors.js';
import { DEFAULT_BACKOFF, sleep as realSleep, type BackoffPolicy } from './backoff.js';
import { openLlmCache } from './cache.js';
import { buildLlmClient } from './client-core.js';
import { DEFAULT_LLM_TIMEOUT_SECONDS, DEFAULT_MODEL } from './config.js';
import { endpointModes } from './endpoint-modes.js';
import { LlmRequestRefusedError } from './errors.js';
import { createOpenAIExchange } from './openai-exchange.js';
import { describeEndpoint } from './redact.js';
import type { TokenProgress } from './stream-reply.js';
import { createRecordingCall } from './recording-call.js';
import { DEFAULT_SAMPLING, type Sampling } from './sampling.js';
import type { LlmClient, LlmRecorder, StructuredMode } from './types.js';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
// Local servers (Ollama, vLLM, llama.cpp) ignore the key, but the SDK insists on one.
const PLACEHOLDER_KEY = 'no-key-needed';

export interface LlmClientOptions {
  /** OPENAI_API_KEY; may be omitted when `baseURL` points at a server that needs none. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL; default OpenAI's own endpoint. */
  baseURL?: string | undefined;
  /** Default gpt-4o. */
  model?: string | undefined;
  /** Per-attempt deadline, the whole reply included (default 120 s; --llm-timeout, ITERAPLAN_LLM_TIMEOUT). */
  timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx, connection errors and unusable replies (default 3). */
  maxRetries?: number;
  /** Schema-failure retries of a structured call (default 2). */
  schemaRetries?: number;
  /** Temperature, seed and token limits per stage (default: the endpoint's temperature, no seed, DEFAULT_MAX_TOKENS). */
  sampling?: Partial<Sampling>;
  /** A structured-output mode to use instead of detecting it (`--structured-output`). */
  structuredMode?: StructuredMode | undefined;
  /** Receives a record of every call (the session transcript). */
  recorder?: LlmRecorder | undefined;
  /** Where to store every reply for replay (`--cache`); omitted: not stored. */
  cacheDir?: string | undefined;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after (an unwritable cache). */
  warn?: ((message: string) => void) | undefined;
  /** Given: replies are streamed and told chunk by chunk as they arrive (see stream-reply.ts). */
  onTokens?: ((progress: TokenProgress) => void) | undefined;
  /** The cache stream of this client's replies (see cache.ts); omitted: the shared list. */
  cacheStream?: string | undefined;
  /** Backoff between retries (tests make it tiny). */
  backoff?: Partial<BackoffPolicy>;
  /** How to wait between retries (tests observe the delays through it). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Creates the live client.
 * @throws EnvironmentError when neither an API key nor a base URL is given
 * @throws RangeError for a negative or fractional retry count or a non-positive timeout
 */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  if (options.apiKey === undefined && options.baseURL === undefined) {
    throw new EnvironmentError(
      'no LLM endpoint configured: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server), ' +
        'or use --planner offline',
    );
  }
  const maxRetries = count('maxRetries', options.maxRetries ?? 3);
  const schemaRetries = count('schemaRetries', options.schemaRetries ?? 2);
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_SECONDS * 1000;
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${timeoutMs}`);
  const baseURL = options.baseURL ?? OPENAI_BASE_URL;
  const model = options.model ?? DEFAULT_MODEL;

  const exchange = createOpenAIExchange({
    apiKey: options.apiKey ?? PLACEHOLDER_KEY,
    baseURL,
    timeoutMs,
    maxRetries,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    sleep: options.sleep ?? realSleep,
    onRetry: options.warn,
    onAttemptFailed: (failure) => options.recorder?.attemptFailed?.(failure),
    onTokens: options.onTokens,
  });
  const call = createRecordingCall(exchange, {
    recorder: options.recorder,
    cache: options.cacheDir === undefined ? undefined : openLlmCache(options.cacheDir),
    warn: options.warn,
    cacheStream: options.cacheStream,
  });
  return buildLlmClient(
    {
      model,
      sampling: { ...DEFAULT_SAMPLING, ...options.sampling },
      schemaRetries,
      modes: endpointModes(describeEndpoint(baseURL), model, options.structuredMode),
      refusalOf: (error) => (isModeRefusal(error) ? { status: error.status, message: error.serverMessage } : undefined),
      recorder: options.recorder,
    },
    call,
  );
}

/** Statuses with which servers refuse a response format they do not know (llama-cpp-python: 500). */
const MODE_REFUSAL_STATUS = new Set([400, 415, 422, 500, 501]);

function isModeRefusal(error: unknown): error is LlmRequestRefusedError {
  return error instanceof LlmRequestRefusedError && MODE_REFUSAL_STATUS.has(error.status);
}

function count(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  return value;
}
