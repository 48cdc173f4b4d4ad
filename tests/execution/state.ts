/** Test helper: a state in a form where equal worlds compare equal (contents as sets, objects by id). */
import type { StateResult } from '../../src/bridge/index.js';

/**
 * The state with objects sorted by id and each receptacle's contents sorted: two agents putting
 * things on one counter at once may leave them in either order, which is the same world.
 */
export function normalState(state: StateResult): StateResult {
  const objects = [...state.objects]
    .map((o) => ({ ...o, receptacleObjectIds: [...o.receptacleObjectIds].sort() }))
    .sort((a, b) => (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0));
  const agents = [...state.agents].sort((a, b) => (a.name < b.name ? -1 : 1));
  return { ...state, agents, objects };
}
