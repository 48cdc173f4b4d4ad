/**
 * Two things offered with "or" ("can I have an apple or a tomato", "an apple or a potato would do"): the request as said
 * with each alone, for a reading of either. The reader joins clauses with "or" as it does with "and" (it asked for both
 * the apple and the potato, and refused both where the room had one), and read "apple or tomato" whole as "or" not
 * understood, since only one of them names a use. Each alone is read as usual; understanding.ts offers both.
 */

/** Words that may stand before a thing named ("an apple", "my mug"), kept with it. */
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'my', 'your', 'any']);
/** Marks that end a word's phrase: a thing before one is not named with the word after it. */
const CLOSED = /[,.;:!?]$/;

/** `text` said once with the thing before the first "or" between two things, once with the thing after it; undefined when no "or" joins two things. */
export function offeredEither(text: string, isNoun: (word: string) => boolean): readonly [string, string] | undefined {
  const parts = text.split(/(\s+)/);
  // Word indexes into `parts` (spaces sit between them).
  const at = parts.flatMap((p, i) => (p.trim() === '' ? [] : [i]));
  const plain = (i: number): string => parts[i]!.toLowerCase().replace(/[,.;:!?]+$/, '');
  const noun = (i: number | undefined): boolean => i !== undefined && isNoun(plain(i));
  for (let k = 1; k < at.length - 1; k++) {
    if (parts[at[k]!]!.toLowerCase() !== 'or' || CLOSED.test(parts[at[k - 1]!]!) || !noun(at[k - 1])) continue;
    // The thing before: its nouns ("coffee mug"), and a determiner before them.
    let start = k - 1;
    while (start > 0 && noun(at[start - 1]) && !CLOSED.test(parts[at[start - 1]!]!)) start--;
    if (start > 0 && DETERMINERS.has(plain(at[start - 1]!))) start--;
    // The thing after: a determiner, then its nouns up to a mark.
    let end = k + 1;
    if (DETERMINERS.has(plain(at[end]!)) && end + 1 < at.length) end++;
    if (!noun(at[end])) continue;
    while (end + 1 < at.length && !CLOSED.test(parts[at[end]!]!) && noun(at[end + 1])) end++;
    const mark = parts[at[end]!]!.match(/[,.;:!?]+$/)?.[0] ?? '';
    // "either an apple or a tomato": "either" goes with the choice.
    const from = start > 0 && plain(at[start - 1]!) === 'either' ? start - 1 : start;
    const said = (kept: readonly number[]): string =>
      [...parts.slice(0, at[from]!), kept.map((i) => parts[at[i]!]!.replace(/[,.;:!?]+$/, '')).join(' ') + mark, ...parts.slice(at[end]! + 1)].join('');
    return [said(range(start, k - 1)), said(range(k + 1, end))];
  }
  return undefined;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
