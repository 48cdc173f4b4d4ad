/**
 * Whether the world ended as the goal asks: the task's success criteria (experiments) or the
 * criteria the planner stated and the person approved. Each alternative and each of its
 * conditions is judged, so a report can say which condition is not met and which objects break it.
 */
import { judgeRun, type Alternative, type JudgedRun, type JudgeWorld } from '../goals/index.js';

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

/** Judges `alternatives` (any one suffices) on the run that led to the final state (goals/judge-run.ts: its steps for `was`). */
export function judgeGoal(alternatives: readonly Alternative[], source: GoalSource, run: JudgedRun, world: JudgeWorld, nameOf?: (id: string) => string): GoalVerdict {
  const judged = judgeRun(alternatives, run, world, nameOf);
  return { source, met: judged.met, alternative: judged.alternative, alternatives: judged.alternatives };
}

/** "Goal met: fried egg (the goal you approved)." or "Goal NOT met: neither fried egg nor toast holds (…)." */
export function goalSentence(verdict: GoalVerdict): string {
  const whose = verdict.source === 'task' ? "the task's goal" : 'the goal you approved';
  if (verdict.met) return `Goal met: ${verdict.alternative} (${whose}).`;
  const names = verdict.alternatives.map((a) => a.name);
  const which = names.length === 1 ? `${names[0]} does not hold` : `none of ${names.join(', ')} holds`;
  return `Goal NOT met: ${which} (${whose}).`;
}
