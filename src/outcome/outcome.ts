/**
 * The outcome of an execution in the world: what changed, what was acted on and left as it was,
 * what each agent holds, and — when a goal is known — whether it was met. Plain data, so that
 * `--json`, result.json, summary.md and report.html all show the same thing.
 */
import type { StateResult } from '../bridge/index.js';
import type { Alternative } from '../goals/index.js';
import type { World } from '../world/index.js';
import { judgeGoal, type GoalSource, type GoalVerdict } from './goal-verdict.js';
import { untouchedInTheEnd, worldChanges, type ObjectChange, type UntouchedInTheEnd } from './world-changes.js';
import { nameObjects, viewOf } from '../naming/index.js';

/** A goal to judge the final state by. */
export interface Goal {
  source: GoalSource;
  alternatives: readonly Alternative[];
}

export interface Outcome {
  scene: string;
  /** The code ran to its end without a failed action. */
  ran: boolean;
  /** The verdict on the goal; null when no goal is known. */
  goal: GoalVerdict | null;
  /** What a person may call success: the code ran and the goal, when known, is met. */
  success: boolean;
  changes: ObjectChange[];
  /** Objects acted on that ended as they began (a stove knob switched on and off again). */
  unchangedActedOn: UntouchedInTheEnd[];
  agents: { name: string; holding: string | null; holdingName: string | null }[];
}

/** What an outcome is computed from. */
export interface OutcomeInput {
  before: StateResult;
  after: StateResult;
  world: Pick<World, 'scene' | 'catalogue'>;
  ran: boolean;
  /** Ids the steps acted on (resolved ids), in order. */
  actedOn?: readonly string[];
  goal?: Goal | null;
}

/** Compares the states and judges the goal. */
export function computeOutcome(input: OutcomeInput): Outcome {
  const before = viewOf(input.before, input.world.scene);
  const after = viewOf(input.after, input.world.scene);
  const names = nameObjects(before, after);
  const propertiesOf = (type: string) => input.world.catalogue.types.get(type)?.properties ?? [];
  const changes = worldChanges(before, after, names, propertiesOf);
  const isPickupable = (type: string) => input.world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
  const goal = input.goal ? judgeGoal(input.goal.alternatives, input.goal.source, input.after, isPickupable) : null;
  return {
    scene: input.after.scene,
    ran: input.ran,
    goal,
    success: input.ran && (goal?.met ?? true),
    changes,
    unchangedActedOn: untouchedInTheEnd(input.actedOn ?? [], changes, after, names, propertiesOf),
    agents: after.agents.map((a) => ({ name: a.name, holding: a.holding, holdingName: a.holding ? names.of(a.holding) : null })),
  };
}
