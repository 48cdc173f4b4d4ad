import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSI_RESET, HIGHLIGHT_STYLES, highlightCode, type HighlightRole } from '../../src/code/highlight.js';
import { BREAKFAST } from './helpers.js';

const paint = (role: HighlightRole, text: string): string => `${HIGHLIGHT_STYLES[role]}${text}${ANSI_RESET}`;
const ESC = String.fromCharCode(27);
const stripAnsi = (text: string): string => text.split(new RegExp(`${ESC}\\[[0-9;]*m`)).join('');

describe('highlightCode', () => {
  it('returns the text unchanged without colour', () => {
    expect(highlightCode(BREAKFAST, { color: false })).toBe(BREAKFAST);
  });

  it('colours keywords, function names, skills, agents, strings and comments', () => {
    const text = "def main():  # go\n    robot.OpenObject('Fridge')\n    sub()\n    pass\ndef sub():\n    human.X(\"a\")\nmain()\n";
    expect(highlightCode(text, { color: true })).toBe([
      `${paint('keyword', 'def')} ${paint('function', 'main')}():  ${paint('comment', '# go')}`,
      `    ${paint('agent', 'robot')}.${paint('skill', 'OpenObject')}(${paint('string', "'Fridge'")})`,
      `    ${paint('function', 'sub')}()`,
      `    ${paint('keyword', 'pass')}`,
      `${paint('keyword', 'def')} ${paint('function', 'sub')}():`,
      `    ${paint('agent', 'human')}.${paint('skill', 'X')}(${paint('string', '"a"')})`,
      `${paint('function', 'main')}()`,
      '',
    ].join('\n'));
  });

  it('marks unreadable text and keeps colours from spanning lines', () => {
    const out = highlightCode("X('open\nY('''a\nb''')\n", { color: true });
    expect(out).toContain(paint('error', "'open"));
    expect(out).toContain(`${paint('string', "'''a")}\n${paint('string', "b'''")}`);
  });

  it('only adds colour codes: stripping them gives back the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 150 }).filter((t) => !t.includes(ESC)), (text) => {
        expect(stripAnsi(highlightCode(text, { color: true }))).toBe(text);
      }),
      { numRuns: 300 },
    );
    expect(stripAnsi(highlightCode(BREAKFAST, { color: true }))).toBe(BREAKFAST);
  });
});
