/**
 * Sorts what can go wrong with one HTTP attempt into: worth retrying, or final. Works on the
 * `openai` SDK's error classes and on the completion body it returns.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { ReplyBodyError } from './bounded-fetch.js';
import type { LlmReplyFailure } from './errors.js';
import type { ServerTimings } from './types.js';

/** One failed attempt. */
export type AttemptFailure =
  /** 429, 408, 409 or 5xx: the server may recover. */
  | { kind: 'http'; status: number; message: string; headers: Headers | undefined; retryable: true }
  /** 401/403: the key is wrong or lacks access; retrying will not help. */
  | { kind: 'auth'; status: number; message: string; retryable: false }
  /**
   * Any other 4xx, or a 5xx whose message names the request (llama-cpp-python answers 500 to a
   * response format it does not know): the endpoint refused this request; the same one again
   * would be refused again.
   */
  | { kind: 'rejected'; status: number; message: string; retryable: false }
  | { kind: 'timeout'; message: string; retryable: true }
  | { kind: 'connection'; message: string; retryable: true }
  /** The endpoint answered but the reply is unusable. Refusals are not retried. */
  | { kind: 'reply'; reason: LlmReplyFailure; message: string; retryable: boolean };

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/** Classifies an error thrown by the SDK for one attempt; rethrows a caller's abort. */
export function classifyThrown(error: unknown): AttemptFailure {
  if (error instanceof APIUserAbortError) throw error;
  // Our bound on the body (bounded-fetch.ts), however the SDK wrapped it.
  const body = findBodyError(error);
  if (body?.reason === 'cut') return { kind: 'connection', message: body.message, retryable: true };
  if (body !== undefined) {
    // Too large: the same request would bring the same flood again. Too deep: a bad reply, retried.
    return body.reason === 'oversized'
      ? { kind: 'reply', reason: 'oversized', message: body.message, retryable: false }
      : { kind: 'reply', reason: 'garbage', message: body.message, retryable: true };
  }
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout', message: 'request timed out', retryable: true };
  if (error instanceof APIConnectionError) return { kind: 'connection', message: connectionReason(error), retryable: true };
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const message = serverMessage(error);
    if (status === 401 || status === 403) return { kind: 'auth', status, message, retryable: false };
    if (status >= 500 && status !== 503 && namesTheRequest(message)) return { kind: 'rejected', status, message, retryable: false };
    if (RETRYABLE_STATUS.has(status) || status >= 500) {
      return { kind: 'http', status, message, headers: error.headers, retryable: true };
    }
    return { kind: 'rejected', status, message, retryable: false };
  }
  if (error instanceof SyntaxError) {
    return { kind: 'reply', reason: 'garbage', message: `the reply body is not valid JSON (${error.message})`, retryable: true };
  }
  // The body stream broke after the headers arrived (connection reset mid-reply).
  return { kind: 'connection', message: `connection lost while reading the reply (${describe(error)})`, retryable: true };
}

/**
 * Words of a server error about the request's shape rather than the server's health: a field
 * name of the request, or a validation complaint (FastAPI and pydantic, as llama-cpp-python uses).
 */
const REQUEST_WORDS = /response_format|json_schema|json_object|grammar|max_tokens|\bseed\b|not supported|unsupported|validation error|literal_error|invalid value|input should be/i;

/** True when a 5xx message is about the request, not the server: retrying cannot help. */
export function namesTheRequest(message: string): boolean {
  return REQUEST_WORDS.test(message);
}

/** What a completion body turned out to be. */
export type CompletionOutcome =
  | { ok: true; text: string; finishReason: string | null; usage: RawUsage | undefined; timings: ServerTimings | null }
  | { ok: false; failure: AttemptFailure };

/** Usage numbers as the endpoint reports them. */
export interface RawUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** Prompt tokens served from the server's prompt cache, where it says (see `cachedTokensOf`). */
  cached_tokens?: number;
}

/** Checks that a chat-completion body holds one usable message. */
export function interpretCompletion(body: unknown): CompletionOutcome {
  if (body === null || typeof body !== 'object' || !Array.isArray((body as { choices?: unknown }).choices)) {
    const preview = typeof body === 'string' ? body.slice(0, 80) : previewOf(body);
    return replyFailure('garbage', `the reply is not a chat completion: ${JSON.stringify(preview ?? '')}`, true);
  }
  const { choices, usage } = body as { choices: unknown[]; usage?: unknown };
  const choice = choices[0] as { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown } | undefined;
  if (choice === undefined) return replyFailure('empty', 'the completion has no choices', true);
  const refusal = choice.message?.refusal;
  if (typeof refusal === 'string' && refusal !== '') {
    return replyFailure('refusal', `the model refused: ${refusal.slice(0, 200)}`, false);
  }
  const finishReason = typeof choice.finish_reason === 'string' ? choice.finish_reason : null;
  const content = choice.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    // Cut off before any content: the token limit is too small, and stays so on a retry.
    if (finishReason === 'length') return replyFailure('truncated', 'the reply was cut off at the token limit before any content (finish_reason "length")', false);
    return replyFailure('empty', 'the reply message has no content', true);
  }
  // A reply cut off at its token limit is still a reply (it was paid for): the caller judges it,
  // and tells the model it was too long. Sending the same request again would only repeat it.
  const cached = cachedTokensOf(body);
  return { ok: true, text: content, finishReason, usage: isRawUsage(usage) ? { ...usage, ...(cached === undefined ? {} : { cached_tokens: cached }) } : undefined, timings: timingsOf(body) };
}

/** llama.cpp's `timings` of a reply, or null when the body has none (another server). */
export function timingsOf(body: unknown): ServerTimings | null {
  const t = (body as { timings?: Record<string, unknown> }).timings;
  if (t === null || typeof t !== 'object') return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const cached = n(t.cache_n);
  const evaluated = n(t.prompt_n);
  const generated = n(t.predicted_n);
  if (cached === undefined || evaluated === undefined || generated === undefined) return null;
  return {
    cachedTokens: Math.round(cached),
    evaluatedTokens: Math.round(evaluated),
    promptMs: n(t.prompt_ms) ?? 0,
    generatedTokens: Math.round(generated),
    generationMs: n(t.predicted_ms) ?? 0,
    draftTokens: n(t.draft_n) === undefined ? null : Math.round(n(t.draft_n)!),
    draftAccepted: n(t.draft_n_accepted) === undefined ? null : Math.round(n(t.draft_n_accepted)!),
  };
}

/**
 * The prompt tokens a server reused from its prompt cache: llama.cpp's server reports them as
 * `timings.cache_n` (beside `prompt_n`, the tokens it evaluated), OpenAI and some others as
 * `usage.prompt_tokens_details.cached_tokens`. Undefined when the body says neither.
 */
export function cachedTokensOf(body: unknown): number | undefined {
  const b = body as { timings?: { cache_n?: unknown }; usage?: { prompt_tokens_details?: { cached_tokens?: unknown } } };
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
  return count(b.timings?.cache_n) ?? count(b.usage?.prompt_tokens_details?.cached_tokens);
}

/** The start of a body's JSON, for a message; a value too deep to print is said so (bounded-fetch.ts refuses such bodies first). */
function previewOf(body: unknown): string | undefined {
  try {
    return JSON.stringify(body)?.slice(0, 80);
  } catch {
    return '(a value that cannot be printed)';
  }
}

function replyFailure(reason: LlmReplyFailure, message: string, retryable: boolean): CompletionOutcome {
  return { ok: false, failure: { kind: 'reply', reason, message, retryable } };
}

function isRawUsage(value: unknown): value is RawUsage {
  if (value === null || typeof value !== 'object') return false;
  const usage = value as Record<string, unknown>;
  return ['prompt_tokens', 'completion_tokens', 'total_tokens'].every(
    (field) => typeof usage[field] === 'number' && Number.isInteger(usage[field]) && (usage[field] as number) >= 0,
  );
}

function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : error.message;
  return text.slice(0, 500);
}

function connectionReason(error: APIConnectionError): string {
  const code = findCode(error.cause);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND') return 'host not found';
  if (code !== undefined) return `connection failed (${code})`;
  return `connection failed (${error.message})`;
}

/** The ReplyBodyError in an error's cause chain, if any. */
function findBodyError(error: unknown, depth = 0): ReplyBodyError | undefined {
  if (error instanceof ReplyBodyError) return error;
  if (depth > 5 || error === null || typeof error !== 'object') return undefined;
  return findBodyError((error as { cause?: unknown }).cause, depth + 1);
}

/** Finds a Node system error code (ECONNREFUSED...) in an error's cause chain. */
function findCode(error: unknown, depth = 0): string | undefined {
  if (depth > 5 || error === null || typeof error !== 'object') return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = findCode(inner, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return findCode((error as { cause?: unknown }).cause, depth + 1);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
