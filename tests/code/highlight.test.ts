import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentAnsi } from '../../src/agent-colours.js';
import { displaySafe, undisplay } from '../../src/display.js';
import { ANSI_RESET, HIGHLIGHT_STYLES, highlightCode, type HighlightRole } from '../../src/code/highlight.js';
import { BREAKFAST } from './helpers.js';

const paint = (role: HighlightRole, text: string): string => `${role === 'agent' ? agentAnsi(text) : HIGHLIGHT_STYLES[role]}${text}${ANSI_RESET}`;
const ESC = String.fromCharCode(27);
const stripAnsi = (text: string): string => text.split(new RegExp(`${ESC}\\[[0-9;]*m`)).join('');

describe('highlightCode', () => {
  it('returns valid code unchanged without colour', () => {
    expect(highlightCode(BREAKFAST, { color: false })).toBe(BREAKFAST);
  });

  it('shows control characters escaped, with or without colour', () => {
    const text = `def f():\n    SwitchOn('StoveKnob')\n    # ${ESC}[1A${ESC}[2K\nf()\n`;
    for (const color of [false, true]) {
      const shown = highlightCode(text, { color });
      expect(stripAnsi(shown)).toContain(`# <U+001B>[1A<U+001B>[2K`);
      expect(stripAnsi(shown)).not.toContain(ESC);
    }
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

  it('only adds colour codes: stripping them gives the display-safe text, which un-escapes to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 150 }), (text) => {
        const stripped = stripAnsi(highlightCode(text, { color: true }));
        expect(stripped).toBe(displaySafe(text));
        expect(undisplay(stripped)).toBe(text);
      }),
      { numRuns: 300 },
    );
    expect(stripAnsi(highlightCode(BREAKFAST, { color: true }))).toBe(BREAKFAST);
  });
});
