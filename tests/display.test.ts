/**
 * src/display.ts: what may reach a terminal. Unsafe characters (controls, bidirectional
 * overrides, invisible and look-alike characters) are shown as <U+XXXX>, reversibly; everything
 * else is shown as it is.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { describeCodePoint, displaySafe, echo, safeJson, undisplay, unsafeKind } from '../src/display.js';
import { harmless } from './helpers/terminal-safety.js';

describe('unsafeKind', () => {
  test.each([
    [0x1b, 'control'], [0x00, 'control'], [0x08, 'control'], [0x0d, 'control'], [0x7f, 'control'], [0x9b, 'control'], [0x85, 'control'],
    [0x202e, 'invisible'], [0x2066, 'invisible'], [0x200b, 'invisible'], [0x200d, 'invisible'], [0xfeff, 'invisible'], [0xad, 'invisible'],
    [0xfe0f, 'invisible'], [0x3164, 'invisible'], [0xe0041, 'invisible'], [0xe000, 'invisible'],
    [0xa0, 'space'], [0x3000, 'space'], [0x2028, 'line-separator'], [0x2029, 'line-separator'], [0xd800, 'surrogate'],
  ])('U+%s is unsafe (%s)', (cp, kind) => {
    expect(unsafeKind(cp)).toBe(kind);
  });

  test.each([0x09, 0x0a, 0x20, 0x41, 0x7e, 0xe9, 0x0430, 0x1f373, 0x4e2d, 0x0301])('U+%s is safe', (cp) => {
    expect(unsafeKind(cp)).toBeUndefined();
  });
});

describe('displaySafe', () => {
  test('the hostile comment: ESC[1A ESC[2K is shown as text, not obeyed', () => {
    const code = "    SwitchOn('StoveKnob')\n    # \x1b[1A\x1b[2K\n";
    expect(displaySafe(code)).toBe("    SwitchOn('StoveKnob')\n    # <U+001B>[1A<U+001B>[2K\n");
  });

  test('a bidirectional override and a zero-width space are named; CRLF stays, a lone CR does not', () => {
    expect(displaySafe('a\u202eb\u200bc')).toBe('a<U+202E>b<U+200B>c');
    expect(displaySafe('one\r\ntwo\rthree')).toBe('one\r\ntwo<U+000D>three');
  });

  test('text that looks like an escape is itself escaped, so two texts never look the same', () => {
    expect(displaySafe('<U+001B>')).toBe('<U+003C>U+001B>');
    expect(displaySafe('a < b <U+ <U+12>')).toBe('a < b <U+ <U+12>');
    expect(displaySafe('\x1b')).not.toBe(displaySafe('<U+001B>'));
  });

  test('printable text, tabs, newlines and other scripts are shown as they are', () => {
    const text = "def f():\n\tOpenObject('Fridge')  # café 🍳 中文 Ωmega\n";
    expect(displaySafe(text)).toBe(text);
  });

  test('property: the shown text is harmless and un-escapes to the text', () => {
    const payloads = fc.constantFrom('\x1b[1A', '\x1b[2K', '\r', '\b', '\u202e', '\u2066', '\u200b', '\x9b2J', '<U+0041>', '\u0000', '\ud800', '\u2028');
    const text = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), payloads), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const shown = displaySafe(t);
        expect(harmless(shown)).toBe(true);
        expect(undisplay(shown)).toBe(t);
      }),
      { numRuns: 500 },
    );
  });
});

describe('describeCodePoint', () => {
  test('names the usual suspects and describes the rest', () => {
    expect(describeCodePoint(0x200b)).toBe('U+200B (ZERO WIDTH SPACE)');
    expect(describeCodePoint(0x1b)).toBe('U+001B (ESCAPE)');
    expect(describeCodePoint(0x2005)).toBe('U+2005 (a space other than the plain one)');
    expect(describeCodePoint(0xe9)).toBe("U+00E9 ('é')");
  });
});

describe('echo', () => {
  test('repeats a short value as it is and cuts a long one, saying how long it was', () => {
    expect(echo('Fridge')).toBe('Fridge');
    const long = 'x'.repeat(100_000);
    expect(echo(long)).toBe(`${'x'.repeat(79)}… (100,000 characters)`);
    expect(echo('🍳'.repeat(81))).toBe(`${'🍳'.repeat(79)}… (81 characters)`);
  });
});

describe('safeJson', () => {
  test('parses back to the same value and is left alone by displaySafe', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const v of [value, { text }, [text, '<U+0041>', '\u202e\x9b']]) {
          const json = safeJson(v);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(v)));
          expect(displaySafe(json)).toBe(json);
        }
      }),
      { numRuns: 300 },
    );
  });
});
