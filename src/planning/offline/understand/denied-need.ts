/**
 * A need the person says they are not in: "I'm not hungry", "we don't feel cold", "I don't want
 * anything to eat" (issue 38: a negation is read, never the need planned). Only said of the person
 * or people speaking: "the bed is not made" or "I can't sleep" still say a need.
 */

/** Who speaks of themselves before a copula ("I am not", "we are not"). */
const PEOPLE = new Set(['i', 'we', 'you', 'they', 'he', 'she']);
const COPULAS = new Set(['am', 'are', 'is', 'was', 'were']);
/** Words of degree between the denial and the need ("not really hungry", "not that cold"). */
const DEGREE = new Set(['really', 'very', 'that', 'too', 'so', 'even', 'particularly', 'remotely', 'at', 'all', 'feeling', 'actually', 'exactly']);
/** Verbs of wanting denied before what would be the need ("don't want anything to eat", "don't need a drink"). */
const WANTING = new Set(['want', 'need', 'fancy', 'feel']);
/** What may stand between a denied want and the need ("anything to", "any more"). */
const BETWEEN = new Set(['anything', 'any', 'something', 'to', 'a', 'an', 'more', 'like', 'much']);

/** Whether the words of `clause` before `at` deny the need said there. */
export function needDenied(clause: readonly string[], at: number): boolean {
  let end = at;
  while (end > 0 && (DEGREE.has(clause[end - 1]!) || BETWEEN.has(clause[end - 1]!))) end--;
  // "I don't want anything to eat", "we do not feel cold".
  if (WANTING.has(clause[end - 1] ?? '') && clause[end - 2] === 'not' && ['do', 'does', 'did'].includes(clause[end - 3] ?? '')) return true;
  // "not hungry", said alone.
  const start = clause.findIndex((w) => !['well', 'oh', 'no', 'um', 'actually', 'honestly'].includes(w));
  if (clause[end - 1] === 'not' && end - 1 === start) return true;
  // "I am not hungry", "we are not that cold".
  return clause[end - 1] === 'not' && COPULAS.has(clause[end - 2] ?? '') && PEOPLE.has(clause[end - 3] ?? '');
}
