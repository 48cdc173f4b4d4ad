/**
 * Reading a file's bytes as UTF-8 text, refusing what is not text: the first invalid byte (or
 * NUL, the mark of a binary file) is reported once with its line and column, instead of
 * becoming U+FFFD silently or one error per byte.
 */

/** Why bytes are not UTF-8 text: the offending byte's offset and what it is. */
export interface NotText {
  readonly offset: number;
  readonly byte: number;
  readonly binary: boolean;
}

/** Length of the valid UTF-8 sequence at `i`, or 0 when the bytes there are not one (RFC 3629). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i]!;
  if (b0 < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const b = bytes[i + k];
    return b !== undefined && b >= lo && b <= hi;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const lo = b0 === 0xe0 ? 0xa0 : 0x80;
    const hi = b0 === 0xed ? 0x9f : 0xbf; // no surrogates
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const lo = b0 === 0xf0 ? 0x90 : 0x80;
    const hi = b0 === 0xf4 ? 0x8f : 0xbf;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/** The first byte that keeps `bytes` from being UTF-8 text (an invalid sequence or NUL), if any. */
export function findNotText(bytes: Uint8Array): NotText | undefined {
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i]!;
    if (byte === 0) return { offset: i, byte, binary: true };
    const length = sequenceLength(bytes, i);
    if (length === 0) return { offset: i, byte, binary: false };
    i += length;
  }
  return undefined;
}

/** 1-based line and column (in characters) of byte `offset`, counting lines as the tokenizer does. */
export function bytePosition(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8');
  return { line, column: before.length + 1 };
}

/** The message for bytes that are not text, naming the file and where. */
export function notTextMessage(file: string, bytes: Uint8Array, problem: NotText): string {
  const { line, column } = bytePosition(bytes, problem.offset);
  const hex = `0x${problem.byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return problem.binary
    ? `${file}:${line}:${column}: the file looks binary (a NUL byte); skill code is UTF-8 text`
    : `${file}:${line}:${column}: byte ${hex} is not valid UTF-8; save the file as UTF-8 text`;
}
