/**
 * ALFRED trajectories → the tasks of a suite: one task per human annotation, its `task_desc` the
 * instruction verbatim, the goal from the task type and its parameters (task-goal.ts), the start
 * from the trajectory's own placement of objects where it can be derived (start-scene.ts), else
 * the floorplan's shipped scene, and the source file and commit. Whether a goal already holds at
 * the start needs a simulator: `leaveOutMetAtStart` judges that afterwards.
 */
import { InputError } from '../../errors.js';
import { LIMITS } from '../../limits.js';
import type { Catalogue, Scene } from '../../world/index.js';
import type { WordScan } from '../../planning/index.js';
import type { SuiteTask, TaskSource } from '../suites/suite.js';
import { annotationContradiction } from './annotation-check.js';
import type { AlfredLayouts } from './layouts.js';
import { placementRefused } from './placeable.js';
import { deriveStartScene } from './start-scene.js';
import { alfredGoal, goalTypes, type GoalTypes } from './task-goal.js';
import type { AlfredTaskType, AlfredTrajectory } from './trajectory.js';

/** One trajectory to import, and where it comes from. */
export interface TrajectoryInput {
  trajectory: AlfredTrajectory;
  /** The file as read (for messages). */
  file: string;
  source: TaskSource;
}

/** A task or annotation that is not in the suite, and why. */
export interface LeftOut {
  file: string;
  annotation: number | null;
  task: string | null;
  reason: string;
}

export interface ImportedTasks {
  tasks: SuiteTask[];
  /** The derived start scenes the tasks name, by scene name. */
  scenes: Map<string, Scene>;
  leftOut: LeftOut[];
}

/** What the import reads besides the trajectories. */
export interface ImportContext {
  catalogue: Catalogue;
  /** The shipped scene of a floorplan, or undefined when there is none. */
  floorplan(name: string): Scene | undefined;
  layouts: AlfredLayouts;
  /** Reads an instruction's words (the planner's words.yaml, read flat), to check it against its goal. */
  scan(text: string): WordScan;
}

/** A short word per task type, the start of the task ids (`cool-t20190909-...`), so that globs pick a type. */
const SHORT: Record<AlfredTaskType, string> = {
  pick_and_place_simple: 'place',
  pick_two_obj_and_place: 'place-two',
  pick_and_place_with_movable_recep: 'place-movable',
  pick_clean_then_place_in_recep: 'clean',
  pick_heat_then_place_in_recep: 'heat',
  pick_cool_then_place_in_recep: 'cool',
  look_at_obj_in_light: 'look',
};

/** `trial_T20190909_070538_437648` → `t20190909-070538-437648`. */
function trialWords(taskId: string): string {
  return taskId.replace(/^trial_/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Converts trajectories to tasks. Bad data is an InputError naming the file and field. */
export function importAlfredTasks(inputs: readonly TrajectoryInput[], context: ImportContext): ImportedTasks {
  const tasks: SuiteTask[] = [];
  const scenes = new Map<string, Scene>();
  const leftOut: LeftOut[] = [];
  const ids = new Set<string>();
  for (const { trajectory, file, source } of inputs) {
    const floorplanName = trajectory.scene.floor_plan;
    const floorplan = context.floorplan(floorplanName);
    if (floorplan === undefined) throw new InputError(`${file}: scene.floor_plan: '${floorplanName}' is not a scene of the scenes directory`, { file });
    const types = goalTypes(trajectory, context.catalogue, file);
    const refused = placementRefused(types, context.catalogue);
    if (refused !== null) {
      leftOut.push({ file, annotation: null, task: null, reason: refused });
      continue;
    }
    const trial = trialWords(trajectory.task_id);
    const startName = `${floorplanName}-${trial.toUpperCase()}`;
    const start = chooseStart(startName, trajectory, floorplan, types, context);
    if (start.scene === null) {
      leftOut.push({ file, annotation: null, task: null, reason: start.note });
      continue;
    }
    if (start.from === 'trajectory') scenes.set(start.scene.scene, start.scene);
    const roomTypes = new Set(start.scene.objects.map((o) => o.type));
    const annotations = trajectory.repeat_idx === undefined ? trajectory.turk_annotations.anns.map((a, i) => [a, i] as const) : [[trajectory.turk_annotations.anns[trajectory.repeat_idx], trajectory.repeat_idx] as const];
    for (const [annotation, index] of annotations) {
      if (annotation === undefined) throw new InputError(`${file}: repeat_idx: ${index} names no annotation of turk_annotations.anns`, { file });
      const id = `${SHORT[trajectory.task_type]}-${trial}-a${index}`;
      const instruction = annotation.task_desc;
      if (instruction.trim() === '' || [...instruction].length > LIMITS.instructionChars) {
        leftOut.push({ file, annotation: index, task: id, reason: instruction.trim() === '' ? 'turk_annotations.anns[].task_desc is empty' : `task_desc is longer than ${LIMITS.instructionChars} characters` });
        continue;
      }
      if (ids.has(id)) continue; // the same annotation given twice (traj_data.json and its pp/ann_N.json)
      ids.add(id);
      const contradiction = annotationContradiction(trajectory.task_type, types, context.scan(instruction), context.catalogue, roomTypes);
      if (contradiction !== null) {
        leftOut.push({ file, annotation: index, task: id, reason: `the annotation asks for something else than the goal (${contradiction.rule}): ${contradiction.reason}` });
        continue;
      }
      tasks.push({
        id,
        instruction,
        roomType: floorplan.roomType,
        scenes: [start.scene.scene],
        taskType: trajectory.task_type,
        start: { from: start.from, floorplan: floorplanName, note: start.note },
        source: { ...source, annotation: index },
        success: alfredGoal(trajectory.task_type, types),
      });
    }
  }
  // A trajectory whose every annotation was left out starts no task: its scene is not kept.
  for (const name of scenes.keys()) if (!tasks.some((t) => t.scenes.includes(name))) scenes.delete(name);
  return { tasks, scenes, leftOut };
}

/** The types a start must have for the goal to be reachable: the object (or what is sliced), the receptacles, the lamp. */
function neededTypes(types: GoalTypes): string[] {
  return [types.sliced ?? types.object, types.movable, types.receptacle, types.lamp].filter((t): t is string => t !== null);
}

function chooseStart(name: string, trajectory: AlfredTrajectory, floorplan: Scene, types: GoalTypes, context: ImportContext): { from: 'trajectory' | 'floorplan'; scene: Scene | null; note: string } {
  const missingIn = (scene: Scene) => neededTypes(types).filter((t) => !scene.objects.some((o) => o.type === t));
  const realIds = new Set(context.layouts.floorplans[floorplan.scene]?.openableObjectIds ?? []);
  const derived = deriveStartScene(name, trajectory, floorplan, context.catalogue, realIds);
  let why: string;
  if (derived.ok) {
    const missing = missingIn(derived.scene);
    if (missing.length === 0) {
      const c = derived.counts;
      const parts = [`${c.objects} objects as the trajectory places them: ${c.byPlan > 0 ? `${c.byPlan} in the furniture the expert's plan picks them up from, ` : ''}${c.byPosition} in the furniture their position is in or on`];
      if (c.byFloorplan > 0) parts.push(`${c.byFloorplan} where ${floorplan.scene} keeps that type (no furniture with an AI2-THOR id fits their position)`);
      if (c.onFloor > 0) parts.push(`${c.onFloor} on the floor`);
      if (c.leftOut.length > 0) parts.push(`left out ${c.leftOut.join('; ')}`);
      return { from: 'trajectory', scene: derived.scene, note: parts.join(', ') };
    }
    why = `its placement has no ${missing.join(', ')}`;
  } else {
    why = derived.reason;
  }
  const missing = missingIn(floorplan);
  if (missing.length > 0) return { from: 'floorplan', scene: null, note: `left out: the trajectory's start cannot be derived (${why}) and ${floorplan.scene} has no ${missing.join(', ')}` };
  return { from: 'floorplan', scene: floorplan, note: `the trajectory's start cannot be derived (${why}): starts from ${floorplan.scene} as shipped` };
}
