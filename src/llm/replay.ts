/**
 * The replay client: answers every request from recorded replies, with no network. The n-th
 * time a request is asked it gets the n-th recorded reply, so the same request sequence gets
 * the same replies as the recorded session. Asked more often than recorded, it repeats the
 * last recorded reply (a recording made by several clients, e.g. one per experiment task,
 * stores each request's first occurrence once).
 */
import { buildLlmClient, type CallFn } from './client-core.js';
import { DEFAULT_MODEL } from './config.js';
import { EndpointModes } from './endpoint-modes.js';
import { ReplayMissError } from './errors.js';
import { DEFAULT_SAMPLING, type Sampling } from './sampling.js';
import { openCacheSource, openTranscriptSource, type ReplaySource } from './replay-source.js';
import { requestKey } from './request-key.js';
import type { LlmClient, LlmRecorder } from './types.js';

export type ReplayClientOptions = (
  | { cacheDir: string; transcriptPath?: never; source?: never }
  /** A file of transcript lines (`llm-call` lines among others). */
  | { transcriptPath: string; cacheDir?: never; source?: never }
  /** Recorded replies already opened (a ReplayOrigin's, e.g. a session folder's transcript). */
  | { source: ReplaySource; cacheDir?: never; transcriptPath?: never }
) & {
  /** The model the requests are keyed with; default: the transcript's recorded model, else gpt-4o. */
  model?: string | undefined;
  /** Must match the recording's (default: the live client's defaults). */
  sampling?: Partial<Sampling>;
  /** Must match the recording's (default 2, as the live client's). */
  schemaRetries?: number;
  /** Receives every replayed call (the replayed session's own transcript). */
  recorder?: LlmRecorder | undefined;
  /** A cache stream to replay first (an experiment episode's own replies); the shared list otherwise. */
  stream?: string | undefined;
};

/** Creates a client that replays recorded replies. */
export async function createReplayClient(options: ReplayClientOptions): Promise<LlmClient> {
  const source = await openSource(options);
  const model = options.model ?? source.recordedModel ?? DEFAULT_MODEL;
  return buildLlmClient(
    {
      model,
      sampling: { ...DEFAULT_SAMPLING, ...options.sampling },
      schemaRetries: options.schemaRetries ?? 2,
      // The recording's mode is found as the live one was: a mode never recorded is a refusal.
      modes: new EndpointModes(source.description, model),
      refusalOf: (error) => (error instanceof ReplayMissError ? { status: null, message: error.message } : undefined),
      recorder: options.recorder,
    },
    createReplayCall(source, options.recorder),
  );
}

/** The call function of a replay client. */
export function createReplayCall(source: ReplaySource, recorder?: LlmRecorder): CallFn {
  const occurrences = new Map<string, number>();
  return async (stage, request) => {
    const key = requestKey(request);
    const recorded = await source.replies(key);
    const occurrence = occurrences.get(key) ?? 0;
    const found = recorded[Math.min(occurrence, recorded.length - 1)];
    if (found === undefined) {
      const lastUser = [...request.messages].reverse().find((message) => message.role === 'user');
      throw new ReplayMissError(stage, key, lastUser?.content ?? '', source.description);
    }
    occurrences.set(key, occurrence + 1);
    const record = { ...found, stage, cacheHit: true };
    await recorder?.record(record);
    return record;
  };
}

function openSource(options: ReplayClientOptions): Promise<ReplaySource> {
  if (options.cacheDir !== undefined) return Promise.resolve(openCacheSource(options.cacheDir, options.stream));
  if (options.transcriptPath !== undefined) return openTranscriptSource(options.transcriptPath);
  return Promise.resolve(options.source);
}
