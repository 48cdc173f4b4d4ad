/** The objects a room map places, from a scene file or from a state the bridge reported. */
import { positionFromId, type WorldView } from '../outcome/index.js';
import type { Scene } from '../world/index.js';
import type { MapObject } from './room-map.js';

/** A scene file's objects (positions from their ids). */
export function mapObjectsOfScene(scene: Scene): MapObject[] {
  return scene.objects.map((o) => ({ id: o.id, type: o.type, position: positionFromId(o.id), parent: o.parent ?? null }));
}

/** A state's objects (positions from the backend's metadata when it sends them). */
export function mapObjectsOfView(view: WorldView): MapObject[] {
  return [...view.objects.values()].map((o) => ({ id: o.id, type: o.type, position: o.position, parent: o.parent }));
}
