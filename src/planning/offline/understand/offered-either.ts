/**
 * Two things offered with "or" ("can I have an apple or a tomato", "an apple or a potato would do"): the request as said
 * with each alone, for a reading of either. The reader joins clauses with "or" as it does with "and" (it asked for both
 * the apple and the potato, and refused both where the room had one), and read "apple or tomato" whole as "or" not
 * understood, since only one of them names a use. Each alone is read as usual; understanding.ts offers both.
 */

/** Words that may stand before a thing named ("an apple", "my mug"), kept with it. */
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'my', 'your', 'any']);
/** Words before a place: places offered with "or" are the parser's and either-place.ts's ("on the shelf or the desk"). */
const PLACING = new Set(['in', 'into', 'on', 'onto', 'inside', 'under', 'by', 'beside', 'near', 'to', 'at', 'from', 'off', 'behind']);
/** Marks that end a word's phrase: a thing before one is not named with the word after it. */
const MARK = /[,.;:!?]+$/;
/** The longest name of a thing before "or" ("bedside table"), in words. */
const LONGEST_NAME = 3;

/**
 * `text` said once with the thing before the first "or" between two things, once with the thing after it; undefined
 * when no "or" joins two things. `nounAt` gives the length in words of the thing's name starting at `at` (0: none).
 */
export function offeredEither(text: string, nounAt: (words: readonly string[], at: number) => number): readonly [string, string] | undefined {
  const parts = text.split(/(\s+)/);
  // Word indexes into `parts` (spaces sit between them), each word plain and whether a mark closes it.
  const at = parts.flatMap((p, i) => (p.trim() === '' ? [] : [i]));
  const plain = at.map((i) => parts[i]!.toLowerCase().replace(MARK, ''));
  const closed = at.map((i) => MARK.test(parts[i]!));
  const open = (from: number, to: number): boolean => closed.slice(from, to).every((c) => !c);
  for (let k = 1; k < at.length - 1; k++) {
    if (plain[k] !== 'or' || closed[k - 1]) continue;
    // The thing before: the longest name ending right before "or", and a determiner before it.
    const nameEndingAt = (end: number): number => {
      for (let s = Math.max(0, end - LONGEST_NAME + 1); s <= end; s++) if (nounAt(plain, s) === end - s + 1 && open(s, end)) return s;
      return -1;
    };
    let start = nameEndingAt(k - 1);
    if (start < 0) continue;
    // A name before it is its kind ("coffee mug"): part of the thing.
    while (start > 0 && !closed[start - 1] && nameEndingAt(start - 1) >= 0) start = nameEndingAt(start - 1);
    if (start > 0 && DETERMINERS.has(plain[start - 1]!)) start--;
    if (start > 0 && PLACING.has(plain[start - 1]!)) continue;
    // The thing after: a determiner, then its name, within the clause.
    const named = DETERMINERS.has(plain[k + 1]!) ? k + 2 : k + 1;
    const length = named < plain.length ? nounAt(plain, named) : 0;
    if (length === 0 || !open(k + 1, named + length - 1)) continue;
    const end = named + length - 1;
    const mark = parts[at[end]!]!.match(MARK)?.[0] ?? '';
    // "either an apple or a tomato": "either" goes with the choice.
    const from = start > 0 && plain[start - 1] === 'either' ? start - 1 : start;
    const said = (first: number, last: number): string =>
      [...parts.slice(0, at[from]!), parts.slice(at[first]!, at[last]! + 1).join('').replace(MARK, '') + mark, ...parts.slice(at[end]! + 1)].join('');
    return [said(start, k - 1), said(k + 1, end)];
  }
  return undefined;
}
