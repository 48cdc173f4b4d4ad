import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/code/tokenize.js';

const kinds = (src: string): string[] => tokenize(src).tokens.map((t) => (t.text === '' || t.kind === 'newline' || t.kind === 'nl' ? t.kind : `${t.kind}:${t.text}`));

describe('tokenize', () => {
  it('produces indent and dedent around a block, and positions', () => {
    expect(kinds("def f():\n    X('a')  # c\ng()")).toEqual([
      'name:def', 'name:f', 'op:(', 'op:)', 'op::', 'newline',
      'indent', 'name:X', 'op:(', "string:'a'", 'op:)', 'comment:# c', 'newline',
      'dedent', 'name:g', 'op:(', 'op:)', 'newline', 'eof',
    ]);
    const x = tokenize("def f():\n    X('a')").tokens.find((t) => t.text === 'X');
    expect(x).toMatchObject({ line: 2, column: 5, start: 13, end: 14 });
  });

  it('does not change depth for blank and comment-only lines', () => {
    const ks = kinds("def f():\n    X('a')\n\n# note\n    X('b')");
    expect(ks.filter((k) => k === 'indent' || k === 'dedent')).toEqual(['indent', 'dedent']);
    expect(ks.indexOf('dedent')).toBe(ks.length - 2);
  });

  it('decodes string values and records prefixes and triple quotes', () => {
    const [plain, prefixed, triple] = tokenize(String.raw`'a\'b\x41' f"{x}" """multi""" `).tokens;
    expect(plain).toMatchObject({ kind: 'string', value: "a'bA", prefix: '', triple: false });
    expect(prefixed).toMatchObject({ kind: 'string', prefix: 'f', value: '{x}' });
    expect(triple).toMatchObject({ kind: 'string', triple: true, value: 'multi' });
  });

  it('lets a triple-quoted string span lines, keeping later positions right', () => {
    const { tokens } = tokenize('"""a\nb"""\nX()');
    expect(tokens[0]).toMatchObject({ kind: 'string', value: 'a\nb', line: 1 });
    expect(tokens.find((t) => t.text === 'X')).toMatchObject({ line: 3, column: 1 });
  });

  it('reports unterminated strings and stray characters as error tokens', () => {
    const { tokens, errors } = tokenize("X('abc\nY($)");
    expect(tokens.filter((t) => t.kind === 'error').map((t) => t.text)).toEqual(["'abc", '$']);
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([['unterminated-string', 1, 3], ['unexpected-character', 2, 3]]);
  });

  it('shifts line numbers by the given offset', () => {
    expect(tokenize("X('a", 4).errors[0]).toMatchObject({ line: 5, column: 3 });
  });

  it('covers the source exactly: tokens are in order and never overlap', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (src) => {
        const { tokens } = tokenize(src);
        let pos = 0;
        for (const t of tokens) {
          expect(t.start).toBeGreaterThanOrEqual(pos);
          expect(src.slice(t.start, t.end)).toBe(t.text);
          pos = t.end;
        }
        // Everything between tokens is blank.
        let gaps = '';
        pos = 0;
        for (const t of tokens) {
          gaps += src.slice(pos, t.start);
          pos = Math.max(pos, t.end);
        }
        expect(gaps + src.slice(pos)).toMatch(/^[ \t\f]*$/);
      }),
      { numRuns: 500 },
    );
  });
});
