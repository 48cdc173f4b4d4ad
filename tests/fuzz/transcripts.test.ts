/**
 * Property-based fuzzing of transcripts cut short or garbled by a crash: a session's
 * transcript.jsonl is cut at a random byte and/or given a garbage tail (half an event, NUL
 * bytes a crashed filesystem can leave, random bytes without a newline). Opening it must give
 * exactly the events written whole before the damage, never throw, and leave a file that new
 * events append to cleanly: the next open reads every event, old and new.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { Session } from '../../src/session/session.js';

const root = mkdtempSync(join(tmpdir(), 'iteraplan-transcripts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const clarify = fc.record({ question: fc.string({ unit: 'binary', maxLength: 30 }), answer: fc.string({ unit: 'grapheme', maxLength: 30 }) });
const tail = fc.oneof(
  fc.constant(''),
  fc.constant('{"time":"t","type":"clarify","question":"half'),
  fc.integer({ min: 1, max: 40 }).map((n) => '\0'.repeat(n)),
  fc.uint8Array({ minLength: 1, maxLength: 30 }).map((bytes) => Buffer.from(bytes).toString('latin1').replace(/\n/g, '')),
);

/** The events a reader must find in damaged transcript text: whole lines, and a last line that is a whole event but for its newline (and trailing NULs). */
function survivors(text: string): number {
  const lines = text.split('\n');
  const partial = lines.pop()!;
  const whole = lines.filter((l) => l.replace(/\0/g, '').trim() !== '').length;
  return whole + (isWholeEvent(partial.replace(/\0+$/, '')) ? 1 : 0);
}

test('property: a torn or garbled tail is repaired on open; events written whole survive; new ones append cleanly', () => {
  let n = 0;
  // Cut anywhere, or just before a newline (the write lost only its newline).
  const cutAt = fc.oneof(fc.record({ before: fc.constant(false), n: fc.nat() }), fc.record({ before: fc.constant(true), n: fc.nat() }));
  fc.assert(
    fc.property(fc.array(clarify, { minLength: 1, maxLength: 6 }), fc.option(cutAt), tail, (events, cut, garbage) => {
      const session = Session.create(join(root, String(n++)), 'x');
      for (const e of events) session.record({ type: 'clarify', ...e });
      const file = join(session.dir, 'transcript.jsonl');
      const whole = readFileSync(file);
      if (cut !== null) {
        const newlines = [...whole.keys()].filter((i) => whole[i] === 0x0a);
        truncateSync(file, cut.before ? newlines[cut.n % newlines.length]! : cut.n % (whole.length + 1));
      }
      appendFileSync(file, Buffer.from(garbage, 'latin1'));
      const kept = survivors(readFileSync(file).toString('utf8'));
      const reopened = Session.open(session.dir);
      expect(reopened.events.map((e) => e.type === 'clarify' && e.answer)).toEqual(events.slice(0, kept).map((e) => e.answer));
      reopened.record({ type: 'clarify', question: 'after', answer: 'the crash' });
      const again = Session.open(session.dir);
      expect(again.events).toHaveLength(kept + 1);
      expect(again.events.at(-1)).toMatchObject({ type: 'clarify', answer: 'the crash' });
    }),
    { numRuns: 300 },
  );
});

function isWholeEvent(line: string): boolean {
  try {
    const value = JSON.parse(line) as { type?: string };
    return value.type === 'clarify';
  } catch {
    return false;
  }
}
