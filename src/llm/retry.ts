/**
 * The retry loop every request to an endpoint shares (chat completions, transcriptions): an
 * attempt that fails in a retryable way is repeated after a backoff, up to `maxRetries` times.
 */
import { retryDelayMs, type BackoffPolicy } from './backoff.js';
import type { AttemptFailure } from './classify-failure.js';

/** How one attempt went. */
export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; failure: AttemptFailure };

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  backoff: BackoffPolicy;
  sleep: (ms: number) => Promise<void>;
  /** Told before each retry: the attempt that failed, how many are allowed, why, and the wait. */
  onRetry?: ((attempt: number, attemptsAllowed: number, failure: AttemptFailure, delayMs: number) => void) | undefined;
}

/** Runs `attempt` until it succeeds, fails for good, or the retries are used up. */
export async function withRetries<T>(
  attempt: () => Promise<AttemptOutcome<T>>,
  policy: RetryPolicy,
): Promise<{ ok: true; value: T; attempts: number } | { ok: false; failure: AttemptFailure; attempts: number }> {
  for (let attempts = 1; ; attempts += 1) {
    const outcome = await attempt();
    if (outcome.ok) return { ok: true, value: outcome.value, attempts };
    const { failure } = outcome;
    if (!failure.retryable || attempts > policy.maxRetries) return { ok: false, failure, attempts };
    const delay = retryDelayMs(attempts, failure.kind === 'http' ? failure.headers : undefined, policy.backoff);
    policy.onRetry?.(attempts, policy.maxRetries + 1, failure, delay);
    await policy.sleep(delay);
  }
}
