/**
 * One request to an OpenAI-compatible endpoint, with our own retry loop (the SDK's retries are
 * off so that every attempt is counted, backoff is injectable, and bad 200 replies — empty,
 * garbage — are retried like server errors). Each attempt has a deadline that covers the whole
 * exchange, the reply's body included; every failed attempt is reported as it happens.
 */
import OpenAI from 'openai';
import { Agent } from 'undici';
import { EnvironmentError } from '../errors.js';
import { retryDelayMs, type BackoffPolicy } from './backoff.js';
import {
  classifyThrown,
  interpretCompletion,
  type AttemptFailure,
  type CompletionOutcome,
  type RawUsage,
} from './classify-failure.js';
import { LlmReplyError, LlmRequestRefusedError } from './errors.js';
import { describeEndpoint, redactSecret } from './redact.js';
import { countMessageTokens, countTokens } from './token-count.js';
import type { LlmFailedAttempt, LlmRequest, StructuredMode, TokenUsage } from './types.js';

/** A usable reply to one request. */
export interface ExchangeReply {
  text: string;
  finishReason: string | null;
  usage: TokenUsage;
  /** HTTP attempts it took. */
  attempts: number;
}

/** Sends one request (retrying as needed) and returns its reply. */
export type Exchange = (stage: string, request: LlmRequest, mode: StructuredMode | null) => Promise<ExchangeReply>;

export interface OpenAIExchangeOptions {
  apiKey: string;
  baseURL: string;
  /** Per-attempt deadline: from sending the request to the last byte of the reply. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  backoff: BackoffPolicy;
  sleep: (ms: number) => Promise<void>;
  /** Told of every failed attempt (progress line, transcript). */
  onAttemptFailed?: ((failure: LlmFailedAttempt) => void) | undefined;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

/** Creates the live exchange over the `openai` SDK. */
export function createOpenAIExchange(options: OpenAIExchangeOptions): Exchange {
  // Our deadline (an abort signal) covers the whole exchange, body included. Node's fetch would
  // otherwise give up on its own after 300 s without headers (a slow local model's normal wait),
  // and the SDK's timeout stops at the headers: both are set beyond ours.
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs + 1_000,
    fetchOptions: { dispatcher: patientDispatcher(options.timeoutMs + 1_000) } as OpenAI['fetchOptions'],
  });
  const endpoint = describeEndpoint(options.baseURL);
  const now = options.now ?? (() => performance.now());

  return async (stage, request, mode) => {
    const attemptsAllowed = options.maxRetries + 1;
    for (let attempt = 1; ; attempt += 1) {
      const started = now();
      const outcome = await attemptOnce(request);
      if (outcome.ok) {
        return {
          text: outcome.text,
          finishReason: outcome.finishReason,
          usage: toUsage(outcome.usage, request, outcome.text),
          attempts: attempt,
        };
      }
      const failure = outcome.failure;
      const retry = failure.retryable && attempt < attemptsAllowed;
      const delay = retry ? retryDelayMs(attempt, failure.kind === 'http' ? failure.headers : undefined, options.backoff) : null;
      options.onAttemptFailed?.({
        stage,
        attempt,
        attemptsAllowed,
        kind: failure.kind === 'reply' ? `reply-${failure.reason}` : failure.kind,
        status: 'status' in failure ? failure.status : null,
        message: redactSecret(failure.message, options.apiKey).slice(0, 500),
        elapsedMs: Math.max(0, now() - started),
        retryInMs: delay,
        mode,
      });
      if (delay === null) return fail(stage, failure, attempt);
      await options.sleep(delay);
    }
  };

  async function attemptOnce(request: LlmRequest): Promise<CompletionOutcome> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
    let body: unknown;
    try {
      body = await sdk.chat.completions.create(toSdkBody(request), { signal: deadline.signal });
    } catch (error) {
      if (deadline.signal.aborted) return { ok: false, failure: { kind: 'timeout', message: `no complete reply within ${options.timeoutMs} ms`, retryable: true } };
      return { ok: false, failure: classifyThrown(error) };
    } finally {
      clearTimeout(timer);
    }
    return interpretCompletion(body);
  }

  function fail(stage: string, failure: AttemptFailure, attempts: number): never {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    const clean = (text: string) => redactSecret(text, options.apiKey);
    switch (failure.kind) {
      case 'auth':
        throw new EnvironmentError(
          clean(
            `the LLM endpoint ${endpoint} refused the API key (HTTP ${failure.status}: ${failure.message}). ` +
              'Check OPENAI_API_KEY (and OPENAI_BASE_URL for a non-OpenAI server).',
          ),
        );
      case 'rejected':
        throw new LlmRequestRefusedError(
          stage,
          failure.status,
          clean(failure.message),
          clean(`the LLM endpoint ${endpoint} rejected the request for stage '${stage}' (HTTP ${failure.status}: ${failure.message})`),
        );
      case 'http':
        throw new EnvironmentError(
          clean(`the LLM endpoint ${endpoint} kept failing for stage '${stage}' after ${tries} (HTTP ${failure.status}: ${failure.message})`),
        );
      case 'timeout':
        throw new EnvironmentError(
          clean(
            `the LLM endpoint ${endpoint} did not answer within ${options.timeoutMs} ms for stage '${stage}' (${tries}; ` +
              'the deadline covers the whole reply). A slow local model may need a longer --llm-timeout (or ITERAPLAN_LLM_TIMEOUT)',
          ),
        );
      case 'connection':
        throw new EnvironmentError(
          clean(
            `cannot reach the LLM endpoint ${endpoint} for stage '${stage}' after ${tries}: ${failure.message}. ` +
              'Is the server running and OPENAI_BASE_URL right?',
          ),
        );
      case 'reply':
        throw new LlmReplyError(stage, failure.reason, clean(`${failure.message} (${tries})`));
    }
  }
}

/** A connection pool whose header and body timeouts wait as long as our own deadline. */
function patientDispatcher(timeoutMs: number): Agent {
  return new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 1_000 });
}

function toSdkBody(request: LlmRequest): OpenAI.ChatCompletionCreateParamsNonStreaming {
  const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
  };
  // json_object with a schema is llama-cpp-python's extension, which the SDK's types do not know.
  if (request.responseFormat !== null) body.response_format = request.responseFormat as OpenAI.ChatCompletionCreateParams['response_format'];
  if (request.temperature !== null) body.temperature = request.temperature;
  if (request.maxTokens !== null) body.max_tokens = request.maxTokens;
  if (request.seed !== null) body.seed = request.seed;
  return body;
}

function toUsage(raw: RawUsage | undefined, request: LlmRequest, text: string): TokenUsage {
  if (raw !== undefined) {
    return {
      promptTokens: raw.prompt_tokens,
      completionTokens: raw.completion_tokens,
      totalTokens: raw.total_tokens,
      estimated: false,
    };
  }
  const promptTokens = countMessageTokens(request.messages);
  const completionTokens = countTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true };
}
