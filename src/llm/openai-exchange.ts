/**
 * One chat request to an OpenAI-compatible endpoint, with our own retry loop (retry.ts; the SDK's
 * retries are off so that every attempt is counted, backoff is injectable, and bad 200 replies —
 * empty, garbage — are retried like server errors). Each attempt has a deadline that covers the
 * whole exchange, the reply's body included; every failed attempt is reported as it happens (a
 * progress line before each retry, a record of each one for the transcript).
 */
import OpenAI from 'openai';
import { Agent } from 'undici';
import type { BackoffPolicy } from './backoff.js';
import { boundedFetch } from './bounded-fetch.js';
import { classifyThrown, interpretCompletion, type AttemptFailure, type RawUsage } from './classify-failure.js';
import { failureError, seconds } from './failure-error.js';
import { describeEndpoint, redactSecret } from './redact.js';
import { withRetries, type AttemptOutcome } from './retry.js';
import { collectStream, type TokenProgress } from './stream-reply.js';
import { countMessageTokens, countTokens } from './token-count.js';
import type { LlmFailedAttempt, LlmRequest, ServerTimings, StructuredMode, TokenUsage } from './types.js';

/** A usable reply to one request. */
export interface ExchangeReply {
  text: string;
  finishReason: string | null;
  usage: TokenUsage;
  /** The server's own timings (llama.cpp), or null. */
  timings: ServerTimings | null;
  /** HTTP attempts it took. */
  attempts: number;
}

/** Sends one request (retrying as needed) and returns its reply. */
export type Exchange = (stage: string, request: LlmRequest, mode: StructuredMode | null) => Promise<ExchangeReply>;

export interface OpenAIExchangeOptions {
  apiKey: string;
  baseURL: string;
  /**
   * Per-attempt deadline, from sending the request to the last byte of the reply: a body that
   * stalls after its headers is cut off too (the SDK's own timeout stops at the headers).
   */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  backoff: BackoffPolicy;
  sleep: (ms: number) => Promise<void>;
  /** Told of each attempt that failed and will be retried (a progress line for the person). */
  onRetry?: ((message: string) => void) | undefined;
  /** Told of every failed attempt, retried or not (the transcript). */
  onAttemptFailed?: ((failure: LlmFailedAttempt) => void) | undefined;
  /**
   * Given: replies are streamed and each chunk is told as it arrives (a local model's progress on
   * the terminal). The reply is judged only once it is whole, as without streaming.
   */
  onTokens?: ((progress: TokenProgress) => void) | undefined;
}

/** Creates the live exchange over the `openai` SDK. */
export function createOpenAIExchange(options: OpenAIExchangeOptions): Exchange {
  // Node's fetch gives up on its own after 300 s without headers (a slow local model's normal
  // wait), and the SDK's timeout stops at the headers: both wait longer than our deadline.
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs + 1_000,
    // Every body read within a bound, the connection closed past it (bounded-fetch.ts).
    fetch: boundedFetch(),
    fetchOptions: { dispatcher: patientDispatcher(options.timeoutMs + 1_000) } as OpenAI['fetchOptions'],
  });
  const endpoint = describeEndpoint(options.baseURL);

  return async (stage, request, mode) => {
    const outcome = await withRetries(() => attemptOnce(stage, request), {
      ...options,
      onRetry: (attempt, allowed, failure, delayMs) =>
        options.onRetry?.(redactSecret(`LLM call for stage '${stage}': attempt ${attempt} of ${allowed} ${retryReason(failure, options.timeoutMs)}; retrying in ${seconds(delayMs)}`, options.apiKey)),
      onAttemptFailed: ({ failure, attempt, attemptsAllowed, elapsedMs, retryInMs }) =>
        options.onAttemptFailed?.({
          stage,
          attempt,
          attemptsAllowed,
          kind: failure.kind === 'reply' ? `reply-${failure.reason}` : failure.kind,
          status: 'status' in failure ? failure.status : null,
          message: redactSecret(failure.message, options.apiKey).slice(0, 500),
          elapsedMs,
          retryInMs,
          mode,
        }),
    });
    if (outcome.ok) {
      const { text, finishReason, usage, timings } = outcome.value;
      return { text, finishReason, usage: toUsage(usage, request, text), timings, attempts: outcome.attempts };
    }
    throw failureError(outcome.failure, outcome.attempts, {
      service: 'LLM',
      endpoint,
      stage,
      during: ` for stage '${stage}'`,
      rejected: `the request for stage '${stage}'`,
      rejectedHint: '',
      replyContext: '',
      timeoutMs: options.timeoutMs,
      timeoutHint: '; --llm-timeout or ITERAPLAN_LLM_TIMEOUT sets the time allowed per attempt',
      apiKey: options.apiKey,
    });
  };

  async function attemptOnce(stage: string, request: LlmRequest): Promise<AttemptOutcome<{ text: string; finishReason: string | null; usage: RawUsage | undefined; timings: ServerTimings | null }>> {
    // Our own deadline over the whole attempt, body included: aborting cancels the body read.
    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, options.timeoutMs);
    let body: unknown;
    try {
      const onTokens = options.onTokens;
      body =
        onTokens === undefined
          ? await sdk.chat.completions.create(toSdkBody(request), { signal: deadline.signal })
          : await collectStream(await sdk.chat.completions.create({ ...toSdkBody(request), stream: true, stream_options: { include_usage: true } }, { signal: deadline.signal }), stage, onTokens);
    } catch (error) {
      if (timedOut) return { ok: false, failure: { kind: 'timeout', message: 'no complete reply in time', retryable: true } };
      return { ok: false, failure: classifyThrown(error) };
    } finally {
      clearTimeout(timer);
    }
    const outcome = interpretCompletion(body);
    return outcome.ok ? { ok: true, value: outcome } : outcome;
  }
}

/** A connection pool whose header and body timeouts wait as long as our own deadline. */
function patientDispatcher(timeoutMs: number): Agent {
  return new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 1_000 });
}

/** What went wrong with an attempt, for the retry line. */
function retryReason(failure: AttemptFailure, timeoutMs: number): string {
  switch (failure.kind) {
    case 'timeout':
      return `got no complete reply within ${seconds(timeoutMs)}`;
    case 'http':
      return `failed (HTTP ${failure.status})`;
    default:
      return `failed (${failure.message.slice(0, 120)})`;
  }
}

/**
 * The request as sent. The response format is sent as the structured mode built it (string
 * lengths left out for a server that refuses them: mode json_schema_no_bounds); json_object with
 * a schema is llama-cpp-python's extension, which the SDK's types do not know.
 */
function toSdkBody(request: LlmRequest): OpenAI.ChatCompletionCreateParamsNonStreaming {
  const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
  };
  if (request.responseFormat !== null) body.response_format = request.responseFormat as OpenAI.ChatCompletionCreateParams['response_format'];
  if (request.temperature !== null) body.temperature = request.temperature;
  if (request.maxTokens !== null) body.max_tokens = request.maxTokens;
  if (request.seed !== null) body.seed = request.seed;
  // llama.cpp's extension; a server that does not know it refuses the request or ignores it.
  if (request.grammar !== null && request.grammar !== undefined) (body as unknown as Record<string, unknown>).grammar = request.grammar;
  return body;
}

function toUsage(raw: RawUsage | undefined, request: LlmRequest, text: string): TokenUsage {
  if (raw !== undefined) {
    return {
      promptTokens: raw.prompt_tokens,
      completionTokens: raw.completion_tokens,
      totalTokens: raw.total_tokens,
      estimated: false,
      cachedPromptTokens: raw.cached_tokens ?? null,
    };
  }
  const promptTokens = countMessageTokens(request.messages);
  const completionTokens = countTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true, cachedPromptTokens: null };
}
