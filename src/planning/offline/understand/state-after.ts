/**
 * A clause that only says a state ("can I have an apple, but cut up"; "a coffee, hot"): how the
 * thing asked in the clause before should be, not a request of its own. Dropping it reads a
 * weaker goal than the words (a whole apple served for one asked cut up, a false success), so
 * the reader adds it to that use, or blocks on it where nothing before can take it (issue 38).
 */
import type { Vocabulary } from './vocabulary.js';
import type { Meaning } from './words-schema.js';

/** Words around the state that change nothing ("but cut up please", "nice and hot", "all chopped up"). */
const AROUND: ReadonlySet<string> = new Set(['but', 'and', 'please', 'pls', 'nice', 'really', 'very', 'all', 'though', 'up',
  // How fine the pieces are ("cut up small", "chopped nice and fine", "sliced thin"): AI2-THOR slices one way only, so
  // the size is said and changes nothing; dropped, the whole clause was lost and a whole apple served (a false success).
  'small', 'smaller', 'tiny', 'little', 'fine', 'finely', 'thin', 'thinly', 'thick', 'thickly', 'nicely', 'properly']);
/** "in bits", "into pieces": a place word before the state names no place. */
const INTO: ReadonlySet<string> = new Set(['in', 'into']);

/** The states the clause says and nothing else, or undefined when it says anything more (a thing, a person, a verb). */
export function statesOnly(clause: readonly string[], vocabulary: Vocabulary): Meaning[] | undefined {
  const states: Meaning[] = [];
  for (let i = 0; i < clause.length; ) {
    const found = vocabulary.first(clause, i, ['modifier', 'verb', 'noun']);
    const state = found?.readings.find((r) => r.kind === 'modifier');
    // Not a thing ("cut up the bread" names one; "cold" of "I'm cold" has a person in it: that word is no AROUND).
    if (found !== undefined && state?.kind === 'modifier' && !found.readings.some((r) => r.kind === 'noun')) {
      states.push(state.meaning);
      i += found.length;
      continue;
    }
    const word = clause[i]!;
    if (AROUND.has(word) || (INTO.has(word) && vocabulary.first(clause, i + 1, ['modifier']) !== undefined)) {
      i++;
      continue;
    }
    return undefined;
  }
  return states.length > 0 ? states : undefined;
}
