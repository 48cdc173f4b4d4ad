/**
 * A scene built from a simulator's state instead of a scene file: what `plan --backend ai2thor
 * --scene FloorPlan27` plans with, where only AI2-THOR has the floorplan. Like the exporter
 * (bridge/export.py): objects of types the catalogue lacks, or that interactions derive, are left
 * out; an object's parent is its innermost container the scene format accepts (a kept receptacle
 * that, for a pickupable, its type may be placed in); states are those its type can have; a
 * knob's link is the state's `controlledObjects`.
 */
import { InputError } from '../errors.js';
import type { Catalogue } from './catalogue-schema.js';
import { parseObjectId } from './object-id.js';
import { ROOM_TYPES, STATE_PROPERTY, type RoomType, type Scene, type SceneObject, type StateKey } from './scene-schema.js';
import { isSwitchable } from './scene-checks.js';

/** What this module reads of the bridge's `state` result (structurally compatible with it). */
export interface SceneState {
  readonly objects: ReadonlyArray<
    {
      readonly objectId: string;
      readonly objectType: string;
      readonly parentReceptacles: readonly string[];
      readonly controlledObjects?: readonly string[] | null;
    } & { readonly [key in StateKey]?: boolean }
  >;
}

const FIRST_OF_ROOM: readonly [number, RoomType][] = [
  [1, 'Kitchen'],
  [201, 'LivingRoom'],
  [301, 'Bedroom'],
  [401, 'Bathroom'],
];

/** The room type of an iTHOR floorplan (FloorPlan1-30 kitchens, 201-230 living rooms, ...). */
export function ithorRoomType(name: string): RoomType | undefined {
  const match = /^FloorPlan([1-9][0-9]*)$/.exec(name);
  if (match === null) return undefined;
  const number = Number(match[1]);
  return FIRST_OF_ROOM.find(([first]) => number >= first && number < first + 30)?.[1];
}

/** The scene `name` as `state` shows it. InputError when nothing of it is usable. */
export function sceneFromState(name: string, state: SceneState, catalogue: Catalogue): Scene {
  const roomType = ithorRoomType(name);
  if (roomType === undefined || !ROOM_TYPES.includes(roomType)) {
    throw new InputError(`scene '${name}' has no scene file and is not an iTHOR floorplan (FloorPlan1-30, 201-230, 301-330, 401-430)`);
  }
  const kept = new Map(
    state.objects
      .filter((o) => {
        const info = catalogue.types.get(o.objectType);
        return info !== undefined && info.derivedFrom === undefined && parseObjectId(o.objectId).ok;
      })
      .map((o) => [o.objectId, o] as const),
  );
  if (kept.size === 0) throw new InputError(`the simulator's ${name} has no object of a type the catalogue knows`);
  const objects = [...kept.values()].map((o): SceneObject => {
    const info = catalogue.types.get(o.objectType)!;
    const parent = o.parentReceptacles.find((id) => {
      const container = kept.get(id);
      if (container === undefined) return false;
      const containerInfo = catalogue.types.get(container.objectType)!;
      if (!containerInfo.properties.includes('receptacle')) return false;
      return !info.properties.includes('pickupable') || info.receptacles.includes(container.objectType);
    });
    const state: SceneObject['state'] = {};
    for (const [key, property] of Object.entries(STATE_PROPERTY) as [StateKey, string][]) {
      const allowed = key === 'isToggled' ? isSwitchable(o.objectType, catalogue) : (info.properties as readonly string[]).includes(property);
      if (allowed && o[key] === true) state[key] = true;
    }
    const link = o.controlledObjects?.find((id) => kept.has(id));
    return {
      id: o.objectId,
      type: o.objectType,
      ...(parent === undefined ? {} : { parent }),
      state,
      ...(link !== undefined && info.effects.controls === kept.get(link)?.objectType ? { controls: link } : {}),
    };
  });
  return { scene: name, roomType, objects };
}
