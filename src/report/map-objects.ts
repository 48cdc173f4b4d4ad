/** The objects a room map places, from a scene file or from a state the bridge reported. */
import { positionFromId, type WorldView } from '../outcome/index.js';
import type { Scene } from '../world/index.js';
import type { MapObject } from './room-map.js';

/** A scene file's objects (positions from their ids). */
export function mapObjectsOfScene(scene: Scene): MapObject[] {
  return scene.objects.map((o) => ({ id: o.id, type: o.type, position: positionFromId(o.id), parent: o.parent ?? null }));
}

/**
 * The objects of states (positions from the backend's metadata when it sends them); an object
 * only an earlier state has (an Egg since cracked) stays, so the paths that went to it can be drawn.
 */
export function mapObjectsOfView(...views: readonly WorldView[]): MapObject[] {
  const objects = new Map<string, MapObject>();
  for (const [i, view] of views.entries()) {
    for (const o of view.objects.values()) {
      if (!objects.has(o.id)) objects.set(o.id, { id: o.id, type: o.type, position: o.position, parent: o.parent, ...(i > 0 ? { gone: true } : {}) });
    }
  }
  return [...objects.values()];
}
