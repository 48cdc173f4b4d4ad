/**
 * Comparing worlds: two runs of a plan reach the same world when every object and agent is in
 * the same state. What a receptacle holds is a set: two agents putting things on one counter at
 * once may leave them listed in either order, which is the same world.
 */
import type { StateResult } from '../bridge/index.js';

/** `state` with objects and agents sorted by id and each receptacle's contents sorted. */
export function normalState(state: StateResult): StateResult {
  const objects = [...state.objects]
    .map((o) => ({ ...o, receptacleObjectIds: [...o.receptacleObjectIds].sort() }))
    .sort((a, b) => (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0));
  const agents = [...state.agents].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { ...state, agents, objects };
}

/** Whether two states are the same world (see the module comment). */
export function sameWorld(a: StateResult, b: StateResult): boolean {
  return JSON.stringify(normalState(a)) === JSON.stringify(normalState(b));
}
