/**
 * The outcome of an execution in the world: what changed, what was acted on and left as it was,
 * what each agent holds, and — when a goal is known — whether it was met. Plain data, so that
 * `--json`, result.json, summary.md and report.html all show the same thing.
 */
import type { StateResult } from '../bridge/index.js';
import type { Alternative, ExecutedStep } from '../goals/index.js';
import type { World } from '../world/index.js';
import { judgeGoal, type GoalSource, type GoalVerdict } from './goal-verdict.js';
import { untouchedInTheEnd, worldChanges, type ObjectChange, type UntouchedInTheEnd } from './world-changes.js';
import { nameObjects, viewOf } from '../naming/index.js';
import { NOT_CHECKED } from '../session/index.js';

/** A goal to judge the final state by. */
export interface Goal {
  source: GoalSource;
  alternatives: readonly Alternative[];
}

/**
 * What can be said of a run: the goal holds, the goal does not hold, it ran to its end but no
 * goal was stated (never success), or it failed part-way.
 */
export type OutcomeVerdict = 'goal-met' | 'goal-not-met' | 'not-checked' | 'failed';

/** The words of a run that reached its end with no goal to judge it by. */
export const NOT_CHECKED_WORDS = NOT_CHECKED;

export interface Outcome {
  scene: string;
  /** The code ran to its end without a failed action. */
  ran: boolean;
  /** The verdict on the goal; null when no goal is known. */
  goal: GoalVerdict | null;
  /** What can be said of the run (absent in outcomes written before it). */
  verdict?: OutcomeVerdict;
  /** What a person may call success: the code ran and a goal is known and met. */
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
  /** The steps of the run that led from `before` to `after`, for the goal's `was`. */
  steps?: readonly ExecutedStep[];
  goal?: Goal | null;
}

/** Compares the states and judges the goal. */
export function computeOutcome(input: OutcomeInput): Outcome {
  const before = viewOf(input.before, input.world.scene);
  const after = viewOf(input.after, input.world.scene);
  const names = nameObjects(before, after);
  const propertiesOf = (type: string) => input.world.catalogue.types.get(type)?.properties ?? [];
  const changes = worldChanges(before, after, names, propertiesOf);
  const run = { start: input.before, steps: input.steps ?? [], end: input.after };
  const goal = input.goal ? judgeGoal(input.goal.alternatives, input.goal.source, run, input.world, (id) => names.of(id)) : null;
  const verdict: OutcomeVerdict = !input.ran ? 'failed' : goal === null ? 'not-checked' : goal.met ? 'goal-met' : 'goal-not-met';
  return {
    scene: input.after.scene,
    ran: input.ran,
    goal,
    verdict,
    success: verdict === 'goal-met',
    changes,
    unchangedActedOn: untouchedInTheEnd(input.actedOn ?? [], changes, after, names, propertiesOf),
    agents: after.agents.map((a) => ({ name: a.name, holding: a.holding, holdingName: a.holding ? names.of(a.holding) : null })),
  };
}
