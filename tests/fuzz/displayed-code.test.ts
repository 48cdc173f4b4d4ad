/**
 * Property-based fuzzing of the approval screen's promise: what is shown is what runs. Random
 * programs, some with hostile characters injected into comments, strings and names (cursor
 * movement, line erasure, bidirectional overrides, invisible characters, a lone carriage
 * return), are shown as the terminal shows them (highlightCode, with and without colours):
 * - the shown text holds nothing a terminal obeys (no control but \n, \t, \r\n and our colours);
 * - without our colours it un-escapes to the code, which parses to the same program;
 * - code without unsafe characters is shown exactly as written (unless it spells an escape such
 *   as <U+001B> itself), and code that parses is shown one line per code line;
 * - code holding any unsafe character does not parse, and the error names its line.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { highlightCode } from '../../src/code/highlight.js';
import { parseSkillCode } from '../../src/code/parse.js';
import { flattenSteps } from '../../src/code/program.js';
import { undisplay } from '../../src/display.js';
import { firstUnsafeLine, harmless } from '../helpers/terminal-safety.js';

const SGR = /\x1b\[[0-9;]*m/g;

/** Payloads a hostile model might hide in code. */
const HOSTILE = ['\x1b[1A\x1b[2K', '\x1b[2J\x1b[H', '\r', '\b\b\b\b', '\u202e', '\u2066', '\u200b', '\u00a0', '\x9b1A', '\x07', '\ufeff', '\u2028', '<U+001B>'];
const hostile = fc.constantFrom(...HOSTILE);
const plain = fc.string({ unit: fc.constantFrom(...'abcdefgh XYZ_-|.,0123'.split('')), maxLength: 12 });
const text = fc.array(fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: hostile }), { maxLength: 3 }).map((p) => p.join(''));

const SKILLS = ['OpenObject', 'CloseObject', 'SwitchOn', 'PickupObject'];
const OBJECTS = ['Fridge', 'StoveKnob', 'Apple', 'Drawer'];

/** One body line: a skill call (maybe with an injected argument or inline comment), a comment, or a call of an earlier function. */
const bodyLine = (callees: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.record({ skill: fc.constantFrom(...SKILLS), arg: fc.oneof(fc.constantFrom(...OBJECTS), text), note: fc.option(text) })
      .map(({ skill, arg, note }) => `    ${skill}('${arg.replace(/['\\\n]/g, '')}')${note === null ? '' : `  # ${note.replace(/\n/g, '')}`}`),
    text.map((t) => `    # ${t.replace(/\n/g, '')}`),
    ...(callees.length > 0 ? [fc.constantFrom(...callees).map((c) => `    ${c}()`)] : []),
  );

/** A program: up to four functions, each calling only earlier ones, then a call of the last. */
const program: fc.Arbitrary<string> = fc.integer({ min: 1, max: 4 }).chain((n) => {
  const names = Array.from({ length: n }, (_, i) => `step_${i}`);
  const fns = names.map((name, i) => fc.array(bodyLine(names.slice(0, i)), { minLength: 1, maxLength: 5 }).map((body) => `def ${name}():\n${body.join('\n')}\n`));
  return fc.tuple(...fns, fc.constantFrom('\n', '\r\n')).map((parts) => {
    const eol = parts.pop() as string;
    const source = `${(parts as string[]).join('\n')}\n${names[n - 1]}()\n`;
    return eol === '\n' ? source : source.replace(/\n/g, '\r\n');
  });
});

describe('the displayed code is the code that runs', () => {
  test('property: shown text is harmless, un-escapes to the code, and parses to the same program', () => {
    fc.assert(
      fc.property(program, fc.boolean(), (code, color) => {
        const shown = highlightCode(code, { color });
        const withoutColour = shown.replace(SGR, '');
        expect(harmless(withoutColour)).toBe(true);
        // The only escape sequences left are our colours.
        expect(withoutColour.includes('\x1b')).toBe(false);
        const recovered = undisplay(withoutColour);
        expect(recovered).toBe(code);
        expect(parseSkillCode(recovered)).toEqual(parseSkillCode(code));
      }),
      { numRuns: 400 },
    );
  });

  test('property: code that parses is shown verbatim, line for line; code with an unsafe character does not parse', () => {
    fc.assert(
      fc.property(program, (code) => {
        const parsed = parseSkillCode(code);
        const shown = highlightCode(code, { color: false });
        const firstBad = firstUnsafeLine(code);
        if (firstBad > 0) {
          expect(parsed.ok).toBe(false);
          expect(!parsed.ok && parsed.errors.some((e) => e.code === 'unsafe-character' && e.line === firstBad)).toBe(true);
        } else if (!/<U\+[0-9A-F]{4,6}>/.test(code)) {
          // Only text that itself reads as an escape is shown otherwise (as <U+003C>U+...).
          expect(shown).toBe(code);
        }
        if (parsed.ok) {
          expect(shown.split('\n').length).toBe(code.split(/\r\n|\n/).length);
          expect(() => flattenSteps(parsed.program)).not.toThrow();
        }
      }),
      { numRuns: 400 },
    );
  });
});
