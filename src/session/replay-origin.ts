/**
 * What `--replay PATH` names: a session folder (or its transcript), whose recorded LLM calls are
 * read with the session reader (SessionFolder: regular files only, bounded, every line checked,
 * nothing written), or else an LLM cache directory. The LLM layer below gets the calls, never the
 * folder (docs/ARCHITECTURE.md).
 */
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { InputError } from '../errors.js';
import { guardFs } from '../fs-errors.js';
import { callsSource, openCacheSource, openTranscriptSource, type ReplayOrigin, type ReplaySource } from '../llm/index.js';
import type { EventOf } from './events.js';
import { SESSION_FILES } from './layout.js';
import { SessionFolder } from './session-folder.js';

/** The origin of `--replay PATH`; the path is looked at when a client opens it. */
export function replayOrigin(path: string): ReplayOrigin {
  return { path, open: async (stream) => openReplay(path, stream) };
}

/** The session a replay replays: its folder and start event (its planner, options, request and scene). */
export interface ReplayedSession {
  dir: string;
  start: EventOf<'start'>;
  /** The planner the replay plans as: the session's (`openai`, `combined`), or, a replay itself, the one it planned as. */
  plansAs: 'openai' | 'combined';
}

/**
 * The session `--replay PATH` names (a session folder or its transcript) with a start event;
 * undefined for a cache directory, another file of transcript lines, or a session without one.
 * @throws InputError when the path does not exist, or the session cannot be read
 */
export function replayedSession(path: string): ReplayedSession | undefined {
  const info = statOf(path);
  if (info.isFile() && basename(path) !== SESSION_FILES.transcript) return undefined;
  const dir = info.isFile() ? dirname(path) : path;
  const folder = SessionFolder.at(dir);
  if (!folder.has(SESSION_FILES.transcript)) return undefined;
  const start = folder.events().find((e): e is EventOf<'start'> => e.type === 'start');
  if (start === undefined) return undefined;
  const plansAs = start.planner === 'combined' || start.planner === 'openai' ? start.planner : (start.plansAs ?? 'openai');
  return { dir, start, plansAs };
}

function statOf(path: string) {
  const info = guardFs(`cannot read the replay source ${path}`, path, () => {
    try {
      return statSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  });
  if (info === undefined) throw new InputError(`replay source ${path} does not exist`, { file: path });
  return info;
}

/**
 * Opens what `path` is: a session folder, a session's transcript, another file of transcript
 * lines, or else a cache directory.
 * @throws InputError when the path does not exist, or the session cannot be read
 */
async function openReplay(path: string, stream: string | undefined): Promise<ReplaySource> {
  const info = statOf(path);
  if (info.isFile() && basename(path) !== SESSION_FILES.transcript) return openTranscriptSource(path);
  const folder = SessionFolder.at(info.isFile() ? dirname(path) : path);
  if (!folder.has(SESSION_FILES.transcript)) return openCacheSource(path, stream);
  const calls = folder.events().flatMap((event) => (event.type === 'llm-call' ? [event.call] : []));
  return callsSource(calls, `transcript ${folder.path(SESSION_FILES.transcript)}`);
}
