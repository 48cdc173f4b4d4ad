/** Reading Python string literals: quotes, triple quotes, prefixes and escapes. */

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
};

export interface ScannedString {
  /** Offset just after the literal (or the end of the line when unterminated). */
  readonly end: number;
  readonly terminated: boolean;
  readonly triple: boolean;
  /** The decoded value (raw strings keep their backslashes). */
  readonly value: string;
}

/** Whether `word` is a string prefix Python accepts (r, b, u, f and their combinations). */
export function isStringPrefix(word: string): boolean {
  const w = word.toLowerCase();
  return ['r', 'u', 'b', 'f', 'br', 'rb', 'fr', 'rf'].includes(w);
}

function isNewline(ch: string | undefined): boolean {
  return ch === '\n' || ch === '\r';
}

/** Length of the newline at `pos` (2 for \r\n), 0 when there is none. */
function newlineLength(src: string, pos: number): number {
  if (src[pos] === '\r' && src[pos + 1] === '\n') return 2;
  return isNewline(src[pos]) ? 1 : 0;
}

/** Decodes the escape after a backslash at `pos`; returns the text and the offset after it. */
function readEscape(src: string, pos: number): { text: string; next: number } {
  const ch = src[pos + 1] ?? '';
  const nl = newlineLength(src, pos + 1);
  if (nl > 0) return { text: '', next: pos + 1 + nl }; // line continuation
  const simple = SIMPLE_ESCAPES[ch];
  if (simple !== undefined) return { text: simple, next: pos + 2 };
  const hexLength = ch === 'x' ? 2 : ch === 'u' ? 4 : ch === 'U' ? 8 : 0;
  if (hexLength > 0) {
    const hex = src.slice(pos + 2, pos + 2 + hexLength);
    const code = Number.parseInt(hex, 16);
    if (hex.length === hexLength && /^[0-9a-fA-F]+$/.test(hex) && code <= 0x10ffff) {
      return { text: String.fromCodePoint(code), next: pos + 2 + hexLength };
    }
  }
  if (ch >= '0' && ch <= '7') {
    let end = pos + 1;
    while (end < pos + 4 && (src[end] ?? '') >= '0' && (src[end] ?? '') <= '7') end++;
    return { text: String.fromCodePoint(Number.parseInt(src.slice(pos + 1, end), 8)), next: end };
  }
  // Unknown escapes keep their backslash, as in Python.
  return { text: '\\', next: pos + 1 };
}

/**
 * Scans a string literal whose opening quote is at `quotePos`. A single-quoted literal ends at
 * the end of its line when unterminated; a triple-quoted one may span lines.
 */
export function scanString(src: string, quotePos: number, raw: boolean): ScannedString {
  const quote = src[quotePos] ?? "'";
  const triple = src.startsWith(quote.repeat(3), quotePos);
  const closing = triple ? quote.repeat(3) : quote;
  let pos = quotePos + closing.length;
  let value = '';
  while (pos < src.length) {
    if (src.startsWith(closing, pos)) {
      return { end: pos + closing.length, terminated: true, triple, value };
    }
    const ch = src[pos] ?? '';
    if (!triple && isNewline(ch)) break;
    if (ch === '\\' && pos + 1 < src.length) {
      if (raw) {
        value += src.slice(pos, pos + 2);
        pos += 2;
        continue;
      }
      const escape = readEscape(src, pos);
      value += escape.text;
      pos = escape.next;
      continue;
    }
    value += ch;
    pos++;
  }
  return { end: pos, terminated: false, triple, value };
}
