/**
 * A use or need the request says and then denies ("I'm useless before coffee ... don't actually make
 * the coffee now"): the denial names every word it was read from, so it is what is denied, and
 * not asked. Read apart, the denial blocked the reading beside a use (which might do the deed) and
 * the commands said were never done.
 */

/** Words that say nothing of what a use or need is ("a", "the", "some"). */
const LIGHT: ReadonlySet<string> = new Set(['a', 'an', 'the', 'some', 'my', 'of', 'cup', 'mug']);

/** Whether one of `denials` (clauses denying a deed) names every word `said` (a use's or need's words) rests on. */
export function deniedBy(denials: readonly string[], said: string): boolean {
  const words = said.split(' ').filter((w) => !LIGHT.has(w));
  return words.length > 0 && denials.some((d) => {
    const denied = new Set(d.split(' '));
    return words.every((w) => denied.has(w));
  });
}

/** `items` without those a denial names (as `deniedBy`), each dropped also from `words` (what the reading rests on). */
export function withoutDenied<T extends { readonly words: string }>(denials: readonly string[], items: T[], words: string[]): void {
  for (let i = items.length - 1; i >= 0; i--) {
    if (!deniedBy(denials, items[i]!.words)) continue;
    const at = words.indexOf(items[i]!.words);
    if (at >= 0) words.splice(at, 1);
    items.splice(i, 1);
  }
}
