/**
 * Goal-condition success: partial credit for an episode. A task's criteria are alternatives, each
 * a list of predicates; an episode's goal conditions are those of the alternative it came closest
 * to meeting (the most predicates met as a share, the first such on a tie), counted as met / total.
 * An episode meets all of them exactly when it succeeds.
 */
import { holds, type Alternative, type CriteriaState, type GoalContextLike } from './criteria.js';

/** The goal conditions an episode's final state meets, of its closest alternative. */
export interface GoalConditions {
  /** The alternative they are counted on. */
  alternative: string;
  met: number;
  total: number;
}

/** Counts, for every alternative, its predicates that hold; returns the best one (ties: the first). */
export function goalConditions(alternatives: readonly Alternative[], state: CriteriaState, like: GoalContextLike): GoalConditions {
  let best: GoalConditions | undefined;
  for (const alternative of alternatives) {
    const met = alternative.all.filter((predicate) => holds(predicate, state, like)).length;
    const candidate = { alternative: alternative.name, met, total: alternative.all.length };
    if (best === undefined || met / candidate.total > best.met / best.total) best = candidate;
  }
  if (best === undefined) throw new Error('a task has at least one success alternative');
  return best;
}
