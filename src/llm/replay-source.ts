/**
 * Where a replay finds recorded replies: a list of recorded calls (a session's transcript, read
 * by the session reader above this layer), a file of `llm-call` lines, or a cache directory.
 * The LLM layer knows no session folder: what `--replay PATH` names is decided by the caller,
 * which hands over a ReplayOrigin (src/session/replay-origin.ts; docs/ARCHITECTURE.md).
 */
import { guardFs } from '../fs-errors.js';
import { readRegularFile } from '../regular-files.js';
import { InputError } from '../errors.js';
import { openLlmCache } from './cache.js';
import { parseLlmCallLines } from './transcript-line.js';
import type { LlmCallRecord } from './types.js';

/** Recorded replies, looked up by request key. */
export interface ReplaySource {
  /** For messages, e.g. `transcript runs/x/transcript.jsonl`. */
  readonly description: string;
  /** The model of the first recorded call, when the source knows it. */
  readonly recordedModel: string | undefined;
  /** Every recorded reply to the request with this key, in the order they were made. */
  replies(key: string): Promise<readonly LlmCallRecord[]>;
}

/**
 * What `--replay` names, opened once per client: `stream` is the cache stream replayed first (an
 * experiment episode's own replies), which only a cache has.
 */
export interface ReplayOrigin {
  /** The path as the person gave it, for messages. */
  readonly path: string;
  open(stream?: string): Promise<ReplaySource>;
}

/** Recorded calls as a source (a session transcript's, read by its reader). */
export function callsSource(calls: readonly LlmCallRecord[], description: string): ReplaySource {
  const byKey = new Map<string, LlmCallRecord[]>();
  for (const call of calls) byKey.set(call.key, [...(byKey.get(call.key) ?? []), call]);
  return { description, recordedModel: calls[0]?.request.model, replies: async (key) => byKey.get(key) ?? [] };
}

/**
 * A file of transcript lines (`llm-call` lines among others) as a source; read as a regular file
 * only, within `sessionFileBytes`.
 * @throws InputError when there is no such file or a line is not readable
 */
export async function openTranscriptSource(path: string): Promise<ReplaySource> {
  const bytes = guardFs(`cannot read the replay transcript ${path}`, path, () => readRegularFile(path, 'sessionFileBytes'));
  if (bytes === undefined) throw new InputError(`replay transcript ${path} does not exist`, { file: path });
  return callsSource(parseLlmCallLines(bytes.toString('utf8'), path), `transcript ${path}`);
}

/** A cache directory as a source; with `stream`, that stream's replies come first. */
export function openCacheSource(dir: string, stream?: string): ReplaySource {
  const cache = openLlmCache(dir);
  return { description: `cache ${dir}`, recordedModel: undefined, replies: (key) => cache.replies(key, stream) };
}

/** A cache directory as an origin. */
export function cacheOrigin(dir: string): ReplayOrigin {
  return { path: dir, open: async (stream) => openCacheSource(dir, stream) };
}
