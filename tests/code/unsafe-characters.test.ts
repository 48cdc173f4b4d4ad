/**
 * The checker refuses what could change what the approval screen shows — control characters,
 * bidirectional overrides, invisible characters, spaces that are not spaces — anywhere in the
 * code, comments and strings included, with the line and column of the first on each line;
 * names must be ASCII (a Cyrillic 'а' in 'mаin' is explained, not silently another function).
 */
import { describe, expect, test } from 'vitest';
import { MAX_CODE_ERRORS } from '../../src/code/errors.js';
import { parseSkillCode } from '../../src/code/parse.js';
import { validateProgram } from '../../src/code/validate.js';
import { code, parseErrors, parseOk } from './helpers.js';

const ESC = '\x1b';

/** The hostile test's code: the comment moves up one line and erases it. */
const HIDDEN_STOVE = code('def f():', "    OpenObject('Fridge')", "    SwitchOn('StoveKnob')", `    # ${ESC}[1A${ESC}[2K`, "    CloseObject('Fridge')", 'f()');

describe('unsafe characters', () => {
  test('the comment that erased the line above it is refused at its line and column', () => {
    const errors = parseErrors(HIDDEN_STOVE);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'unsafe-character', line: 4, column: 7 });
    expect(errors[0]!.message).toMatch(/^U\+001B \(ESCAPE\) is a control character/);
    expect(errors[0]!.message).not.toContain(ESC);
  });

  test.each([
    ['in a string', "    OpenObject('Fri\u202edge')", 2, 20, 'U+202E (RIGHT-TO-LEFT OVERRIDE)'],
    ['in a name', '    Open\u200bObject(\'Fridge\')', 2, 9, 'U+200B (ZERO WIDTH SPACE)'],
    ['as indentation', "\u00a0   OpenObject('Fridge')", 2, 1, 'U+00A0 (NO-BREAK SPACE)'],
    ['a C1 control in a comment', "    OpenObject('Fridge')  # \u009b2J", 2, 29, 'U+009B (CONTROL SEQUENCE INTRODUCER)'],
    ['a backspace', "    OpenObject('Fridge')\b\b", 2, 25, 'U+0008 (BACKSPACE)'],
    ['a lone carriage return', "    OpenObject('Fridge')\r    SwitchOn('StoveKnob')", 2, 25, 'U+000D (CARRIAGE RETURN)'],
    ['a line separator', "    OpenObject('Fridge')\u2028", 2, 25, 'U+2028 (LINE SEPARATOR)'],
    ['an isolate', "    # \u2066admin\u2069", 2, 7, 'U+2066 (LEFT-TO-RIGHT ISOLATE)'],
    ['a tag character', `    # x${String.fromCodePoint(0xe0041)}`, 2, 8, 'U+E0041 (an invisible character)'],
  ])('%s: one error at its line:column, naming the code point', (_, line, at, column, named) => {
    const errors = parseErrors(code('def f():', line, 'f()'));
    const unsafe = errors.filter((e) => e.code === 'unsafe-character');
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]).toMatchObject({ line: at, column });
    expect(unsafe[0]!.message.startsWith(named)).toBe(true);
    // The tokenizer's own complaint about the same character is not repeated.
    expect(errors.filter((e) => e.line === at && e.column === column)).toHaveLength(1);
  });

  test('CRLF line ends and tabs are fine', () => {
    expect(() => parseOk("def f():\r\n\tOpenObject('Fridge')\r\n\r\nf()\r\n")).not.toThrow();
  });

  test('one error per line, at the first unsafe character, and line numbers of fenced code are those of the reply', () => {
    const reply = `Here you go:\n\`\`\`python\ndef f():\n    # ${ESC}[2J${ESC}[H\n    OpenObject('Fridge')  # \u202e\nf()\n\`\`\`\n`;
    const errors = parseErrors(reply);
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([['unsafe-character', 4, 7], ['unsafe-character', 5, 29]]);
  });

  test('a text full of bad characters lists at most MAX_CODE_ERRORS errors, the last saying how many more', () => {
    const errors = parseErrors(Array.from({ length: 500 }, () => `${ESC}[2K`).join('\n'));
    expect(errors).toHaveLength(MAX_CODE_ERRORS);
    expect(errors.at(-1)).toMatchObject({ code: 'too-many-errors', line: MAX_CODE_ERRORS });
    expect(errors.at(-1)!.message).toMatch(/^[\d,]+ more errors from here on are not listed/);
  });
});

/** A validation context of one skill and one object type. */
const FRIDGE_ONLY = {
  skills: new Map([['OpenObject', { params: [{ name: 'obj', optional: false }] }]]),
  objectIds: new Set<string>(),
  objectTypes: new Set(['Fridge']),
  derivableTypes: new Set<string>(),
  catalogueTypes: new Set(['Fridge']),
};

describe('names are ASCII; look-alikes are explained', () => {
  test('a function name with a Cyrillic а is refused where it is defined and called', () => {
    const errors = parseErrors(code('def main():', "    OpenObject('Fridge')", 'def m\u0430in():', "    SwitchOn('StoveKnob')", 'm\u0430in()'));
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([['non-ascii-name', 3, 5], ['non-ascii-name', 5, 1]]);
    expect(errors[0]!.message).toContain("has U+0430 (CYRILLIC SMALL LETTER A) as its character 2");
    expect(errors[0]!.message).toContain("write 'main'");
  });

  test('a skill name in fullwidth letters is refused with its ASCII spelling', () => {
    const errors = parseErrors(code('def f():', "    \uff2fpenObject('Fridge')", 'f()'));
    expect(errors[0]).toMatchObject({ code: 'non-ascii-name', line: 2, column: 5 });
    expect(errors[0]!.message).toContain("write 'OpenObject'");
  });

  test("an object written with a look-alike letter: the message says which letter and what it imitates", () => {
    const program = parseOk(code('def f():', "    OpenObject('Fridg\u0435')", 'f()'));
    const [error] = validateProgram(program, FRIDGE_ONLY);
    expect(error).toMatchObject({ code: 'unknown-object', line: 2, column: 16 });
    expect(error!.message).toBe("'Fridgе' is not 'Fridge' although it looks the same: its character 6 is U+0435 (CYRILLIC SMALL LETTER IE), which only looks like 'e'; write 'Fridge' in ASCII letters.");
  });

  test('an unknown object name is echoed cut to its first characters', () => {
    const program = parseOk(code('def f():', `    OpenObject('${'Z'.repeat(5000)}')`, 'f()'));
    const [error] = validateProgram(program, FRIDGE_ONLY);
    expect(error!.message).toContain('… (5,000 characters)');
    expect(error!.message.length).toBeLessThan(300);
  });
});

describe('code over the code-file limits', () => {
  test('is refused unread, with the limit named', () => {
    const huge = `def f():\n    # ${'x'.repeat(300 * 1024)}\n    OpenObject('Fridge')\nf()\n`;
    const result = parseSkillCode(huge);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([expect.objectContaining({ code: 'too-large', line: 1, column: 1 })]);
    expect(!result.ok && result.errors[0]!.message).toMatch(/the code is 307,\d{3} bytes; the limit for a skill-code file is 262,144 bytes \(codeFileBytes/);
  });
});
