/**
 * A fire or heat left with no one in (issue 38): "leave the stove on while I'm out", "keep the
 * candles lit when we go to bed". A thing that burns (speech.yaml `unattended.burning`), then a
 * phrase of being away after it in the same clause (`unattended.away`). The reader refuses it as
 * uses.yaml `beyond.unattended`, however it is said; the words returned are what it rests on. Not
 * where it is put out or not to be left ("turn off the stove when I leave", "don't leave it on").
 */
import { findPhrase } from '../text.js';

/** Words before being away that ask the fire put out or say not to leave it ("turn off the stove when I leave", "don't leave it on"). */
const PUT_OUT: ReadonlySet<string> = new Set(['off', 'out', 'not', 'never', 'extinguish', 'extinguished', 'blow', 'blown', 'unlit']);

/** The words from the thing that burns to the end of being away, or undefined. */
export function unattendedIn(clause: readonly string[], lists: { readonly burning: readonly string[]; readonly away: readonly string[] }): string | undefined {
  for (const thing of lists.burning) {
    const at = findPhrase(clause, thing.split(' '));
    if (at < 0) continue;
    for (const away of lists.away) {
      const words = away.split(' ');
      const end = findPhrase(clause, words, at + 1);
      if (end < 0) continue;
      return clause.slice(0, end).some((w) => PUT_OUT.has(w)) ? undefined : clause.slice(at, end + words.length).join(' ');
    }
  }
  return undefined;
}
