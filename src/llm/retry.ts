/**
 * The retry loop every request to an endpoint shares (chat completions, transcriptions): an
 * attempt that fails in a retryable way is repeated after a backoff, up to `maxRetries` times.
 * Every failed attempt is reported as it happens (progress lines, the transcript).
 */
import { retryDelayMs, type BackoffPolicy } from './backoff.js';
import type { AttemptFailure } from './classify-failure.js';

/** How one attempt went. */
export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; failure: AttemptFailure };

/** A failed attempt as it is reported. */
export interface FailedAttemptReport {
  failure: AttemptFailure;
  /** 1-based. */
  attempt: number;
  attemptsAllowed: number;
  elapsedMs: number;
  /** The wait before the next attempt, or null when there is none. */
  retryInMs: number | null;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  backoff: BackoffPolicy;
  sleep: (ms: number) => Promise<void>;
  /** Told before each retry: the attempt that failed, how many are allowed, why, and the wait. */
  onRetry?: ((attempt: number, attemptsAllowed: number, failure: AttemptFailure, delayMs: number) => void) | undefined;
  /** Told of every failed attempt, retried or not (the transcript). */
  onAttemptFailed?: ((report: FailedAttemptReport) => void) | undefined;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

/** Runs `attempt` until it succeeds, fails for good, or the retries are used up. */
export async function withRetries<T>(
  attempt: () => Promise<AttemptOutcome<T>>,
  policy: RetryPolicy,
): Promise<{ ok: true; value: T; attempts: number } | { ok: false; failure: AttemptFailure; attempts: number }> {
  const now = policy.now ?? (() => performance.now());
  for (let attempts = 1; ; attempts += 1) {
    const started = now();
    const outcome = await attempt();
    if (outcome.ok) return { ok: true, value: outcome.value, attempts };
    const { failure } = outcome;
    const retry = failure.retryable && attempts <= policy.maxRetries;
    const delay = retry ? retryDelayMs(attempts, failure.kind === 'http' ? failure.headers : undefined, policy.backoff) : null;
    policy.onAttemptFailed?.({ failure, attempt: attempts, attemptsAllowed: policy.maxRetries + 1, elapsedMs: Math.max(0, now() - started), retryInMs: delay });
    if (delay === null) return { ok: false, failure, attempts };
    policy.onRetry?.(attempts, policy.maxRetries + 1, failure, delay);
    await policy.sleep(delay);
  }
}
