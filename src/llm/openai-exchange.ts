/**
 * One chat request to an OpenAI-compatible endpoint, with our own retry loop (retry.ts; the SDK's
 * retries are off so that every attempt is counted, backoff is injectable, and bad 200 replies —
 * empty, cut off, garbage — are retried like server errors).
 */
import OpenAI from 'openai';
import type { BackoffPolicy } from './backoff.js';
import { classifyThrown, interpretCompletion, type AttemptFailure, type RawUsage } from './classify-failure.js';
import { failureError, seconds } from './failure-error.js';
import { describeEndpoint, redactSecret } from './redact.js';
import { acceptsStringLengths, withoutStringLengths } from './response-format.js';
import { withRetries, type AttemptOutcome } from './retry.js';
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
  const stringLengths = acceptsStringLengths(options.baseURL);

  return async (stage, request) => {
    const outcome = await withRetries(() => attemptOnce(request), {
      ...options,
      onRetry: (attempt, allowed, failure, delayMs) =>
        options.onRetry?.(redactSecret(`LLM call for stage '${stage}': attempt ${attempt} of ${allowed} ${retryReason(failure, options.timeoutMs)}; retrying in ${seconds(delayMs)}`, options.apiKey)),
    });
    if (outcome.ok) {
      const { text, finishReason, usage } = outcome.value;
      return { text, finishReason, usage: toUsage(usage, request, text), attempts: outcome.attempts };
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

  async function attemptOnce(request: LlmRequest): Promise<AttemptOutcome<{ text: string; finishReason: string | null; usage: RawUsage | undefined }>> {
    // Our own deadline over the whole attempt, body included: aborting cancels the body read.
    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, options.timeoutMs);
    let body: unknown;
    try {
      body = await sdk.chat.completions.create(toSdkBody(request, stringLengths), { signal: deadline.signal });
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

function toSdkBody(request: LlmRequest, stringLengths: boolean): OpenAI.ChatCompletionCreateParamsNonStreaming {
  const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
  };
  if (request.responseFormat !== null) body.response_format = stringLengths ? request.responseFormat : withoutStringLengths(request.responseFormat);
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
