/**
 * Evaluates goals (criteria-schema.ts) on a state: whether a condition holds, which alternative
 * is met, and — for the conditions that are not — the objects that break them (explain.ts).
 * Matching is in match.ts, words in describe.ts.
 */
import type { Alternative, Predicate } from './criteria-schema.js';
import { countFits, countMatches, predicateSelector, type CriteriaState, type GoalContextLike } from './match.js';
import { describePredicate } from './describe.js';
import { explainUnmet } from './explain.js';

export * from './criteria-schema.js';
export * from './match.js';
export { describePredicate, describeSelector, describeGoal } from './describe.js';
export { explainUnmet } from './explain.js';
export { typeOfId, sceneLinks, TRACKERS, type ExecutedStep, type ExecutionHistory, type HistoryStart, type Trackers } from './history.js';

export interface CriteriaVerdict {
  met: boolean;
  /** The first alternative met, if any. */
  alternative: string | null;
  /** For each alternative, its first unmet predicate in words, and why, naming objects (for feedback). */
  unmet: { alternative: string; predicate: string; because: string[] }[];
}

/** True when the predicate holds in the state. */
export function holds(predicate: Predicate, state: CriteriaState, like: GoalContextLike): boolean {
  const n = countMatches(predicateSelector(predicate), state, like);
  if ('exists' in predicate) return n > 0;
  if ('none' in predicate) return n === 0;
  return countFits(predicate, n);
}

/** Evaluates a disjunction of alternatives against a final state. */
export function evaluateCriteria(alternatives: readonly Alternative[], state: CriteriaState, like: GoalContextLike): CriteriaVerdict {
  const unmet: CriteriaVerdict['unmet'] = [];
  for (const alternative of alternatives) {
    const failed = alternative.all.find((p) => !holds(p, state, like));
    if (!failed) return { met: true, alternative: alternative.name, unmet };
    unmet.push({ alternative: alternative.name, predicate: describePredicate(failed), because: explainUnmet(failed, state, like) });
  }
  return { met: false, alternative: null, unmet };
}
