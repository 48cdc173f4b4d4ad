/**
 * Making text safe to show in a terminal. Every string that reaches the person — code on the
 * approval screen, messages that echo input, an LLM's plan or question, a bridge's error — goes
 * through displaySafe, so that no character in it can move the cursor, erase or reorder text,
 * or hide itself: a line the person is shown is a line that exists, and nothing else is there.
 *
 * Unsafe characters are shown as `<U+XXXX>`. The form is reversible (undisplay): a literal `<`
 * that would read as such a form is itself shown as `<U+003C>`, so different texts never look
 * the same, and valid skill code (which holds no unsafe character) is shown exactly as written.
 */

/** Names of the unsafe characters one meets in practice (the rest are named by category). */
const NAMES: ReadonlyMap<number, string> = new Map([
  [0x00, 'NULL'], [0x07, 'BELL'], [0x08, 'BACKSPACE'], [0x0b, 'LINE TABULATION'], [0x0c, 'FORM FEED'],
  [0x0d, 'CARRIAGE RETURN'], [0x1b, 'ESCAPE'], [0x7f, 'DELETE'], [0x85, 'NEXT LINE'],
  [0x9b, 'CONTROL SEQUENCE INTRODUCER'], [0xa0, 'NO-BREAK SPACE'], [0xad, 'SOFT HYPHEN'],
  [0x034f, 'COMBINING GRAPHEME JOINER'], [0x061c, 'ARABIC LETTER MARK'], [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'], [0x180e, 'MONGOLIAN VOWEL SEPARATOR'], [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'], [0x200d, 'ZERO WIDTH JOINER'], [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'], [0x2028, 'LINE SEPARATOR'], [0x2029, 'PARAGRAPH SEPARATOR'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'], [0x202b, 'RIGHT-TO-LEFT EMBEDDING'], [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'], [0x202e, 'RIGHT-TO-LEFT OVERRIDE'], [0x202f, 'NARROW NO-BREAK SPACE'],
  [0x2060, 'WORD JOINER'], [0x2066, 'LEFT-TO-RIGHT ISOLATE'], [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'], [0x2069, 'POP DIRECTIONAL ISOLATE'], [0x3000, 'IDEOGRAPHIC SPACE'],
  [0x3164, 'HANGUL FILLER'], [0xfe0e, 'VARIATION SELECTOR-15'], [0xfe0f, 'VARIATION SELECTOR-16'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE (byte order mark)'], [0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0xfffd, 'REPLACEMENT CHARACTER'],
]);

/** Why a character is unsafe to show, or undefined when it is safe. */
export type UnsafeKind = 'control' | 'invisible' | 'space' | 'line-separator' | 'surrogate' | 'unassigned';

const CONTROL = /\p{Cc}/u;
const FORMAT = /[\p{Cf}\p{Co}]/u;
const SPACE = /\p{Zs}/u;
const SEPARATOR = /[\p{Zl}\p{Zp}]/u;
const UNASSIGNED = /\p{Cn}/u;

/** Characters that render as nothing although no Unicode category says so. */
function isBlankLetter(cp: number): boolean {
  return cp === 0x034f || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || cp === 0x2800
    || (cp >= 0x180b && cp <= 0x180f) || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/**
 * Whether code point `cp` may not be shown as itself: C0/C1 controls (tab and line feed
 * excepted), DEL, bidirectional and other invisible format characters, private-use and
 * unassigned code points, lone surrogates, line/paragraph separators, spaces other than U+0020,
 * and letters that render as nothing (variation selectors, Hangul fillers).
 */
export function unsafeKind(cp: number): UnsafeKind | undefined {
  if (cp === 0x09 || cp === 0x0a) return undefined;
  if (cp < 0x7f && cp >= 0x20) return undefined; // printable ASCII, the common case
  if (cp >= 0xd800 && cp <= 0xdfff) return 'surrogate';
  const ch = String.fromCodePoint(cp);
  if (CONTROL.test(ch)) return 'control';
  if (FORMAT.test(ch) || isBlankLetter(cp)) return 'invisible';
  if (SPACE.test(ch)) return cp === 0x20 ? undefined : 'space';
  if (SEPARATOR.test(ch)) return 'line-separator';
  if (UNASSIGNED.test(ch)) return 'unassigned';
  return undefined;
}

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');

/** `U+200B`. */
export function codePointLabel(cp: number): string {
  return `U+${hex(cp)}`;
}

/** `U+200B (ZERO WIDTH SPACE)`, or `U+0301 ('́')` for a visible character without a listed name. */
export function describeCodePoint(cp: number): string {
  const name = NAMES.get(cp);
  if (name !== undefined) return `${codePointLabel(cp)} (${name})`;
  const kind = unsafeKind(cp);
  if (kind === undefined) return `${codePointLabel(cp)} ('${String.fromCodePoint(cp)}')`;
  const what: Record<UnsafeKind, string> = {
    control: 'a control character',
    invisible: 'an invisible character',
    space: 'a space other than the plain one',
    'line-separator': 'a line separator',
    surrogate: 'half of a broken character',
    unassigned: 'an unassigned code point',
  };
  return `${codePointLabel(cp)} (${what[kind]})`;
}

/** The shown form of an escaped code point; also what a literal `<` starting one becomes. */
const ESCAPE_FORM = /<U\+([0-9A-F]{4,6})>/y;

/** The code point at `i` (a lone surrogate as itself) and its length in UTF-16 units. */
function codePointAt(text: string, i: number): { cp: number; length: number } {
  const cp = text.codePointAt(i) ?? 0;
  return { cp, length: cp > 0xffff ? 2 : 1 };
}

/** How the code point at `i` of `text` is shown (it depends on what follows a `<` or `\r`). */
function shownAt(text: string, i: number, cp: number): string | undefined {
  if (cp === 0x0d) return text[i + 1] === '\n' ? undefined : `<U+000D>`; // CRLF ends a line, like LF
  if (cp === 0x3c) {
    ESCAPE_FORM.lastIndex = i;
    return ESCAPE_FORM.test(text) ? '<U+003C>' : undefined;
  }
  return unsafeKind(cp) === undefined ? undefined : `<U+${hex(cp)}>`;
}

/**
 * The part of `text` from `start` to `end` (UTF-16 offsets on code-point boundaries) as it is
 * shown. Concatenating the shown slices of a text gives displaySafe of the whole, so a
 * highlighter may colour token by token.
 */
export function displaySafeSlice(text: string, start: number, end: number): string {
  let out = '';
  let plain = start;
  for (let i = start; i < end; ) {
    const { cp, length } = codePointAt(text, i);
    const shown = cp >= 0x20 && cp < 0x7f && cp !== 0x3c ? undefined : shownAt(text, i, cp);
    if (shown !== undefined) {
      out += text.slice(plain, i) + shown;
      plain = i + length;
    }
    i += length;
  }
  return out + text.slice(plain, end);
}

/** `text` made safe to show in a terminal (see the module comment). */
export function displaySafe(text: string): string {
  return displaySafeSlice(text, 0, text.length);
}

/** The inverse of displaySafe: the text that was shown. */
export function undisplay(shown: string): string {
  return shown.replace(/<U\+([0-9A-F]{4,6})>/g, (_, digits: string) => String.fromCodePoint(Number.parseInt(digits, 16)));
}

/** Characters of an input that a message repeats at most (a longer one is cut, with its length said). */
export const ECHO_LIMIT = 80;

/**
 * A value from the input as a message repeats it: at most `max` characters, cut with `…` and
 * its full length. It is not escaped here: messages also go to JSON, transcripts and prompts,
 * and the terminal's sink escapes everything once (src/cli/io.ts).
 */
export function echo(value: string, max = ECHO_LIMIT): string {
  if (value.length <= max) return value;
  const chars = [...value];
  if (chars.length <= max) return value;
  return `${chars.slice(0, max - 1).join('')}… (${chars.length.toLocaleString('en')} characters)`;
}

/**
 * JSON text that displaySafe leaves as it is: JSON.stringify already escapes C0 controls; this
 * also writes every other unsafe character (C1 controls, bidirectional overrides, ...) and a `<`
 * that would read as an escape as \u escapes, which parse back to the same value.
 */
export function safeJson(value: unknown, space?: number): string {
  const json = JSON.stringify(value, null, space);
  let out = '';
  let plain = 0;
  for (let i = 0; i < json.length; ) {
    const { cp, length } = codePointAt(json, i);
    if ((cp >= 0x7f && unsafeKind(cp) !== undefined) || (cp === 0x3c && shownAt(json, i, cp) !== undefined)) {
      out += json.slice(plain, i);
      for (let k = i; k < i + length; k++) out += `\\u${json.charCodeAt(k).toString(16).padStart(4, '0')}`;
      plain = i + length;
    }
    i += length;
  }
  return out + json.slice(plain);
}
