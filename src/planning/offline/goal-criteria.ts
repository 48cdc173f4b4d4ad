/**
 * What "done" means for an offline goal: its `done:` criteria from recipes.yaml, or for a goal
 * made of other goals (`meal`: a fried egg, toast, …) the criteria of each of them, any of
 * which suffices.
 */
import type { Alternative } from '../../goals/index.js';
import type { Goal, RecipesFile } from './knowledge-schema.js';

export function goalCriteria(goal: Goal, recipes: RecipesFile, seen: ReadonlySet<Goal> = new Set()): Alternative[] {
  if (goal.done) return goal.done;
  const criteria: Alternative[] = [];
  for (const alternative of goal.alternatives) {
    if (!('use' in alternative)) continue;
    const used = recipes.goals[alternative.use];
    if (used && !seen.has(used)) criteria.push(...goalCriteria(used, recipes, new Set([...seen, goal])));
  }
  return criteria;
}
