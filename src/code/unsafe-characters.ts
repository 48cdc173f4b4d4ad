/**
 * The checker's first pass over skill code: characters that could change what the terminal
 * shows (controls, bidirectional overrides, invisible or look-alike spaces) are refused
 * anywhere, in comments and strings too, with the line and column of the first on each line.
 * The approval screen shows such characters escaped (src/display.ts); refusing them as well
 * means code that can run is shown exactly as it is written.
 */
import { describeCodePoint, unsafeKind, type UnsafeKind } from '../display.js';
import { codeError, type CodeError } from './errors.js';

const ADVICE: Record<UnsafeKind, string> = {
  control: 'a control character; it can move the cursor or erase what the terminal shows',
  invisible: 'an invisible character; it can hide or reorder what the terminal shows',
  space: 'not a plain space although it looks like one',
  'line-separator': 'a line separator that editors and terminals break lines at differently',
  surrogate: 'half of a character (broken UTF-16)',
  unassigned: 'not an assigned character',
};

/** One error per line holding an unsafe character, at the first of them. Lines are counted as the tokenizer counts them. */
export function unsafeCharacterErrors(src: string, lineOffset = 0): CodeError[] {
  const errors: CodeError[] = [];
  let line = 1 + lineOffset;
  let column = 1;
  let reported = -1;
  for (let i = 0; i < src.length; ) {
    const cp = src.codePointAt(i) ?? 0;
    const length = cp > 0xffff ? 2 : 1;
    const crlf = cp === 0x0d && src[i + 1] === '\n';
    if (!crlf && cp !== 0x0a) {
      const kind = unsafeKind(cp);
      if (kind !== undefined && reported !== line) {
        reported = line;
        errors.push(codeError('unsafe-character', line, column,
          `${describeCodePoint(cp)} is ${ADVICE[kind]}: it is not allowed anywhere in skill code, not even in a comment or a string; remove it${kind === 'space' ? ' or use a plain space' : ''}.`));
      }
    }
    if (cp === 0x0a || cp === 0x0d) {
      // \r\n, \r and \n each end a line, as in the tokenizer.
      i += crlf ? 2 : 1;
      line++;
      column = 1;
      continue;
    }
    i += length;
    column += length;
  }
  return errors;
}
