/**
 * Where a replay finds recorded replies: a session transcript (a run directory or its
 * transcript file) or a cache directory.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { openLlmCache } from './cache.js';
import { readLlmCallsFromTranscript } from './transcript-line.js';
import type { LlmCallRecord } from './types.js';

/** The file name of the transcript inside a run directory. */
export const TRANSCRIPT_FILE = 'transcript.jsonl';

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
 * Reads the LLM calls of a transcript (the file, or the run directory holding it) into a source.
 * @throws InputError when there is no such transcript or a line is not readable
 */
export async function openTranscriptSource(pathOrRunDir: string): Promise<ReplaySource> {
  const info = await statOrUndefined(pathOrRunDir);
  const path = info?.isDirectory() ? join(pathOrRunDir, TRANSCRIPT_FILE) : pathOrRunDir;
  if (!(await statOrUndefined(path))?.isFile()) {
    throw new InputError(`replay transcript ${path} does not exist`, { file: path });
  }
  const calls = await readLlmCallsFromTranscript(path);
  const byKey = new Map<string, LlmCallRecord[]>();
  for (const call of calls) byKey.set(call.key, [...(byKey.get(call.key) ?? []), call]);
  return {
    description: `transcript ${path}`,
    recordedModel: calls[0]?.request.model,
    replies: async (key) => byKey.get(key) ?? [],
  };
}

/** A cache directory as a source; with `stream`, that stream's replies come first. */
export function openCacheSource(dir: string, stream?: string): ReplaySource {
  const cache = openLlmCache(dir);
  return { description: `cache ${dir}`, recordedModel: undefined, replies: (key) => cache.replies(key, stream) };
}

/**
 * Opens `path` as whatever it is: a transcript file, a run directory holding
 * `transcript.jsonl`, or else a cache directory.
 * @throws InputError when the path does not exist
 */
export async function openReplaySource(path: string, stream?: string): Promise<ReplaySource> {
  const info = await statOrUndefined(path);
  if (info === undefined) throw new InputError(`replay source ${path} does not exist`, { file: path });
  if (info.isFile()) return openTranscriptSource(path);
  const transcript = join(path, TRANSCRIPT_FILE);
  if ((await statOrUndefined(transcript))?.isFile()) return openTranscriptSource(transcript);
  return openCacheSource(path, stream);
}

async function statOrUndefined(path: string) {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
