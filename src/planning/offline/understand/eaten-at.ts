/**
 * A meal said to be eaten at a place of the room (issue 38: "we're going to eat dinner at the actual
 * table", "having our lunch at the dining table"): the place the dishes are wanted at. A dish said
 * to be out of place beside it ("the plate's still on the coffee table") goes there, never put away
 * in a cabinet or off the table it lies on, which leaves the meal without it (a false success).
 */
import type { Vocabulary } from './vocabulary.js';

/** Words saying a meal is eaten: the meal's verb or its name ("eat", "have dinner at"). */
const MEAL = new Set(['eat', 'eating', 'eats', 'dinner', 'lunch', 'breakfast', 'supper', 'tea', 'meal', 'meals', 'dine']);
/** How far after the meal's word its place may be said ("eat dinner tonight at the table"). */
const REACH = 6;
/** Words between "at" and the place ("at the actual table", "at our own table"): one or two before the noun. */
const BEFORE_PLACE = 2;

/** The types of the place a meal is said to be eaten at, or none. */
export function eatenAt(words: readonly string[], vocabulary: Vocabulary): string[] {
  for (let i = 0; i < words.length; i++) {
    if (!MEAL.has(words[i]!)) continue;
    for (let j = i + 1; j <= Math.min(words.length - 2, i + REACH); j++) {
      if (words[j] === ',' || words[j] === '.') break;
      if (words[j] !== 'at' && words[j] !== 'round' && words[j] !== 'around') continue;
      // "at the table", "at the actual table": the first thing named a word or two after.
      for (let k = j + 1; k <= Math.min(words.length - 1, j + 1 + BEFORE_PLACE); k++) {
        const noun = vocabulary.first(words, k, ['noun']);
        if (noun === undefined) continue;
        return noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
      }
      break;
    }
  }
  return [];
}

/** Things a meal is eaten from (goals.yaml's table laid: AI2-THOR's dishes and cutlery): what goes where it is eaten. */
export const TABLEWARE: ReadonlySet<string> = new Set(['Plate', 'Bowl', 'Fork', 'Spoon', 'Knife', 'ButterKnife', 'Cup', 'Mug']);
