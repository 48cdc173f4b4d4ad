import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { episodeKey } from '../../../src/experiments/results/episode-record.js';
import { duplicateFinished, EpisodeLog, finishedKeys, latestRecords, readEpisodeEntries, readEpisodeRecords } from '../../../src/experiments/results/results-log.js';
import { record } from '../records.js';

describe('episodes.jsonl', () => {
  it('appends one line per record and reads them back', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'log-')), 'nested', 'episodes.jsonl');
    const log = new EpisodeLog(path);
    const a = record({ scene: 'FloorPlan1' });
    const b = record({ scene: 'FloorPlan2', h: null });
    log.append(a);
    log.append(b);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readEpisodeRecords(path)).toEqual([a, b]);
    expect(readEpisodeRecords(join(path, '..', 'missing.jsonl'))).toEqual([]);
  });

  it('ignores a last line torn by a crash, but names the line and field of a bad one', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'log-')), 'episodes.jsonl');
    new EpisodeLog(path).append(record());
    appendFileSync(path, '{"version":1,"suite":"te');
    expect(readEpisodeRecords(path)).toHaveLength(1);
    appendFileSync(path, '\n' + JSON.stringify({ ...record(), h: -1 }) + '\n');
    expect(() => readEpisodeRecords(path)).toThrow(/episodes\.jsonl:2: not valid JSON/);
    const other = join(mkdtempSync(join(tmpdir(), 'log-')), 'episodes.jsonl');
    appendFileSync(other, JSON.stringify({ ...record(), h: -1 }) + '\n');
    expect(() => readEpisodeRecords(other)).toThrow(/episodes\.jsonl:1: h: /);
  });

  it('a rerun after a crash mid-write appends after the torn line, not onto it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'log-')), 'episodes.jsonl');
    const first = record();
    new EpisodeLog(path).append(first);
    appendFileSync(path, '{"version":1,"suite":"te');
    const second = record({ scene: 'FloorPlan2' });
    new EpisodeLog(path).append(second);
    expect(readEpisodeRecords(path)).toEqual([first, second]);
  });

  it('keeps the newest record per key and treats only finished ones as done', () => {
    const errored = record({ scene: 'FloorPlan1', status: 'errored', error: 'bridge died' });
    const retried = { ...errored, status: 'finished' as const, error: null };
    const pending = record({ scene: 'FloorPlan2', status: 'errored', error: 'LLM unreachable' });
    const other = record({ scene: 'FloorPlan3', model: 'gpt-4o' });
    expect(latestRecords([errored, pending, retried, other])).toEqual([retried, pending, other]);
    expect(finishedKeys([errored, pending, retried, other])).toEqual(new Set([episodeKey(retried), episodeKey(other)]));
    expect(episodeKey(other)).toBe('test/hungry@FloorPlan3/gpt-4o#1');
  });

  it('a second finished record of one episode is not counted: the first is kept, and the later one named by its line (issue 37, item 22)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'log-')), 'episodes.jsonl');
    const failed = record({ scene: 'FloorPlan1', success: false });
    const forged = { ...failed, success: true };
    const other = record({ scene: 'FloorPlan2' });
    const log = new EpisodeLog(path);
    for (const r of [failed, other, forged]) log.append(r);
    const entries = readEpisodeEntries(path);
    expect(latestRecords(entries.map((e) => e.record))).toEqual([failed, other]);
    expect(duplicateFinished(path, entries)).toEqual([`${path}:3: a second finished record of ${episodeKey(failed)} (the first, line 1, is kept; this one is not counted)`]);
  });
});

