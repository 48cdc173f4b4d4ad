/**
 * The check of stated alternatives as the session makes it (src/session/stated-goal.ts), without a
 * simulator: the household reader's grounds for the request in the world, and the world's
 * catalogue for what is a container, a switch, or a place that chills. Whether an alternative
 * holds at the start is the simulator's to say: nothing holds unless a test says what does.
 */
import type { Alternative } from '../../src/goals/index.js';
import { checkStatedGoal, type CheckedGoal } from '../../src/planning/goal-grounds.js';
import { GoalAdvisor, type Knowledge } from '../../src/planning/offline/index.js';
import type { World } from '../../src/world/index.js';
import { stageOneInput } from './offline/episode.js';

export function checkWithReader(world: World, request: string, stated: readonly Alternative[], knowledge?: Knowledge, holdsAtStart: (alternative: Alternative) => boolean = () => false): CheckedGoal {
  const grounds = new GoalAdvisor(world.catalogue, knowledge, world.scene).groundsFor(stageOneInput(world, request));
  const type = (t: string) => world.catalogue.types.get(t);
  return checkStatedGoal(stated, {
    grounds,
    holdsAtStart,
    container: (t) => (type(t)?.properties.includes('openable') ?? false) && (type(t)?.properties.includes('receptacle') ?? false),
    switchable: (t) => type(t)?.properties.includes('toggleable') ?? false,
    makes: (place) => (type(place)?.effects.coolsContents === true ? ['cold'] : []),
  });
}
