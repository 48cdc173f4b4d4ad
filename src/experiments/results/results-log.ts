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
  return readEpisodeEntries(path).map((entry) => entry.record);
}

/** As readEpisodeRecords, with each record's line (1-based) for messages. */
export function readEpisodeEntries(path: string): { record: EpisodeRecord; line: number }[] {
  const bytes = guardFs(`cannot read ${path}`, path, () => readRegularFile(path, 'resultsFileBytes'));
  if (bytes === undefined) return [];
  return parseJsonLines(bytes.toString('utf8'), path).map((entry) => ({ record: validateJsonLine(EpisodeRecord, entry, path), line: entry.line }));
}

/**
 * The record each episode key stands for, each at the position where its key first appears: the
 * newest, except that a finished record is never replaced. A rerun appends only episodes not yet
 * finished, so a second finished record of one episode was not written by a run (an edit, two
 * files joined): the first is kept, and the later one is not counted.
 */
export function latestRecords(records: readonly EpisodeRecord[]): EpisodeRecord[] {
  const latest = new Map<string, EpisodeRecord>();
  for (const record of records) {
    const key = episodeKey(record);
    if (latest.get(key)?.status !== 'finished') latest.set(key, record);
  }
  return [...latest.values()];
}

/**
 * Words for every finished record of an episode after its first (latestRecords keeps the first):
 * `episodes.jsonl:14: a second finished record of test/hungry@FloorPlan1/gpt-4o#1 (the first, line 3, is kept)`.
 */
export function duplicateFinished(path: string, entries: readonly { record: EpisodeRecord; line: number }[]): string[] {
  const first = new Map<string, number>();
  const said: string[] = [];
  for (const { record, line } of entries) {
    if (record.status !== 'finished') continue;
    const key = episodeKey(record);
    const kept = first.get(key);
    if (kept === undefined) first.set(key, line);
    else said.push(`${path}:${line}: a second finished record of ${key} (the first, line ${kept}, is kept; this one is not counted)`);
  }
  return said;
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
