/**
 * The error a final failed attempt becomes, worded for the service that was asked (the LLM's
 * chat endpoint or the transcription endpoint): a refused key, a rejected request or an endpoint
 * that keeps failing is an EnvironmentError (exit 3); an unusable reply an LlmReplyError. The API
 * key never appears in a message.
 */
import { EnvironmentError } from '../errors.js';
import type { AttemptFailure } from './classify-failure.js';
import { LlmReplyError, LlmRequestRefusedError } from './errors.js';
import { redactSecret } from './redact.js';

/** What the messages say about the request that failed. */
export interface FailureWording {
  /** `LLM` or `transcription`: "the LLM endpoint ...". */
  service: string;
  /** The endpoint as shown (describeEndpoint). */
  endpoint: string;
  /** The stage an LlmReplyError names. */
  stage: string;
  /** Added after the endpoint where the request matters, e.g. ` for stage 'codegen'`; may be empty. */
  during: string;
  /** What a 4xx rejected: `the request for stage 'codegen'`. */
  rejected: string;
  /** Added after a rejection's HTTP status, e.g. `; does it serve ...?`; may be empty. */
  rejectedHint: string;
  /** Added to an unusable reply's detail, e.g. ` in request.wav`; may be empty. */
  replyContext: string;
  timeoutMs: number;
  /** Added to a timeout's message, e.g. which option sets the time; may be absent. */
  timeoutHint?: string;
  apiKey: string | undefined;
}

/** `2 s`, `0.15 s`: a duration in messages. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}

/** The error for `failure` after `attempts` attempts. */
export function failureError(failure: AttemptFailure, attempts: number, wording: FailureWording): Error {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  const clean = (text: string) => redactSecret(text, wording.apiKey);
  const at = `the ${wording.service} endpoint ${wording.endpoint}`;
  switch (failure.kind) {
    case 'auth':
      return new EnvironmentError(
        clean(`${at} refused the API key (HTTP ${failure.status}: ${failure.message}). Check OPENAI_API_KEY (and OPENAI_BASE_URL for a non-OpenAI server).`),
      );
    case 'rejected':
      // Not retried: the same request would be refused again (a weaker structured mode may not be).
      return new LlmRequestRefusedError(
        wording.stage,
        failure.status,
        clean(failure.message),
        clean(`${at} rejected ${wording.rejected} (HTTP ${failure.status}: ${failure.message})${wording.rejectedHint}`),
      );
    case 'http':
      return new EnvironmentError(clean(`${at} kept failing${wording.during} after ${tries} (HTTP ${failure.status}: ${failure.message})`));
    case 'timeout':
      return new EnvironmentError(clean(`${at} gave no complete reply within ${seconds(wording.timeoutMs)}${wording.during} (${tries})${wording.timeoutHint ?? ''}`));
    case 'connection':
      return new EnvironmentError(
        clean(`cannot reach ${at}${wording.during} after ${tries}: ${failure.message}. Is the server running and OPENAI_BASE_URL right?`),
      );
    case 'reply':
      return new LlmReplyError(wording.stage, failure.reason, clean(`${failure.message}${wording.replyContext} (${tries})`));
  }
}
