/**
 * How deep JSON text nests, counted on the text before anything parses it: strings (and their
 * escapes) are skipped, every `[` and `{` outside them is a level. Parsing is fine at any depth,
 * but what walks the value afterwards (JSON.stringify, a schema check) recurses and overflows the
 * stack on 200,000 levels.
 */

const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether `text` (a string, or UTF-8 bytes) nests more than `maximum` levels. */
export function jsonNestingOver(text: string | Uint8Array, maximum: number): boolean {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
      if (++depth > maximum) return true;
    } else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) {
      depth--;
    }
  }
  return false;
}
