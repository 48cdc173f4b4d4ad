/**
 * How long to wait before retrying a failed request: the server's `retry-after-ms` /
 * `retry-after` when it sends one, else exponential backoff. Deterministic (no jitter): one
 * planner talks to one endpoint, so there is no herd of clients to spread out.
 */

/** Backoff settings; tests pass a tiny base delay to stay fast. */
export interface BackoffPolicy {
  /** Delay before the first retry; doubled for each further retry. */
  baseDelayMs: number;
  /** Upper bound of the exponential delay. */
  maxDelayMs: number;
  /** Upper bound for a server-requested delay (a longer request is clamped to it). */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

/**
 * Delay before retry number `retry` (1 for the first retry).
 * @param headers the failed response's headers, when there was a response
 * @param nowMs the current time, to interpret an HTTP-date `retry-after`
 */
export function retryDelayMs(retry: number, headers: Headers | undefined, policy: BackoffPolicy, nowMs = Date.now()): number {
  const requested = serverRequestedDelayMs(headers, nowMs);
  if (requested !== undefined) return Math.min(requested, policy.maxRetryAfterMs);
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/** The delay the server asked for, in ms, or undefined when it asked for none (or nonsense). */
export function serverRequestedDelayMs(headers: Headers | undefined, nowMs: number): number | undefined {
  if (headers === undefined) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null) {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Waits `ms` milliseconds (the default sleep of the client; tests inject their own). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
