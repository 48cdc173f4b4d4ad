/**
 * Whether a task's goal places only what AI2-THOR lets go where it goes. ALFRED recorded its
 * trajectories with AI2-THOR 2.1.0, whose placement rules were looser than today's: a Pencil in
 * a Bowl, a Tomato in a Microwave. Today's ReceptacleRestrictions.PlacementRestrictions
 * (SimObjType.cs), which the catalogue's `receptacles` hold, refuse those, so no planner can meet
 * such a goal, and the task is left out rather than counted as a miss.
 */
import type { Catalogue } from '../../world/index.js';
import type { GoalTypes } from './task-goal.js';

/** Why the goal cannot be met under today's placement rules, or null when it can. */
export function placementRefused(types: GoalTypes, catalogue: Catalogue): string | null {
  const pairs: [string, string][] = [];
  if (types.movable !== null) pairs.push([types.object, types.movable]);
  if (types.receptacle !== null) pairs.push([types.movable ?? types.object, types.receptacle]);
  for (const [thing, into] of pairs) {
    const allowed = catalogue.types.get(thing)?.receptacles ?? [];
    if (!allowed.includes(into)) {
      return `the goal puts a ${thing} in or on a ${into}, which AI2-THOR's PlacementRestrictions (SimObjType.cs) do not allow (ALFRED recorded it with AI2-THOR 2.1.0)`;
    }
  }
  return null;
}
