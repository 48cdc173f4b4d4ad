/**
 * The one judge of a goal on a run: the state the run left, and, for the conditions on what
 * happened on the way (`was`: heated in the microwave, rinsed under the tap), the steps it took
 * from the state it started in. The verdict after execution, the dry runs of code versions and
 * best-of-N candidates, the session's outcome (summary.md, report.html) and the experiments'
 * verdicts all come from here, so a `was` condition is judged the same everywhere.
 */
import type { Catalogue, Scene } from '../world/index.js';
import { evaluateCriteria, holds, type CriteriaVerdict } from './criteria.js';
import type { Alternative } from './criteria-schema.js';
import { describePredicate } from './describe.js';
import { explainUnmet } from './explain.js';
import { sceneLinks, type ExecutedStep, type HistoryStart, type Trackers } from './history.js';
import type { CriteriaState, GoalContext } from './match.js';

/** A run as a goal is judged on it: where it started (null: not known, so nothing "was"), its steps, where it ended. */
export interface JudgedRun {
  readonly start: HistoryStart | null;
  readonly steps: readonly ExecutedStep[];
  readonly end: CriteriaState;
}

/** What of the world a judgement reads: which types are pickupable, what each switch drives. */
export interface JudgeWorld {
  readonly catalogue: Pick<Catalogue, 'types'>;
  readonly scene: Pick<Scene, 'objects'>;
  /** Whose trackers judge `was` (heated, cooled, cleaned): Unity's zones (default) or ALFRED's event points (history.ts). */
  readonly trackers?: Trackers;
}

/** One condition of an alternative, judged: its words, and for an unmet one the objects that break it. */
export interface JudgedCondition {
  text: string;
  met: boolean;
  because?: string[];
}

/** The verdict, and every alternative's conditions judged one by one (for reports). */
export interface RunJudgement extends CriteriaVerdict {
  alternatives: { name: string; met: boolean; conditions: JudgedCondition[] }[];
}

/** The context a goal is judged with on `run`: the catalogue, and the run's steps from its start for `was`. */
export function runContext(world: JudgeWorld, run: Pick<JudgedRun, 'start' | 'steps'>, nameOf?: (id: string) => string): GoalContext {
  const isPickupable = (type: string) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
  return {
    isPickupable,
    ...(run.start === null ? {} : { history: { start: run.start, steps: run.steps, links: sceneLinks(world.scene.objects), ...(world.trackers === undefined ? {} : { trackers: world.trackers }) } }),
    ...(nameOf === undefined ? {} : { nameOf }),
  };
}

/** Judges `goal` (any one alternative suffices) on `run`. */
export function judgeRun(goal: readonly Alternative[], run: JudgedRun, world: JudgeWorld, nameOf?: (id: string) => string): RunJudgement {
  const context = runContext(world, run, nameOf);
  const verdict = evaluateCriteria(goal, run.end, context);
  const alternatives = goal.map((alternative) => {
    const conditions = alternative.all.map((p): JudgedCondition => {
      const met = holds(p, run.end, context);
      return met ? { text: describePredicate(p), met } : { text: describePredicate(p), met, because: explainUnmet(p, run.end, context) };
    });
    return { name: alternative.name, met: conditions.every((c) => c.met), conditions };
  });
  return { ...verdict, alternatives };
}
