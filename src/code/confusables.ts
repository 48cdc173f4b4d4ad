/**
 * Letters from other scripts that look like ASCII ones (Cyrillic 'а' and Latin 'a'). Skill code
 * names are ASCII; when a name or an object is written with a lookalike, the message says which
 * character it is and what it resembles, since the two spellings look the same on screen.
 */
import { describeCodePoint } from '../display.js';

/** Lookalikes that NFKC normalisation does not map to ASCII, with their Unicode names. */
const LOOKALIKES: ReadonlyMap<number, readonly [ascii: string, name: string]> = new Map([
  [0x0430, ['a', 'CYRILLIC SMALL LETTER A']], [0x0435, ['e', 'CYRILLIC SMALL LETTER IE']],
  [0x043e, ['o', 'CYRILLIC SMALL LETTER O']], [0x0440, ['p', 'CYRILLIC SMALL LETTER ER']],
  [0x0441, ['c', 'CYRILLIC SMALL LETTER ES']], [0x0443, ['y', 'CYRILLIC SMALL LETTER U']],
  [0x0445, ['x', 'CYRILLIC SMALL LETTER HA']], [0x0455, ['s', 'CYRILLIC SMALL LETTER DZE']],
  [0x0456, ['i', 'CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I']], [0x0458, ['j', 'CYRILLIC SMALL LETTER JE']],
  [0x0501, ['d', 'CYRILLIC SMALL LETTER KOMI DE']], [0x04bb, ['h', 'CYRILLIC SMALL LETTER SHHA']],
  [0x0410, ['A', 'CYRILLIC CAPITAL LETTER A']], [0x0412, ['B', 'CYRILLIC CAPITAL LETTER VE']],
  [0x0415, ['E', 'CYRILLIC CAPITAL LETTER IE']], [0x041a, ['K', 'CYRILLIC CAPITAL LETTER KA']],
  [0x041c, ['M', 'CYRILLIC CAPITAL LETTER EM']], [0x041d, ['H', 'CYRILLIC CAPITAL LETTER EN']],
  [0x041e, ['O', 'CYRILLIC CAPITAL LETTER O']], [0x0420, ['P', 'CYRILLIC CAPITAL LETTER ER']],
  [0x0421, ['C', 'CYRILLIC CAPITAL LETTER ES']], [0x0422, ['T', 'CYRILLIC CAPITAL LETTER TE']],
  [0x0425, ['X', 'CYRILLIC CAPITAL LETTER HA']], [0x0405, ['S', 'CYRILLIC CAPITAL LETTER DZE']],
  [0x0406, ['I', 'CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I']], [0x0408, ['J', 'CYRILLIC CAPITAL LETTER JE']],
  [0x04c0, ['l', 'CYRILLIC LETTER PALOCHKA']], [0x0391, ['A', 'GREEK CAPITAL LETTER ALPHA']],
  [0x0392, ['B', 'GREEK CAPITAL LETTER BETA']], [0x0395, ['E', 'GREEK CAPITAL LETTER EPSILON']],
  [0x0396, ['Z', 'GREEK CAPITAL LETTER ZETA']], [0x0397, ['H', 'GREEK CAPITAL LETTER ETA']],
  [0x0399, ['I', 'GREEK CAPITAL LETTER IOTA']], [0x039a, ['K', 'GREEK CAPITAL LETTER KAPPA']],
  [0x039c, ['M', 'GREEK CAPITAL LETTER MU']], [0x039d, ['N', 'GREEK CAPITAL LETTER NU']],
  [0x039f, ['O', 'GREEK CAPITAL LETTER OMICRON']], [0x03a1, ['P', 'GREEK CAPITAL LETTER RHO']],
  [0x03a4, ['T', 'GREEK CAPITAL LETTER TAU']], [0x03a5, ['Y', 'GREEK CAPITAL LETTER UPSILON']],
  [0x03a7, ['X', 'GREEK CAPITAL LETTER CHI']], [0x03bf, ['o', 'GREEK SMALL LETTER OMICRON']],
  [0x03b1, ['a', 'GREEK SMALL LETTER ALPHA']], [0x03b9, ['i', 'GREEK SMALL LETTER IOTA']],
  [0x03bd, ['v', 'GREEK SMALL LETTER NU']], [0x0131, ['i', 'LATIN SMALL LETTER DOTLESS I']],
  [0x0251, ['a', 'LATIN SMALL LETTER ALPHA']], [0x0261, ['g', 'LATIN SMALL LETTER SCRIPT G']],
  [0x01c0, ['l', 'LATIN LETTER DENTAL CLICK']],
]);

/** The ASCII character `ch` looks like, if any (fullwidth and styled letters via NFKC). */
export function asciiLookalike(ch: string): string | undefined {
  const listed = LOOKALIKES.get(ch.codePointAt(0) ?? 0);
  if (listed !== undefined) return listed[0];
  const folded = ch.normalize('NFKC');
  return /^[\x21-\x7e]$/.test(folded) ? folded : undefined;
}

/** `U+0430 (CYRILLIC SMALL LETTER A)`, or the generic description of another character. */
export function describeLetter(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const listed = LOOKALIKES.get(cp);
  return listed === undefined ? describeCodePoint(cp) : `U+${cp.toString(16).toUpperCase().padStart(4, '0')} (${listed[1]})`;
}

/** The first non-ASCII character of `text` and its 1-based position, if any. */
export function firstNonAscii(text: string): { ch: string; index: number } | undefined {
  let index = 0;
  for (const ch of text) {
    index++;
    if ((ch.codePointAt(0) ?? 0) > 0x7e) return { ch, index };
  }
  return undefined;
}

/** `text` with every lookalike replaced by its ASCII letter; undefined when some non-ASCII letter has none. */
export function asciiSkeleton(text: string): string | undefined {
  let out = '';
  for (const ch of text) {
    if ((ch.codePointAt(0) ?? 0) <= 0x7e) out += ch;
    else {
      const ascii = asciiLookalike(ch);
      if (ascii === undefined) return undefined;
      out += ascii;
    }
  }
  return out;
}

/**
 * Why a non-ASCII spelling is not the ASCII one it may look like: "its character 5 is U+0435
 * (CYRILLIC SMALL LETTER IE), which only looks like 'e'"; undefined for plain ASCII text.
 */
export function lookalikeNote(text: string): string | undefined {
  const first = firstNonAscii(text);
  if (first === undefined) return undefined;
  const ascii = asciiLookalike(first.ch);
  const what = describeLetter(first.ch);
  return ascii === undefined
    ? `its character ${first.index} is ${what}, not an ASCII letter`
    : `its character ${first.index} is ${what}, which only looks like '${ascii}'`;
}
