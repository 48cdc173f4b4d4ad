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

/** Words that ask a fire lit, left or kept burning. */
const LIT: ReadonlySet<string> = new Set(['leave', 'left', 'keep', 'kept', 'on', 'light', 'lit', 'burning']);
/** Words of lighting it for now, while the person is in. */
const NOW: ReadonlySet<string> = new Set(['now', 'tonight', 'today', 'evening', 'meanwhile']);

/**
 * The words from the thing that burns to the end of being away, or undefined. Being away said in
 * another clause of the request (`request`: "off to the airport for a week, leave all the hobs on")
 * leaves it burning no less: the thing and the being away are then the words.
 */
export function unattendedIn(clause: readonly string[], lists: { readonly burning: readonly string[]; readonly away: readonly string[] }, request: readonly string[] = clause): string | undefined {
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
  // In another clause, where this one asks the fire lit, left or kept burning ("leave all the hobs on"; "leave the hob on"
  // reaches here as "turn on the hob"), but not lit for now ("light the candle tonight" beside "on holiday tomorrow": lit
  // while the person is in).
  if (clause.some((w) => PUT_OUT.has(w) || NOW.has(w)) || !clause.some((w) => LIT.has(w))) return undefined;
  for (const thing of lists.burning) {
    if (findPhrase(clause, thing.split(' ')) < 0) continue;
    const away = lists.away.find((a) => findPhrase(request, a.split(' ')) >= 0 && findPhrase(clause, a.split(' ')) < 0);
    if (away !== undefined) return `${thing} ${away}`;
  }
  return undefined;
}
