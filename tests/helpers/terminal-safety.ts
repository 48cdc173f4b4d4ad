/** Checks on what a test saw a terminal shown: nothing in it may be obeyed as a control. */
import { unsafeKind } from '../../src/display.js';

/** Whether `shown` could erase, move over, reorder or hide anything on a terminal (our SGR colours removed first). */
export function harmless(shown: string): boolean {
  for (let i = 0; i < shown.length; ) {
    const cp = shown.codePointAt(i)!;
    const ok = cp === 0x0a || cp === 0x09 || (cp === 0x0d && shown[i + 1] === '\n') || unsafeKind(cp) === undefined;
    if (!ok) return false;
    i += cp > 0xffff ? 2 : 1;
  }
  return true;
}

/** The 1-based line (lines counted as the tokenizer counts them) of the first unsafe character, 0 when none. */
export function firstUnsafeLine(text: string): number {
  let line = 1;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    if (cp === 0x0d && text[i + 1] === '\n') {
      line++;
      i += 2;
      continue;
    }
    if (cp === 0x0d || unsafeKind(cp) !== undefined) {
      if (cp !== 0x0a) return line;
    }
    if (cp === 0x0a) line++;
    i += cp > 0xffff ? 2 : 1;
  }
  return 0;
}
