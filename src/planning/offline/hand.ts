/**
 * The hand in `current` mode: execution stopped with the agent holding something, and the
 * remaining steps start from there. The skills skip fetching what is already in hand
 * (`unlessHolding` in skills.yaml), so the object is reused by the first step that fetches it;
 * a tool kept that way has no place to go back to, so it is put down right after that step; and
 * when a step must fetch something else first, the held object is put down before it.
 */
import { flattenSteps, type Program, type SkillCall } from '../../code/index.js';
import { insertAt, locate, skillCall } from './program-edit.js';
import type { SceneView } from './scene-view.js';

/** Per skill, the argument its first steps fetch (go to and pick up), and whether that is a tool it keeps using. */
export const FETCHES: Readonly<Record<string, { readonly arg: number; readonly tool: boolean }>> = {
  PutObject: { arg: 0, tool: false },
  ThrowObject: { arg: 0, tool: false },
  // The vessel poured from stays in hand, as a tool does, until something else needs the hand.
  PourObject: { arg: 0, tool: true },
  SliceObject: { arg: 1, tool: true },
  CleanObject: { arg: 1, tool: true },
};

/** The object in hand when execution stopped. */
export interface HeldObject {
  readonly id: string;
  readonly type: string;
  /** The agent holding it; calls made by another agent do not use this hand. */
  readonly agent: string;
}

/** Whether a call argument names the held object (by id, or by type: the bridge resolves a type to the held instance first). */
export function namesHeld(arg: string, held: HeldObject): boolean {
  return arg === held.id || arg === held.type;
}

/**
 * The remaining steps with the hand settled: unchanged when the held object is put or thrown by
 * the first step that needs the hand; a PutObject of it onto a free surface after a step that
 * reuses it as a tool, or before a step that must fetch something else. Returns the program as
 * it was when no step needs the hand, or when there is nowhere to put the object.
 */
export function settleHand(program: Program, held: HeldObject, view: SceneView, defaultAgent: string): Program {
  for (const call of flattenSteps(program)) {
    if ((call.agent ?? defaultAgent) !== held.agent) continue;
    const fetch = FETCHES[call.skill];
    if (fetch === undefined) continue;
    const arg = call.args[fetch.arg];
    const reused = arg !== undefined && namesHeld(arg, held);
    if (reused && !fetch.tool) return program;
    return putDown(program, call, reused ? 1 : 0, held, view) ?? program;
  }
  return program;
}

/** Inserts a PutObject of the held object before (0) or after (1) `call`. */
function putDown(program: Program, call: SkillCall, offset: 0 | 1, held: HeldObject, view: SceneView): Program | undefined {
  const at = locate(program, call);
  const place = view.placeFor(held.type);
  if (at === undefined || place === undefined) return undefined;
  return insertAt(program, at, offset, [skillCall('PutObject', [view.nameOfId(held.id, held.type), place])]);
}
