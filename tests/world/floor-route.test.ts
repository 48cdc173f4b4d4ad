/** Walks drawn on the room map: around the furniture, straight where nothing is in the way. */
import { describe, expect, it } from 'vitest';
import { routeAround, type FloorPoint } from '../../src/world/floor-route.js';

const bounds = { minX: -3, maxX: 3, minZ: -3, maxZ: 3 };

/** The shortest distance from `p` to the walk's segments. */
function distanceToWalk(p: FloorPoint, walk: readonly FloorPoint[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < walk.length; i++) {
    const [a, b] = [walk[i - 1]!, walk[i]!];
    const [dx, dz] = [b.x - a.x, b.z - a.z];
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.z - a.z) * dz) / (dx * dx + dz * dz || 1)));
    best = Math.min(best, Math.hypot(a.x + t * dx - p.x, a.z + t * dz - p.z));
  }
  return best;
}

describe('routeAround', () => {
  it('goes around a piece of furniture standing between the two ends, keeping its clearance', () => {
    const table = { x: 0, z: 0 };
    const walk = routeAround({ x: -2, z: 0 }, { x: 2, z: 0 }, { obstacles: [table], bounds, clearance: 0.3 });
    expect(walk[0]).toEqual({ x: -2, z: 0 });
    expect(walk.at(-1)).toEqual({ x: 2, z: 0 });
    expect(walk.length).toBeGreaterThan(2);
    expect(distanceToWalk(table, walk)).toBeGreaterThanOrEqual(0.25);
  });

  it('walks straight where nothing is in the way, and to furniture at either end', () => {
    const fridge = { x: -2, z: 0 };
    const stove = { x: 2, z: 0 };
    const walk = routeAround(fridge, stove, { obstacles: [fridge, stove, { x: 0, z: 2.5 }], bounds });
    expect(walk).toHaveLength(2);
  });

  it('draws the straight segment when the furniture walls the goal in, and for a grid too large to search', () => {
    const wall = Array.from({ length: 31 }, (_, i) => ({ x: 1, z: -3 + i * 0.2 }));
    expect(routeAround({ x: -2, z: 0 }, { x: 2, z: 0 }, { obstacles: wall, bounds })).toEqual([{ x: -2, z: 0 }, { x: 2, z: 0 }]);
    const hall = { minX: 0, maxX: 1000, minZ: 0, maxZ: 1000 };
    expect(routeAround({ x: 1, z: 1 }, { x: 999, z: 999 }, { obstacles: [{ x: 500, z: 500 }], bounds: hall })).toHaveLength(2);
  });
});
