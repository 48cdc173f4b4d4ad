/**
 * Errors of the LLM layer. Authentication and connection failures are the shared
 * `EnvironmentError` (exit 3); these are the ones specific to LLM replies and replay.
 */
import { EnvironmentError, ExitCode, IteraPlanError } from '../errors.js';

/** Why a reply could not be used. */
export type LlmReplyFailure =
  /** The completion had no choices or no content. */
  | 'empty'
  /** The model stopped at its token limit (finish_reason "length"). */
  | 'truncated'
  /** The HTTP body was not a chat completion (invalid JSON, HTML, cut connection). */
  | 'garbage'
  /** The model refused to answer (message.refusal). */
  | 'refusal'
  /** The reply never matched the requested JSON schema. */
  | 'schema'
  /** A text reply never passed the caller's check (e.g. code that calls no skill). */
  | 'unusable'
  /** The reply was larger than LIMITS.llmReplyBytes; it was not kept anywhere. */
  | 'oversized';

/**
 * The endpoint answered, but never with a usable reply, after all retries. Exit 3: the model
 * or endpoint is at fault, not the user's input or the plan.
 */
export class LlmReplyError extends IteraPlanError {
  readonly reason: LlmReplyFailure;
  readonly stage: string;
  constructor(stage: string, reason: LlmReplyFailure, detail: string, options?: { cause?: unknown }) {
    super(`LLM call for stage '${stage}' gave no usable reply (${reason}): ${detail}`, ExitCode.environment, options);
    this.stage = stage;
    this.reason = reason;
  }
}

/**
 * A replayed session asked for a request that was never recorded. Exit 2: the replay source
 * does not match the command (other scene, instruction, model or prompts).
 */
export class ReplayMissError extends IteraPlanError {
  readonly stage: string;
  readonly key: string;
  constructor(stage: string, key: string, lastUserMessage: string, source: string) {
    // The planning prompts share their beginning (the room): what tells one request from another
    // is its request line and its end.
    const request = /^Request: .*$/m.exec(lastUserMessage)?.[0];
    super(
      `replay miss for stage '${stage}': no recorded reply in ${source} for the request ` +
        `(key ${key.slice(0, 12)}) whose last user message ${request === undefined ? '' : `holds ${JSON.stringify(request.slice(0, 200))} and `}ends: ${JSON.stringify(lastUserMessage.slice(-160))}`,
      ExitCode.badInput,
    );
    this.stage = stage;
    this.key = key;
  }
}

/**
 * The endpoint refused the request itself (a 4xx other than auth and rate limits, or a 5xx that
 * names the request or repeats word for word): retrying the same request cannot help, but a
 * request of another shape may (a weaker structured-output mode). Exit 3.
 */
export class LlmRequestRefusedError extends EnvironmentError {
  readonly stage: string;
  readonly status: number;
  /** The server's own message. */
  readonly serverMessage: string;
  constructor(stage: string, status: number, serverMessage: string, message: string) {
    super(message);
    this.stage = stage;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
