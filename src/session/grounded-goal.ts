/**
 * A stated goal checked against the household's reading of the request (`--goal-hints`): an
 * alternative a model states that holds already in the room (nothing would be done) while none
 * of the known goals does, or that no program reaches (with `--search-fix`, which can ask), is
 * not what was asked. When none of the stated alternatives is left, the known goals are the goal,
 * and the person is told why. A model that states an achievable goal keeps it.
 */
import type { Alternative } from '../goals/index.js';
import type { SessionContext } from './context.js';
import { judgeAgainstGoal } from './goal-judge.js';
import { reachable } from './search-fix.js';

/** The goal to record: `stated`, or the known goals when every stated alternative is vacuous or unreachable; with why. */
export async function groundedGoal(ctx: SessionContext, stated: readonly Alternative[], known: readonly Alternative[]): Promise<{ goal: Alternative[]; note?: string }> {
  if (known.length === 0) return { goal: [...stated] };
  const holdsNow = (a: Alternative): boolean => judgeAgainstGoal([a], ctx.deps.world, { start: ctx.initial, steps: [], end: ctx.initial }).status === 'met';
  const knownHolds = known.some(holdsNow);
  const kept: Alternative[] = [];
  const dropped: string[] = [];
  for (const alternative of stated) {
    if (!knownHolds && holdsNow(alternative)) dropped.push(`'${alternative.name}' holds already`);
    else if ((await reachable(ctx, alternative)) === false) dropped.push(`no program reaches '${alternative.name}' here`);
    else kept.push(alternative);
  }
  if (kept.length > 0) return { goal: kept };
  const note = `The planner's goal cannot be what was asked (${dropped.join('; ')}); the household's reading of the request is the goal: ${known.map((k) => k.name).join(', or ')}.`;
  return { goal: [...known], note };
}
