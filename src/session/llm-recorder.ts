/**
 * The LLM recorder of a session: every call, every failed attempt and the structured-output mode
 * go into the transcript as they happen, and a failed attempt can also be shown as a progress
 * line (a slow local model should never leave the person staring at a silent terminal).
 */
import type { LlmFailedAttempt, LlmRecorder } from '../llm/index.js';
import type { Session } from './session.js';

/** Records into `session`; `onAttemptFailed` also receives each failed attempt (progress lines). */
export function sessionRecorder(session: Pick<Session, 'record'>, onAttemptFailed?: (attempt: LlmFailedAttempt) => void): LlmRecorder {
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
