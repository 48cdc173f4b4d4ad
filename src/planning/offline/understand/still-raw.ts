/**
 * Food told of as not cooked yet (issue 38): "the potatoes are still raw", "the eggs are uncooked",
 * "the potato isn't cooked yet". It asks the food cooked, and is read as the command it stands for
 * ("cook the potatoes"), as a thing said to need doing is (needs-doing.ts). Said of nothing named
 * ("I'm still raw about it"), it is left as it is. The same of a thing not hot yet ("the water isn't
 * even hot yet", "the soup is not warm"): heating it ("heat the water").
 */

/** Words that say a food is not cooked. */
const RAW = new Set(['raw', 'uncooked', 'undercooked', 'underdone']);
/** Words a thing is wanted as, said after "not": what it asks done ("not cooked": cook it, "not hot": heat it). */
const NOT_YET: Readonly<Record<string, string>> = { cooked: 'cook', hot: 'heat', warm: 'heat', heated: 'heat', boiled: 'heat', boiling: 'heat' };
/** The verb a state is told with. */
const BE = new Set(['is', 'are', 'was', 'were', 'seem', 'seems', 'look', 'looks']);
/** Words that may stand between the verb and the state, or close the clause ("still", "yet", "completely"). */
const BETWEEN = new Set(['still', 'yet', 'even', 'all', 'completely', 'totally', 'really', 'so', 'too', 'very', 'a', 'bit', 'pretty', 'quite', 'basically']);
/** Where a clause ends. */
const BREAK = /([,.;!?]|\band\b|\bbut\b|\bso\b)/;

/** `text` (lower case, contractions spelt out) with each clause of a food told of as raw as its command. */
export function stillRawAsCommands(text: string, isNoun: (word: string) => boolean): string {
  return text
    .split(BREAK)
    .map((part) => commandOf(part, isNoun) ?? part)
    .join('');
}

/** "the potatoes are still raw" → "cook the potatoes"; undefined when the clause is no such thing. */
function commandOf(clause: string, isNoun: (word: string) => boolean): string | undefined {
  const tokens = clause.trim().split(/\s+/);
  let end = tokens.length;
  while (end > 0 && BETWEEN.has(tokens[end - 1]!)) end--;
  const last = tokens[end - 1] ?? '';
  // "not even hot": the words between "not" and the state said as well.
  let not = end - 2;
  while (not > 0 && BETWEEN.has(tokens[not]!)) not--;
  const notYet = NOT_YET[last] !== undefined && tokens[not] === 'not' ? NOT_YET[last] : undefined;
  const state = RAW.has(last) ? end - 1 : notYet !== undefined ? not : -1;
  if (state < 1) return undefined;
  let be = state;
  while (be > 0 && BETWEEN.has(tokens[be - 1]!)) be--;
  if (be < 2 || !BE.has(tokens[be - 1]!)) return undefined;
  const thing = tokens.slice(0, be - 1);
  if (!thing.some(isNoun)) return undefined;
  const lead = clause.match(/^\s*/)![0];
  return `${lead}${notYet ?? 'cook'} ${thing.join(' ')} `;
}
