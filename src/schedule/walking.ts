/**
 * Walking between objects, for the expected makespan (docs/teams.md, "Walking"): how far an agent
 * walks for a call, on the room's floor around its furniture (world/floor-route.ts, the walks the
 * room map draws), between the positions the scene's object ids give. Pure: the scene comes in,
 * metres go out; the agent's speed (its team file) turns them into seconds.
 */
import { parseObjectId, routeAround, type FloorPoint, type RouteOptions, type Scene } from '../world/index.js';
import type { StepShape } from './footprint.js';

/** The walks of one scene; the same two points always give the same metres (cached). */
export interface SceneWalks {
  /** Where an agent walks to for `argument`: an id's position, a type's instance with the smallest id; undefined when the scene places none. */
  pointOf(argument: string): FloorPoint | undefined;
  /** Metres of the walk from `a` to `b` around the furniture. */
  metres(a: FloorPoint, b: FloorPoint): number;
}

/** Types whose objects are no place to walk around or to (the floor is everywhere). */
const NOT_FURNITURE: ReadonlySet<string> = new Set(['Floor']);

/** Margin of floor around the outermost objects, metres (as the room map draws it). */
const MARGIN = 0.6;

function positionOf(id: string): FloorPoint | undefined {
  const parsed = parseObjectId(id);
  return parsed.ok ? { x: parsed.parts.x, z: parsed.parts.z } : undefined;
}

/** The walks of `scene`: its furniture (objects in nothing) is in the way, the floor spans every object. */
export function sceneWalks(scene: Scene): SceneWalks {
  const byId = new Map<string, FloorPoint>();
  const byType = new Map<string, string>();
  const obstacles: FloorPoint[] = [];
  for (const object of scene.objects) {
    const point = positionOf(object.id);
    if (point === undefined) continue;
    byId.set(object.id, point);
    const first = byType.get(object.type);
    if (first === undefined || object.id < first) byType.set(object.type, object.id);
    if (object.parent === undefined && !NOT_FURNITURE.has(object.type)) obstacles.push(point);
  }
  const xs = [0, ...[...byId.values()].map((p) => p.x)];
  const zs = [0, ...[...byId.values()].map((p) => p.z)];
  const options: RouteOptions = {
    obstacles,
    bounds: { minX: Math.min(...xs) - MARGIN, maxX: Math.max(...xs) + MARGIN, minZ: Math.min(...zs) - MARGIN, maxZ: Math.max(...zs) + MARGIN },
  };
  const cache = new Map<string, number>();
  return {
    pointOf(argument) {
      if (argument.includes('|')) return byId.get(argument) ?? positionOf(argument);
      const id = byType.get(argument);
      return id === undefined ? undefined : byId.get(id);
    },
    metres(a, b) {
      if (a.x === b.x && a.z === b.z) return 0;
      const key = `${a.x},${a.z};${b.x},${b.z}`;
      let found = cache.get(key);
      if (found === undefined) {
        const corners = routeAround(a, b, options);
        found = 0;
        for (let i = 1; i < corners.length; i++) found += Math.hypot(corners[i]!.x - corners[i - 1]!.x, corners[i]!.z - corners[i - 1]!.z);
        cache.set(key, found);
      }
      return found;
    },
  };
}

/** One call's walk: where it first goes, the metres between its own stops, and where it ends. */
export interface CallWalk {
  readonly first: FloorPoint | undefined;
  readonly inner: number;
  readonly last: FloorPoint | undefined;
}

/** The walk of a call's GoToObject steps (going back to where a tool came from is a walk to the tool's place). */
export function callWalk(steps: readonly StepShape[], walks: SceneWalks): CallWalk {
  const stops: FloorPoint[] = [];
  for (const step of steps) {
    if (step.action !== 'GoToObject') continue;
    const arg = step.args['objectId'];
    let value: string | undefined;
    if (arg?.kind === 'value') value = arg.value;
    else if (arg?.kind === 'origin') {
      for (const other of steps) for (const a of Object.values(other.args)) if (a.kind === 'value' && a.param === arg.param) value ??= a.value;
    }
    const point = value === undefined ? undefined : walks.pointOf(value);
    if (point !== undefined) stops.push(point);
  }
  let inner = 0;
  for (let i = 1; i < stops.length; i++) inner += walks.metres(stops[i - 1]!, stops[i]!);
  return { first: stops[0], inner, last: stops.at(-1) };
}

/**
 * Metres an agent standing at `from` walks for the call: to its first stop, then between its
 * stops. An agent that has not gone anywhere yet (`from` undefined) starts at its first stop:
 * where agents start is not in the scene, so that first walk is not counted.
 */
export function walkMetres(walk: CallWalk, from: FloorPoint | undefined, walks: SceneWalks): number {
  return walk.inner + (from !== undefined && walk.first !== undefined ? walks.metres(from, walk.first) : 0);
}
