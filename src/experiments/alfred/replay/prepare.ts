/**
 * A demonstration made ready to replay: its own start scene (start-scene.ts, as the import derives
 * it), its interactions as our steps (replay-steps.ts) and the task's goal as the import writes
 * it (task-goal.ts). A start that cannot be derived is said, with why.
 */
import type { Catalogue, Scene } from '../../../world/index.js';
import type { Alternative } from '../../suites/criteria.js';
import type { AlfredLayouts } from '../layouts.js';
import { deriveStartScene } from '../start-scene.js';
import { alfredGoal, goalTypes } from '../task-goal.js';
import type { AlfredTaskType } from '../trajectory.js';
import { isInteraction, type AlfredDemonstration } from './demonstration.js';
import { IdMap } from './id-map.js';
import { planInteractions, type PlannedInteraction } from './replay-steps.js';

/** The one agent of a replay. */
export const REPLAY_AGENT = 'robot';

export interface PreparedReplay {
  /** The trajectory file, as shown. */
  file: string;
  taskType: AlfredTaskType;
  floorplan: string;
  /** Every recorded interaction, in order. */
  interactions: PlannedInteraction[];
  /** The derived start (its scene name is unique to the trajectory), or why there is none. */
  start: { ok: true; scene: Scene } | { ok: false; reason: string };
  goal: Alternative[];
}

/** What preparing reads besides the trajectory. */
export interface PrepareContext {
  catalogue: Catalogue;
  floorplan(name: string): Scene | undefined;
  layouts: AlfredLayouts;
}

/** `trial_T20190909_070538_437648` → a scene name of its own. */
function startName(demo: AlfredDemonstration): string {
  return `${demo.scene.floor_plan}-REPLAY-${demo.task_id.replace(/^trial_/i, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** Prepares one demonstration; an InputError for a goal the catalogue cannot state. */
export function prepareReplay(demo: AlfredDemonstration, file: string, context: PrepareContext): PreparedReplay {
  const recorded = demo.plan.low_actions.map((a) => a.api_action).filter(isInteraction);
  const goal = alfredGoal(demo.task_type, goalTypes(demo, context.catalogue, file));
  const base = { file, taskType: demo.task_type, floorplan: demo.scene.floor_plan, goal };
  const floorplan = context.floorplan(demo.scene.floor_plan);
  const unplanned = (reason: string): PreparedReplay => ({ ...base, start: { ok: false, reason }, interactions: recorded.map((call, index) => ({ index, recorded: call, replay: { ok: false, reason } })) });
  if (floorplan === undefined) return unplanned(`no scene ${demo.scene.floor_plan} among the shipped scenes`);
  const realIds = new Set(context.layouts.floorplans[floorplan.scene]?.openableObjectIds ?? []);
  const derived = deriveStartScene(startName(demo), demo, floorplan, context.catalogue, realIds);
  if (!derived.ok) return unplanned(`the start cannot be derived: ${derived.reason}`);
  return { ...base, start: { ok: true, scene: derived.scene }, interactions: planInteractions(recorded, new IdMap(derived.scene.objects), REPLAY_AGENT) };
}
