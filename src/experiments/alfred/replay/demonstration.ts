/**
 * An ALFRED trajectory with its expert demonstration: `plan.low_actions[].api_action` holds every
 * call ALFRED's expert made to AI2-THOR 2.1.0, in order, each of which succeeded there (ALFRED
 * kept only demonstrations that ran through: gen/scripts/generate_trajectories.py). Navigation
 * (MoveAhead, Rotate*, Look*) moves the camera; the rest are the interactions a replay checks.
 */
import { z } from 'zod';
import { LIMITS } from '../../../limits.js';
import { AlfredPlan, AlfredTrajectory, readAlfredJson } from '../trajectory.js';

/** One recorded call: its action and the ids it names (other fields, such as forceAction, are not read). */
export const ApiAction = z.looseObject({
  action: z.string().min(1),
  objectId: z.string().min(1).optional(),
  receptacleObjectId: z.string().min(1).optional(),
});
export type ApiAction = z.infer<typeof ApiAction>;

export const AlfredDemonstration = AlfredTrajectory.extend({
  // The replay never shows the annotations: a control character in one (a train file has a
  // backspace) does not keep its demonstration from being replayed, as it keeps it out of a suite.
  turk_annotations: z.object({ anns: z.array(z.object({ task_desc: z.string() })).min(1).max(LIMITS.alfredAnnotations, `at most ${LIMITS.alfredAnnotations.toLocaleString('en')} annotations (alfredAnnotations)`) }),
  plan: AlfredPlan.extend({
    low_actions: z.array(z.object({ api_action: ApiAction, high_idx: z.number().int().nonnegative() })).min(1),
  }),
});
export type AlfredDemonstration = z.infer<typeof AlfredDemonstration>;

/** AI2-THOR's navigation calls: the camera moves, nothing in the room changes. */
const NAVIGATION = new Set(['MoveAhead', 'MoveBack', 'MoveLeft', 'MoveRight', 'RotateLeft', 'RotateRight', 'LookUp', 'LookDown', 'Teleport', 'TeleportFull', 'Pass']);

/** Whether a recorded call changes the room (an interaction) rather than moving the camera. */
export function isInteraction(action: ApiAction): boolean {
  return !NAVIGATION.has(action.action);
}

/** Reads one trajectory file with its demonstration (InputError naming file, line and field). */
export function readAlfredDemonstration(path: string): AlfredDemonstration {
  return readAlfredJson(path, AlfredDemonstration);
}
