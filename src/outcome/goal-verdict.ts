/**
 * Whether the world ended as the goal asks: the task's success criteria (experiments) or the
 * criteria the planner stated and the person approved. Each alternative and each of its
 * conditions is judged, so a report can say which condition is not met and which objects break it.
 */
import { describePredicate, evaluateCriteria, explainUnmet, holds, type Alternative, type CriteriaState, type GoalContextLike } from '../goals/index.js';

/** Where a goal came from. */
export type GoalSource = 'task' | 'planner';

/** The judged goal of a session. */
export interface GoalVerdict {
  source: GoalSource;
  met: boolean;
  /** The first alternative met, if any. */
  alternative: string | null;
  alternatives: { name: string; met: boolean; conditions: { text: string; met: boolean; because?: string[] }[] }[];
}

/** Judges `alternatives` (any one suffices) on a final state (and, for `was`, the steps that led to it). */
export function judgeGoal(alternatives: readonly Alternative[], source: GoalSource, state: CriteriaState, context: GoalContextLike): GoalVerdict {
  const verdict = evaluateCriteria(alternatives, state, context);
  return {
    source,
    met: verdict.met,
    alternative: verdict.alternative,
    alternatives: alternatives.map((alternative) => {
      const conditions = alternative.all.map((p) => {
        const met = holds(p, state, context);
        return met ? { text: describePredicate(p), met } : { text: describePredicate(p), met, because: explainUnmet(p, state, context) };
      });
      return { name: alternative.name, met: conditions.every((c) => c.met), conditions };
    }),
  };
}

/** "Goal met: fried egg (the goal you approved)." or "Goal NOT met: neither fried egg nor toast holds (…)." */
export function goalSentence(verdict: GoalVerdict): string {
  const whose = verdict.source === 'task' ? "the task's goal" : 'the goal you approved';
  if (verdict.met) return `Goal met: ${verdict.alternative} (${whose}).`;
  const names = verdict.alternatives.map((a) => a.name);
  const which = names.length === 1 ? `${names[0]} does not hold` : `none of ${names.join(', ')} holds`;
  return `Goal NOT met: ${which} (${whose}).`;
}
