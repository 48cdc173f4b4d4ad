/**
 * A small Python-style tokenizer for skill code. It never throws: unreadable text becomes an
 * 'error' token plus a CodeError, so the highlighter can colour anything and the parser can
 * report every problem. Lines are never joined: a call must fit on one line.
 */
import { describeCodePoint, echo } from '../display.js';
import { asciiSkeleton, describeLetter, firstNonAscii } from './confusables.js';
import { codeError, type CodeError } from './errors.js';
import { isStringPrefix, scanString } from './strings.js';
import type { Token, TokenKind } from './tokens.js';

export interface TokenizeResult {
  readonly tokens: Token[];
  readonly errors: CodeError[];
}

const OPERATORS = [
  '**=', '//=', '>>=', '<<=', '...', '->', ':=', '==', '!=', '<=', '>=', '+=', '-=', '*=', '/=',
  '%=', '&=', '|=', '^=', '@=', '**', '//', '<<', '>>', '(', ')', '[', ']', '{', '}', ',', ':',
  '.', ';', '@', '=', '+', '-', '*', '/', '%', '&', '|', '^', '~', '<', '>', '!',
];

const ID_START = /[\p{L}\p{Nl}_]/u;
const ID_CONTINUE = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]/u;

function charAt(src: string, pos: number): string {
  const cp = src.codePointAt(pos);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

function newlineLength(src: string, pos: number): number {
  if (src[pos] === '\r' && src[pos + 1] === '\n') return 2;
  return src[pos] === '\n' || src[pos] === '\r' ? 1 : 0;
}

/** A character for a message: quoted when printable ASCII, by code point otherwise. */
function shownCharacter(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  return cp > 0x20 && cp < 0x7f ? `'${ch}'` : describeCodePoint(cp);
}

/** Maps offsets to 1-based line/column, shifted by `lineOffset` lines. */
function positionMapper(src: string, lineOffset: number): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < src.length; i++) {
    const nl = newlineLength(src, i);
    if (nl > 0) {
      i += nl - 1;
      starts.push(i + 1);
    }
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1 + lineOffset, column: offset - (starts[lo] ?? 0) + 1 };
  };
}

/** Tokenizes `src`; `lineOffset` is added to every line number (for code cut out of a reply). */
export function tokenize(src: string, lineOffset = 0): TokenizeResult {
  const tokens: Token[] = [];
  const errors: CodeError[] = [];
  const at = positionMapper(src, lineOffset);
  const indents: string[] = [''];

  const emit = (kind: TokenKind, start: number, end: number, extra: Partial<Token> = {}): void => {
    tokens.push({ kind, text: src.slice(start, end), start, end, ...at(start), ...extra });
  };
  const fail = (code: CodeError['code'], start: number, message: string): void => {
    const { line, column } = at(start);
    errors.push(codeError(code, line, column, message));
  };

  /** Names are ASCII: a look-alike letter from another script would make two names look the same. */
  const checkAscii = (word: string, start: number): void => {
    const first = firstNonAscii(word);
    if (first === undefined) return;
    const ascii = asciiSkeleton(word);
    const fix = ascii === undefined ? 'write it with ASCII letters, digits and _ only' : `write '${ascii}'`;
    fail('non-ascii-name', start, `The name '${echo(word, 40)}' has ${describeLetter(first.ch)} as its character ${first.index}; names in skill code are ASCII only, and letters of other scripts can look the same as ASCII ones: ${fix}.`);
  };

  const handleIndent = (indent: string, start: number): void => {
    const top = indents[indents.length - 1] ?? '';
    if (indent === top) return;
    if (indent.startsWith(top)) {
      indents.push(indent);
      emit('indent', start, start);
      return;
    }
    if (!indents.includes(indent)) {
      // Report, and keep the line at the current depth: the likeliest intent, and no cascade.
      const tabs = indent.includes('\t') || indents.some((i) => i.includes('\t'));
      fail('inconsistent-indentation', start, tabs
        ? 'This line mixes tabs and spaces inconsistently with the lines above; indent with 4 spaces per level only.'
        : 'This line is dedented to a level that matches no enclosing block; indent with 4 spaces per level.');
      return;
    }
    while ((indents[indents.length - 1] ?? '') !== indent) {
      indents.pop();
      emit('dedent', start, start);
    }
  };

  /** Tokenizes the rest of a code line from `pos`; returns the offset after its newline. */
  const scanLine = (pos: number): number => {
    for (;;) {
      while (src[pos] === ' ' || src[pos] === '\t' || src[pos] === '\f') pos++;
      const nl = newlineLength(src, pos);
      if (pos >= src.length || nl > 0) {
        emit('newline', pos, pos + nl);
        return pos + nl;
      }
      const ch = charAt(src, pos);
      const start = pos;
      if (ch === '#') {
        while (pos < src.length && newlineLength(src, pos) === 0) pos++;
        emit('comment', start, pos);
      } else if (ch === '"' || ch === "'") {
        pos = scanStringToken(start, start, '');
      } else if (ID_START.test(ch)) {
        pos += ch.length;
        while (pos < src.length && ID_CONTINUE.test(charAt(src, pos))) pos += charAt(src, pos).length;
        const word = src.slice(start, pos);
        if ((src[pos] === '"' || src[pos] === "'") && isStringPrefix(word)) {
          pos = scanStringToken(start, pos, word);
        } else {
          emit('name', start, pos);
          checkAscii(word, start);
        }
      } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[pos + 1] ?? ''))) {
        pos++;
        while (pos < src.length && /[0-9A-Za-z_.]/.test(src[pos] ?? '')) pos++;
        emit('number', start, pos);
      } else {
        const op = OPERATORS.find((o) => src.startsWith(o, pos));
        if (op !== undefined) {
          pos += op.length;
          emit('op', start, pos);
        } else {
          pos += ch.length;
          emit('error', start, pos);
          fail('unexpected-character', start, ch === '\\'
            ? "A backslash is not allowed outside a string: write each call on one line."
            : `The character ${shownCharacter(ch)} is not allowed in skill code; write only def blocks, comments and calls like Skill('Object').`);
        }
      }
    }
  };

  const scanStringToken = (start: number, quotePos: number, prefix: string): number => {
    const scanned = scanString(src, quotePos, prefix.toLowerCase().includes('r'));
    if (scanned.terminated) {
      emit('string', start, scanned.end, { value: scanned.value, prefix, triple: scanned.triple });
    } else {
      emit('error', start, scanned.end);
      const quote = src[quotePos] ?? "'";
      fail('unterminated-string', start, scanned.triple
        ? `This triple-quoted string is never closed; close it with ${quote.repeat(3)} (or better, use a # comment).`
        : `This string is not closed on its line; end it with a matching ${quote} before the end of the line.`);
    }
    return scanned.end;
  };

  let pos = 0;
  while (pos < src.length) {
    let p = pos;
    while (src[p] === ' ' || src[p] === '\t' || src[p] === '\f') p++;
    const nl = newlineLength(src, p);
    if (p >= src.length || nl > 0) {
      emit('nl', p, p + nl);
      pos = p + nl;
      continue;
    }
    if (src[p] === '#') {
      let end = p;
      while (end < src.length && newlineLength(src, end) === 0) end++;
      emit('comment', p, end);
      const after = newlineLength(src, end);
      emit('nl', end, end + after);
      pos = end + after;
      continue;
    }
    handleIndent(src.slice(pos, p), p);
    pos = scanLine(p);
  }
  while (indents.length > 1) {
    indents.pop();
    emit('dedent', src.length, src.length);
  }
  emit('eof', src.length, src.length);
  return { tokens, errors };
}
