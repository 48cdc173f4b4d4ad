/**
 * The part of an ALFRED trajectory (`traj_data.json`, or one annotation's preprocessed
 * `pp/ann_N.json`) that an imported suite is made from, as a zod schema, and reading one file
 * with problems named by file, line and field. Fields not listed here (images, the plan's
 * low-level actions) are not read.
 */
import { z } from 'zod';
import { describeCodePoint, unsafeKind } from '../../display.js';
import { LIMITS } from '../../limits.js';
import { readJsonFile } from '../../world/index.js';

/** ALFRED's seven task types (its `task_type`). */
export const ALFRED_TASK_TYPES = [
  'pick_and_place_simple',
  'pick_two_obj_and_place',
  'pick_and_place_with_movable_recep',
  'pick_clean_then_place_in_recep',
  'pick_heat_then_place_in_recep',
  'pick_cool_then_place_in_recep',
  'look_at_obj_in_light',
] as const;
export type AlfredTaskType = (typeof ALFRED_TASK_TYPES)[number];

/** A person's words, kept verbatim as a task's instruction: no character that changes what a terminal shows (an ESC would be written into the suite). */
const annotationText = z.string().superRefine((text, ctx) => {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp !== 0x0a && cp !== 0x09 && unsafeKind(cp) !== undefined) {
      ctx.addIssue({ code: 'custom', message: `holds ${describeCodePoint(cp)}, which an instruction may not hold` });
      return;
    }
  }
});

const point = z.object({ x: z.number(), y: z.number(), z: z.number() });

/** The expert's plan as far as the import reads it: its PDDL steps (each pick-up names the furniture it picks from). */
export const AlfredPlan = z.object({
  high_pddl: z.array(z.object({ planner_action: z.looseObject({ action: z.string(), objectId: z.string().optional(), coordinateReceptacleObjectId: z.array(z.unknown()).optional() }) })),
});

export const AlfredTrajectory = z.object({
  task_id: z.string().min(1),
  task_type: z.enum(ALFRED_TASK_TYPES),
  pddl_params: z.object({
    object_target: z.string().min(1),
    parent_target: z.string(),
    mrecep_target: z.string(),
    toggle_target: z.string(),
    object_sliced: z.boolean(),
  }),
  scene: z.object({
    floor_plan: z.string().regex(/^FloorPlan\d+$/, 'an iTHOR floorplan name such as FloorPlan17'),
    /** Every pickupable object where the trajectory starts it; a name listed twice is a copy (AI2-THOR's SetObjectPoses). */
    object_poses: z
      .array(z.object({ objectName: z.string().regex(/^[A-Za-z]+_[0-9a-f]+$/, 'Type_hexdigits'), position: point }))
      .max(LIMITS.alfredObjectPoses, `at most ${LIMITS.alfredObjectPoses.toLocaleString('en')} poses (alfredObjectPoses)`),
    object_toggles: z.array(z.object({ objectType: z.string().min(1), isOn: z.boolean() })),
    /** Everything dirtyable starts dirty and every fillable empty (ALFRED's cleaning tasks). */
    dirty_and_empty: z.boolean(),
  }),
  turk_annotations: z.object({
    anns: z
      .array(z.object({ task_desc: annotationText }))
      .min(1)
      .max(LIMITS.alfredAnnotations, `at most ${LIMITS.alfredAnnotations.toLocaleString('en')} annotations (alfredAnnotations)`),
  }),
  /** The expert's plan: its PDDL steps name, for each pick-up, the furniture it picked from (start-scene.ts reads them). */
  plan: AlfredPlan.optional(),
  /** Only in a preprocessed `pp/ann_N.json`: the one annotation the file is about. */
  repeat_idx: z.number().int().nonnegative().optional(),
});
export type AlfredTrajectory = z.infer<typeof AlfredTrajectory>;

/** A trajectory file is far smaller than this (ALFRED's largest are a few MB). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Reads and checks one trajectory file; a problem is an InputError naming the file, line and field. */
export function readAlfredTrajectory(path: string): AlfredTrajectory {
  return readAlfredJson(path, AlfredTrajectory);
}

/** Reads one ALFRED JSON file against `schema`; a problem is an InputError naming the file, line and field. */
export function readAlfredJson<S extends z.ZodType>(path: string, schema: S): z.infer<S> {
  return readJsonFile(path, schema, 'the trajectory', MAX_FILE_BYTES);
}
