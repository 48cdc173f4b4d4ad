/**
 * A trajectory's own start as a scene: the floorplan's furniture, appliances and fixtures as
 * shipped, and the pickupable objects where the trajectory puts them (`scene.object_poses`: a
 * name listed twice is a copy, and a pickupable not listed is not there, as AI2-THOR's
 * SetObjectPoses does), each in the furniture it lies in or on (placement.ts). Then ALFRED's
 * `restore_scene` order: `object_toggles` switch every object of a type, and `dirty_and_empty`
 * makes everything dirtyable dirty and every fillable empty (SetStateOfAllObjects).
 */
import type { Catalogue, Scene, SceneObject } from '../../world/index.js';
import { placeByPosition, type Furniture, type Point } from './placement.js';
import { currentTypeName } from './task-goal.js';
import type { AlfredTrajectory } from './trajectory.js';

/** How the start was made, for the task's note and the import summary. */
export interface StartCounts {
  objects: number;
  /** Placed in the furniture the expert's plan picks it up from. */
  byPlan: number;
  /** Placed in furniture by position. */
  byPosition: number;
  /** No furniture fitted the position: placed where the floorplan's scene keeps that type. */
  byFloorplan: number;
  onFloor: number;
  /** Posed objects left out, with why (a type the catalogue does not let anyone pick up, ...). */
  leftOut: string[];
}

export type DerivedStart = { ok: true; scene: Scene; counts: StartCounts } | { ok: false; reason: string };

/** AI2-THOR's id coordinate: sign, two digits, two decimals (+01.25). */
function coordinate(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded < 0 ? '-' : '+'}${Math.abs(rounded).toFixed(2).padStart(5, '0')}`;
}

function positionOfId(id: string): Point | null {
  const [, x, y, z] = id.split('|').map(Number);
  return x === undefined || y === undefined || z === undefined || [x, y, z].some(Number.isNaN) ? null : { x, y, z };
}

/** Objects lower than this with no furniture under them lie on the floor. */
const FLOOR_HEIGHT = 0.25;

/**
 * Types AI2-THOR's iTHOR scenes start open: ALFRED's expert opens a closed openable before it puts
 * into it or picks from it (gen/game_states/game_state_base.py `open_recep`), yet its train
 * demonstrations never open a Box and only close Boxes and Laptops (a Laptop is closed before it
 * is picked up: FORCED_OPEN_STATE_ON_PICKUP in gen/constants.py).
 */
const OPEN_AT_START: ReadonlySet<string> = new Set(['Box', 'Laptop']);

/** How far (horizontally) the floorplan's usual place of a type may lie from the object (metres). */
const FLOORPLAN_PLACE_REACH = 1.5;

/** How far from where the plan says it picked an object up the furniture's id may lie (metres). */
const PLAN_SITE_REACH = 0.6;

/**
 * Where the expert's plan picks each object up, by ALFRED's id (the first pick-up of each): the
 * PDDL step's `coordinateReceptacleObjectId` is the furniture's type and its position in quarter
 * metres ([x, x, z, z, y, y], gen/utils's grid coordinates).
 */
export function pickupSites(trajectory: AlfredTrajectory): Map<string, { type: string; position: Point }> {
  const sites = new Map<string, { type: string; position: Point }>();
  for (const step of trajectory.plan?.high_pddl ?? []) {
    const action = step.planner_action;
    const site = action.coordinateReceptacleObjectId;
    if (action.action !== 'PickupObject' || action.objectId === undefined || site === undefined) continue;
    // A slice lies where its whole lay: the pick-up of `Apple|…|AppleSliced_1` says where the Apple was.
    const whole = action.objectId.split('|').slice(0, 4).join('|');
    if (sites.has(whole)) continue;
    const [type, box] = site;
    if (typeof type !== 'string' || !Array.isArray(box) || box.length < 6 || !box.every((v) => typeof v === 'number')) continue;
    const [x, , z, , y] = box as number[];
    sites.set(whole, { type: currentTypeName(type), position: { x: x! / 4, y: y! / 4, z: z! / 4 } });
  }
  return sites;
}

/**
 * Derives the start scene `name` of a trajectory in `floorplan` (its shipped scene). `realIds`:
 * the floorplan's furniture ids that are AI2-THOR's (ALFRED's listing), the only positions trusted.
 */
export function deriveStartScene(name: string, trajectory: AlfredTrajectory, floorplan: Scene, catalogue: Catalogue, realIds: ReadonlySet<string>): DerivedStart {
  const info = (type: string) => catalogue.types.get(type);
  const pickupable = (type: string) => info(type)?.properties.includes('pickupable') ?? false;
  const fixed = floorplan.objects.filter((o) => !pickupable(o.type)).map((o) => ({ ...o, state: { ...o.state } }));
  const held = new Map<string, number>();
  const capacityLeft = (id: string, type: string) => {
    const capacity = info(type)?.effects.capacity;
    return capacity === undefined || (held.get(id) ?? 0) < capacity;
  };
  const furniture: Furniture[] = fixed.flatMap((o) => {
    const position = positionOfId(o.id);
    return realIds.has(o.id) && position !== null && info(o.type)?.properties.includes('receptacle') ? [{ id: o.id, type: o.type, position }] : [];
  });
  const counts: StartCounts = { objects: 0, byPlan: 0, byPosition: 0, byFloorplan: 0, onFloor: 0, leftOut: [] };
  const sites = pickupSites(trajectory);
  const ids = new Set(fixed.map((o) => o.id));
  const placed: SceneObject[] = [];
  for (const pose of trajectory.scene.object_poses) {
    const type = currentTypeName(pose.objectName.split('_')[0]!);
    if (info(type) === undefined) {
      counts.leftOut.push(`${pose.objectName}: no type ${type} in the catalogue`);
      continue;
    }
    if (!pickupable(type)) {
      // A type the trajectory moved that the catalogue fixes in place (a Footstool): the floorplan's stays.
      counts.leftOut.push(`${pose.objectName}: ${type} cannot be picked up here; the floorplan's stays where it is`);
      continue;
    }
    const allowed = new Set(info(type)!.receptacles);
    const fits = furniture.filter((f) => allowed.has(f.type) && capacityLeft(f.id, f.type));
    const site = sites.get([pose.objectName.split('_')[0]!, coordinate(pose.position.x), coordinate(pose.position.y), coordinate(pose.position.z)].join('|'));
    const fromPlan = site === undefined ? undefined : nearestOfType(site.type, site.position, fits);
    // Where the plan names furniture none of ours stands for, no guess of another type: it stays loose.
    const byPosition = fromPlan === undefined ? placeByPosition(pose.position, site === undefined ? fits : fits.filter((f) => f.type === site.type))?.id : undefined;
    let parent: string | undefined = fromPlan ?? byPosition;
    if (fromPlan !== undefined) counts.byPlan += 1;
    else if (byPosition !== undefined) counts.byPosition += 1;
    else if (pose.position.y < FLOOR_HEIGHT || site !== undefined) counts.onFloor += 1;
    else {
      parent = floorplanPlace(type, pose.position, floorplan, fixed, allowed, capacityLeft);
      if (parent === undefined) counts.onFloor += 1;
      else counts.byFloorplan += 1;
    }
    if (parent !== undefined) held.set(parent, (held.get(parent) ?? 0) + 1);
    let id = [type, coordinate(pose.position.x), coordinate(pose.position.y), coordinate(pose.position.z)].join('|');
    for (let nudge = 1; ids.has(id); nudge += 1) id = [type, coordinate(pose.position.x + nudge / 100), coordinate(pose.position.y), coordinate(pose.position.z)].join('|');
    ids.add(id);
    placed.push({ id, type, ...(parent === undefined ? {} : { parent }), state: OPEN_AT_START.has(type) ? { isOpen: true } : {} });
    counts.objects += 1;
  }
  const objects = [...fixed, ...placed];
  for (const toggle of trajectory.scene.object_toggles) {
    const type = currentTypeName(toggle.objectType);
    const switched = objects.filter((o) => o.type === type);
    if (switched.length === 0 || !info(type)?.properties.includes('toggleable')) {
      return { ok: false, reason: `scene.object_toggles switches ${toggle.objectType}, which ${switched.length === 0 ? `${floorplan.scene} has none of` : 'cannot be switched here'}` };
    }
    for (const o of switched) o.state.isToggled = toggle.isOn;
  }
  if (trajectory.scene.dirty_and_empty) {
    for (const o of objects) {
      if (info(o.type)?.properties.includes('dirtyable')) o.state.isDirty = true;
      if (info(o.type)?.properties.includes('canFillWithLiquid')) delete o.state.isFilledWithLiquid;
    }
  }
  return { ok: true, scene: { scene: name, roomType: floorplan.roomType, objects }, counts };
}

/** The furniture of `type` among `fits` whose id lies nearest `at`, if within PLAN_SITE_REACH. */
function nearestOfType(type: string, at: Point, fits: readonly Furniture[]): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const f of fits) {
    if (f.type !== type) continue;
    const distance = Math.hypot(f.position.x - at.x, f.position.y - at.y, f.position.z - at.z);
    if (distance <= PLAN_SITE_REACH && (best === undefined || distance < best.distance)) best = { id: f.id, distance };
  }
  return best?.id;
}

/** Where the floorplan's scene keeps an object of `type`: that receptacle type's instance nearest `at`. */
function floorplanPlace(
  type: string,
  at: Point,
  floorplan: Scene,
  fixed: readonly SceneObject[],
  allowed: ReadonlySet<string>,
  capacityLeft: (id: string, type: string) => boolean,
): string | undefined {
  const typeOf = new Map(floorplan.objects.map((o) => [o.id, o.type]));
  const usual = floorplan.objects.find((o) => o.type === type && o.parent !== undefined)?.parent;
  const wanted = usual === undefined ? undefined : typeOf.get(usual);
  const options = fixed.filter((o) => (wanted === undefined ? allowed.has(o.type) : o.type === wanted) && capacityLeft(o.id, o.type));
  let best: { id: string; distance: number } | undefined;
  for (const option of options) {
    const p = positionOfId(option.id);
    const distance = p === null ? Infinity : Math.hypot(p.x - at.x, p.y - at.y, p.z - at.z);
    // Not across the room: a far one is a guess that puts it where the trajectory never had it.
    if (p !== null && Math.hypot(p.x - at.x, p.z - at.z) > FLOORPLAN_PLACE_REACH) continue;
    if (best === undefined || distance < best.distance) best = { id: option.id, distance };
  }
  return best?.id;
}
