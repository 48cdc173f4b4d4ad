/** The client a command plans with: replayed from a recording, or live on the configured endpoint. */
import { createLlmClient } from './client.js';
import { llmConfigFromEnv, type LlmEnv } from './config.js';
import { createReplayClient } from './replay.js';
import type { ReplayOrigin } from './replay-source.js';
import type { Sampling } from './sampling.js';
import type { TokenProgress } from './stream-reply.js';
import type { LlmClient, LlmRecorder, StructuredMode } from './types.js';

/** How requests are made: sampling and the structured-output mode (`--temperature` ... flags). */
export interface LlmControl {
  sampling?: Partial<Sampling>;
  /** A structured-output mode to use instead of detecting it (live only). */
  structuredMode?: StructuredMode | undefined;
}

export interface OpenLlmClientOptions {
  /** Where recorded replies are replayed from (a session folder, a cache directory); absent: the live endpoint of `env`. */
  replay?: ReplayOrigin | undefined;
  env: LlmEnv;
  /** `--model`; default $ITERAPLAN_MODEL, else the recording's or gpt-4o. */
  model?: string | undefined;
  /** `--llm-timeout` in milliseconds; default $ITERAPLAN_LLM_TIMEOUT, else 120 s. */
  timeoutMs?: number | undefined;
  /** Where live replies are stored for a later replay; absent: not stored. */
  cacheDir?: string | undefined;
  /** Receives every call, live or replayed. */
  recorder: LlmRecorder;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after (an unwritable cache). */
  warn?: ((message: string) => void) | undefined;
  /** Given: live replies are streamed and told as they arrive (a local model's progress). */
  onTokens?: ((progress: TokenProgress) => void) | undefined;
  /** The cache stream stored to, and replayed from first (an experiment episode's own replies). */
  stream?: string | undefined;
  /** Sampling, deadline and structured-output mode of the requests. */
  control?: LlmControl | undefined;
}

export async function openLlmClient(options: OpenLlmClientOptions): Promise<LlmClient> {
  const { recorder, model } = options;
  const control = options.control ?? {};
  if (options.replay !== undefined) {
    return createReplayClient({ source: await options.replay.open(options.stream), model, recorder, stream: options.stream, sampling: control.sampling });
  }
  const config = llmConfigFromEnv(options.env, { model, timeoutMs: options.timeoutMs });
  return createLlmClient({
    ...config,
    recorder,
    cacheDir: options.cacheDir,
    cacheStream: options.stream,
    warn: options.warn,
    onTokens: options.onTokens,
    sampling: control.sampling,
    structuredMode: control.structuredMode,
  });
}
