/**
 * The LLM recorder of a session: every call, every failed attempt and the structured-output mode
 * go into the transcript as they happen (the person sees a retried attempt as a progress line,
 * written by the LLM layer's `warn`).
 */
import type { LlmFailedAttempt, LlmRecorder } from '../llm/index.js';
import type { SessionEventInput } from './events.js';

/** Records into `session`; `onAttemptFailed` also receives each failed attempt. */
export function sessionRecorder(session: { record(event: SessionEventInput): unknown }, onAttemptFailed?: (attempt: LlmFailedAttempt) => void): LlmRecorder {
  return {
    record: (call) => void session.record({ type: 'llm-call', call }),
    attemptFailed: (attempt) => {
      session.record({ type: 'llm-attempt-failed', attempt });
      onAttemptFailed?.(attempt);
    },
    structuredMode: (note) => void session.record({ type: 'llm-structured-mode', note }),
  };
}

/** One line about a failed attempt: `LLM codegen: attempt 1 of 4 failed after 120.0 s (timeout); retrying in 0.5 s`. */
export function describeFailedAttempt(attempt: LlmFailedAttempt): string {
  const status = attempt.status === null ? '' : ` HTTP ${attempt.status}`;
  const next = attempt.retryInMs === null ? 'giving up' : `retrying in ${(attempt.retryInMs / 1000).toFixed(1)} s`;
  return (
    `LLM ${attempt.stage}: attempt ${attempt.attempt} of ${attempt.attemptsAllowed} failed after ${(attempt.elapsedMs / 1000).toFixed(1)} s ` +
    `(${attempt.kind}${status}: ${attempt.message.split('\n')[0]!.slice(0, 120)}); ${next}`
  );
}
