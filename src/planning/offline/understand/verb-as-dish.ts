/**
 * A verb that is also what it makes, named as the dish ("I want toast and a fried egg", "some toast
 * with tomato"): after a determiner or a word of wanting, or before "and", "with" or "on" and a
 * thing rather than another verb, it is no verb. "toast the bread", "toast it", "toast and butter
 * the bread" keep the verb. Read as the verb, "toast and a fried egg" cooked the egg alone.
 */
import type { Vocabulary } from './vocabulary.js';

/** Verbs that name the dish they make. */
const DISH_VERBS = new Set(['toast']);
const BEFORE_DISH = new Set(['a', 'an', 'some', 'the', 'my', 'more', 'of', 'want', 'fancy', 'like', 'love', 'have', 'need', 'for']);
const DISH_JOINS = new Set(['and', 'with', 'on', 'or']);

/** Whether the word at `at` of `words` is a verb named as the dish it makes. */
export function verbAsDish(words: readonly string[], at: number, vocabulary: Vocabulary): boolean {
  if (!DISH_VERBS.has(words[at] ?? '')) return false;
  if (BEFORE_DISH.has(words[at - 1] ?? '')) return true;
  const next = words[at + 1];
  if (next === undefined || next === ',') return false;
  if (!DISH_JOINS.has(next)) return false;
  // "toast and butter the bread": another verb after the join keeps both verbs.
  const after = words[at + 2] === 'a' || words[at + 2] === 'some' ? at + 3 : at + 2;
  return vocabulary.first(words, after, ['verb', 'particleVerb']) === undefined || vocabulary.first(words, after, ['noun']) !== undefined;
}

/** "an egg on toast", "beans on toast": served on the dish, which is made too ("an egg and toast"). */
export function servedOnDish(text: string): string {
  return text.replace(/\bon (?:some |a slice of |a piece of )?toast\b/g, 'and toast');
}
