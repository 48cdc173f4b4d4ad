/**
 * One request to an OpenAI-compatible endpoint, with our own retry loop (the SDK's retries are
 * off so that every attempt is counted, backoff is injectable, and bad 200 replies — empty,
 * cut off, garbage — are retried like server errors).
 */
import OpenAI from 'openai';
import { EnvironmentError } from '../errors.js';
import { retryDelayMs, type BackoffPolicy } from './backoff.js';
import {
  classifyThrown,
  interpretCompletion,
  type AttemptFailure,
  type CompletionOutcome,
  type RawUsage,
} from './classify-failure.js';
import { LlmReplyError } from './errors.js';
import { describeEndpoint, redactSecret } from './redact.js';
import { countMessageTokens, countTokens } from './token-count.js';
import type { LlmRequest, TokenUsage } from './types.js';

/** A usable reply to one request. */
export interface ExchangeReply {
  text: string;
  finishReason: string | null;
  usage: TokenUsage;
  /** HTTP attempts it took. */
  attempts: number;
}

/** Sends one request (retrying as needed) and returns its reply. */
export type Exchange = (stage: string, request: LlmRequest) => Promise<ExchangeReply>;

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
}

/** Creates the live exchange over the `openai` SDK. */
export function createOpenAIExchange(options: OpenAIExchangeOptions): Exchange {
  const sdk = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: options.timeoutMs });
  const endpoint = describeEndpoint(options.baseURL);

  return async (stage, request) => {
    const attemptsAllowed = options.maxRetries + 1;
    for (let attempt = 1; ; attempt += 1) {
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
      if (!failure.retryable || attempt >= attemptsAllowed) return fail(stage, failure, attempt);
      const delay = retryDelayMs(attempt, failure.kind === 'http' ? failure.headers : undefined, options.backoff);
      options.onRetry?.(
        redactSecret(`LLM call for stage '${stage}': attempt ${attempt} of ${attemptsAllowed} ${attemptProblem(failure, options.timeoutMs)}; retrying in ${seconds(delay)}`, options.apiKey),
      );
      await options.sleep(delay);
    }
  };

  async function attemptOnce(request: LlmRequest): Promise<CompletionOutcome> {
    // Our own deadline over the whole attempt, body included: aborting cancels the body read.
    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, options.timeoutMs);
    let body: unknown;
    try {
      body = await sdk.chat.completions.create(toSdkBody(request), { signal: deadline.signal });
    } catch (error) {
      if (timedOut) return { ok: false, failure: { kind: 'timeout', message: 'no complete reply in time', retryable: true } };
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
        throw new EnvironmentError(
          clean(`the LLM endpoint ${endpoint} rejected the request for stage '${stage}' (HTTP ${failure.status}: ${failure.message})`),
        );
      case 'http':
        throw new EnvironmentError(
          clean(`the LLM endpoint ${endpoint} kept failing for stage '${stage}' after ${tries} (HTTP ${failure.status}: ${failure.message})`),
        );
      case 'timeout':
        throw new EnvironmentError(
          clean(`the LLM endpoint ${endpoint} gave no complete reply within ${seconds(options.timeoutMs)} for stage '${stage}' (${tries}); --llm-timeout or ITERAPLAN_LLM_TIMEOUT sets the time allowed per attempt`),
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

/** What went wrong with an attempt, for the retry line. */
function attemptProblem(failure: AttemptFailure, timeoutMs: number): string {
  switch (failure.kind) {
    case 'timeout':
      return `got no complete reply within ${seconds(timeoutMs)}`;
    case 'http':
      return `failed (HTTP ${failure.status})`;
    case 'connection':
      return `failed (${failure.message})`;
    default:
      return `failed (${failure.message.slice(0, 120)})`;
  }
}

/** `2 s`, `0.5 s`. */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}

function toSdkBody(request: LlmRequest): OpenAI.ChatCompletionCreateParamsNonStreaming {
  const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
  };
  if (request.responseFormat !== null) body.response_format = request.responseFormat;
  if (request.temperature !== null) body.temperature = request.temperature;
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
