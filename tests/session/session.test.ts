import { appendFileSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
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
    session.record({ type: 'start', instruction: 'Make toast', scene: 'FloorPlan1', planner: 'offline', model: null, options: { maxRefinements: 5, maxRepairs: 3, clarify: false, candidates: 1, refineFrom: 'reset', autoFix: false, maxGoalRefinements: 3 } });
    session.record({ type: 'decomposition', stage: 1, result: decomposition, promptTokens: 120, missingObjects: [] });
    const lines = readFileSync(join(session.dir, 'transcript.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    const reopened = Session.open(session.dir);
    expect(reopened.events.map((e) => e.type)).toEqual(['start', 'decomposition']);
    expect(reopened.last('decomposition')?.result).toEqual(decomposition);
  });

  it('repairs a last line torn by a crash on open (kept in transcript.jsonl.torn), so new events start on their own line', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    session.record({ type: 'clarify', question: 'Toast or eggs?', answer: 'toast' });
    const file = join(session.dir, 'transcript.jsonl');
    appendFileSync(file, '{"type":"dec');
    const reopened = Session.open(session.dir);
    expect(reopened.events).toHaveLength(1);
    expect(readFileSync(`${file}.torn`, 'utf8')).toBe('{"type":"dec\n');
    reopened.record({ type: 'clarify', question: 'q', answer: 'a' });
    expect(Session.open(session.dir).events.map((e) => e.type === 'clarify' && e.answer)).toEqual(['toast', 'a']);
  });

  it('keeps a last event that lost only its newline, and reads a tail of NUL bytes as blank', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    const file = join(session.dir, 'transcript.jsonl');
    appendFileSync(file, '{"type":"clarify","time":"t","question":"q","answer":"kept"}');
    expect(Session.open(session.dir).events).toHaveLength(1);
    expect(readFileSync(file, 'utf8').endsWith('}\n')).toBe(true);
    appendFileSync(file, '\0\0\0\0\n\0\0');
    const reopened = Session.open(session.dir);
    expect(reopened.events).toHaveLength(1);
    reopened.record({ type: 'clarify', question: 'q', answer: 'after' });
    expect(Session.open(session.dir).events).toHaveLength(2);
  });

  it('a bad line in the middle is still an error naming its line', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    appendFileSync(join(session.dir, 'transcript.jsonl'), '{"type":"dec\n{"type":"clarify","time":"t","question":"q","answer":"a"}\n');
    expect(() => Session.open(session.dir)).toThrow(/transcript\.jsonl:1: not valid JSON/);
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

describe('Session.readText (a resumed session reading back the files its transcript names)', () => {
  it('reads a file of the layout; a name out of the folder or a link is refused, naming it', () => {
    const session = Session.create(mkdtempSync(join(tmpdir(), 'runs-')), 'x');
    session.writeFile('code-v1-candidate-2.py', "OpenObject('Fridge')\n");
    expect(session.readText('code-v1-candidate-2.py')).toBe("OpenObject('Fridge')\n");
    expect(() => session.readText('../../../../etc/passwd')).toThrow("'../../../../etc/passwd' is not a file of a session folder");
    symlinkSync('/etc/passwd', join(session.dir, 'code-v1-candidate-3.py'));
    expect(() => session.readText('code-v1-candidate-3.py')).toThrow('code-v1-candidate-3.py is a symbolic link');
    expect(() => session.readText('code-v1-candidate-4.py')).toThrow('code-v1-candidate-4.py is missing');
  });
});
