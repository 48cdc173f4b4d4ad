import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session, slugify } from '../../src/session/session.js';

const decomposition = { taskDescription: 'Make toast.', subtasks: ['Slice bread.'], neededObjects: ['Bread'] };

describe('Session', () => {
  it('names its directory after the time and the instruction', () => {
    const out = mkdtempSync(join(tmpdir(), 'runs-'));
    const session = Session.create(out, 'I feel hungry.', new Date('2026-11-22T02:33:00Z'));
    expect(basename(session.dir)).toBe('20261122-023300-i-feel-hungry');
    const again = Session.create(out, 'I feel hungry.', new Date('2026-11-22T02:33:00Z'));
    expect(basename(again.dir)).toBe('20261122-023300-i-feel-hungry-2');
  });

  it('writes every event to disk at once and reads it back', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'Make toast');
    session.record({ type: 'start', instruction: 'Make toast', scene: 'FloorPlan1', planner: 'offline', model: null, options: { maxRefinements: 5, maxRepairs: 3, clarify: false, candidates: 1, refineFrom: 'reset' } });
    session.record({ type: 'decomposition', stage: 1, result: decomposition, promptTokens: 120, missingObjects: [] });
    const lines = readFileSync(join(session.dir, 'transcript.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    const reopened = Session.open(session.dir);
    expect(reopened.events.map((e) => e.type)).toEqual(['start', 'decomposition']);
    expect(reopened.last('decomposition')?.result).toEqual(decomposition);
  });

  it('tolerates a last line torn by a crash but not a bad line in the middle', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    session.record({ type: 'clarify', question: 'Toast or eggs?', answer: 'toast' });
    appendFileSync(join(session.dir, 'transcript.jsonl'), '{"type":"dec');
    expect(Session.open(session.dir).events).toHaveLength(1);
    appendFileSync(join(session.dir, 'transcript.jsonl'), '\n{"type":"clarify","time":"t","question":"q","answer":"a"}\n');
    expect(() => Session.open(session.dir)).toThrow(/transcript\.jsonl:2: not valid JSON/);
  });

  it('names the field of an event that does not fit the schema', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    appendFileSync(join(session.dir, 'transcript.jsonl'), '{"type":"code","time":"t","version":0,"origin":"generated","file":"f","code":""}\n\n');
    expect(() => Session.open(session.dir)).toThrow(/transcript\.jsonl:1: version/);
  });

  it('slugifies instructions safely', () => {
    expect(slugify('Can you make me sunny side up egg?')).toBe('can-you-make-me-sunny-side-up-egg');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('???')).toBe('session');
  });
});
