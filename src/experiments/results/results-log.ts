/**
 * `episodes.jsonl`: one record per episode, appended (and flushed) as each episode ends, so an
 * interrupted run loses nothing finished and a rerun can skip what is done.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { guardFs } from '../../fs-errors.js';
import { parseJsonLines, repairTornTail, validateJsonLine } from '../../jsonl.js';
import { appendToRegularFile, readRegularFile } from '../../regular-files.js';
import { EpisodeRecord, episodeKey } from './episode-record.js';

export const EPISODES_FILE = 'episodes.jsonl';

/**
 * Reads every record of a results file (none when it does not exist). A last line torn by a
 * crash is ignored; any other bad line is an InputError naming the file, the line and the field
 * (see src/jsonl.ts).
 */
export function readEpisodeRecords(path: string): EpisodeRecord[] {
  const bytes = guardFs(`cannot read ${path}`, path, () => readRegularFile(path, 'resultsFileBytes'));
  if (bytes === undefined) return [];
  return parseJsonLines(bytes.toString('utf8'), path).map((entry) => validateJsonLine(EpisodeRecord, entry, path));
}

/** The newest record of each episode key, each at the position where its key first appears. */
export function latestRecords(records: readonly EpisodeRecord[]): EpisodeRecord[] {
  const latest = new Map<string, EpisodeRecord>();
  for (const record of records) latest.set(episodeKey(record), record);
  return [...latest.values()];
}

/** Keys of the episodes already finished (an errored one is run again). */
export function finishedKeys(records: readonly EpisodeRecord[]): Set<string> {
  return new Set(latestRecords(records).flatMap((r) => (r.status === 'finished' ? [episodeKey(r)] : [])));
}

/** Appends records to one results file, creating its directory. */
export class EpisodeLog {
  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    // A rerun after a crash mid-write appends after the torn line, not onto it.
    if (existsSync(path)) repairTornTail(path, 'resultsFileBytes');
  }

  /** Appends one record synchronously: it is on disk when this returns. */
  append(record: EpisodeRecord): void {
    appendToRegularFile(this.path, JSON.stringify(EpisodeRecord.parse(record)) + '\n');
  }
}
