/**
 * The goal a model states with its stage-2 plan, checked before the plan is recorded and before
 * any code (issue 41): each alternative must rest on the request (planning/goal-grounds.ts). One
 * that does not is dropped, recorded with why (`goal-dropped`) and said at the plan step. With
 * `--planner combined`, the household reader's goal is the plan's goal where it reads one. When no
 * alternative is left: the reader's goals where it has any; else stage 2 is asked again with why;
 * else the request is refused, never reported done with nothing done.
 */
import type { Alternative, StateWord } from '../goals/index.js';
import { checkStatedGoal, readerGoal, RequestRefusedError, type CheckedGoal, type DroppedAlternative, type TaskDecomposition } from '../planning/index.js';
import { sessionStageOne } from './code-input.js';
import type { SessionContext } from './context.js';
import { judgeAgainstGoal } from './goal-judge.js';

/** How many times stage 2 is asked again when every alternative of its goal was dropped. */
export const MAX_GOAL_ASKED_AGAIN = 1;

/** Stage 2 asked again, told why every alternative of the goal of `plan` was dropped. */
export type AskAgain = (goalDropped: { plan: TaskDecomposition; dropped: readonly DroppedAlternative[] }) => Promise<TaskDecomposition>;

/**
 * `plan` with its goal checked: the alternatives kept (or the reader's goal), each drop recorded
 * and said; stage 2 asked again (`ask`) when nothing is left to keep.
 * @throws RequestRefusedError when still nothing is left: the session ends refused, with why
 */
export async function groundPlanGoal(ctx: SessionContext, first: TaskDecomposition, ask: AskAgain): Promise<TaskDecomposition> {
  let plan = first;
  for (let asked = 0; ; asked++) {
    const checked = checkPlanGoal(ctx, plan);
    if (checked === null) return plan;
    const { kept, dropped, byReader } = checked;
    if (kept.length > 0) {
      if (dropped.length > 0) {
        ctx.record({ type: 'goal-dropped', dropped, outcome: byReader ? 'reader-goal' : 'kept-others' });
        ctx.deps.reporter.info(droppedNote(dropped, byReader ? `the household reader's goal is the goal: ${names(kept)}` : `the goal is: ${names(kept)}`));
      }
      return { ...plan, goal: kept };
    }
    if (asked >= MAX_GOAL_ASKED_AGAIN) {
      ctx.record({ type: 'goal-dropped', dropped, outcome: 'refused' });
      throw new RequestRefusedError(`no goal the planner states rests on the request (${[...new Set(dropped.map((d) => d.says))].join('; ')}), so nothing would be done`);
    }
    ctx.record({ type: 'goal-dropped', dropped, outcome: 'asked-again' });
    ctx.deps.reporter.info(droppedNote(dropped, 'the planner is asked again'));
    plan = await ask({ plan, dropped });
  }
}

/** The plan's goal checked against the reader's grounds; null when there is nothing to check (no goal, or a planner that reads no requests). */
function checkPlanGoal(ctx: SessionContext, plan: TaskDecomposition): (CheckedGoal & { byReader: boolean }) | null {
  const { planner, world } = ctx.deps;
  if (plan.goal === undefined || planner.readRequest === undefined) return null;
  const grounds = planner.readRequest(sessionStageOne(ctx));
  if (planner.kind === 'combined' && grounds.goals.length > 0) return { ...readerGoal(plan.goal, grounds.goals), byReader: true };
  const holdsAtStart = (a: Alternative): boolean => judgeAgainstGoal([a], world, { start: ctx.initial, steps: [], end: ctx.initial }).status === 'met';
  const container = (type: string): boolean => {
    const properties = world.catalogue.types.get(type)?.properties ?? [];
    return properties.includes('openable') && properties.includes('receptacle');
  };
  const switchable = (type: string): boolean => world.catalogue.types.get(type)?.properties.includes('toggleable') === true;
  // A Fridge chills what is in it (catalogue effects.coolsContents).
  const makes = (place: string): readonly StateWord[] => (world.catalogue.types.get(place)?.effects.coolsContents === true ? ['cold'] : []);
  const checked = checkStatedGoal(plan.goal, { grounds, holdsAtStart, container, switchable, makes });
  // Nothing the model stated is left, but the reader reads the request: its goals are the goal.
  if (checked.kept.length === 0 && grounds.goals.length > 0) return { kept: [...grounds.goals], dropped: checked.dropped, byReader: true };
  return { ...checked, byReader: false };
}

const names = (goal: readonly Alternative[]): string => goal.map((a) => a.name).join(', or ');

function droppedNote(dropped: readonly DroppedAlternative[], then: string): string {
  return `Not a way of being done, dropped from the planner's goal: ${[...new Set(dropped.map((d) => d.says))].join('; ')}; ${then}.`;
}
