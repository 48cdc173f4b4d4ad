/**
 * Placement by position against ground truth: where a train trajectory's plan picks an object up,
 * its `coordinateReceptacleObjectId` names the furniture the object lay on or in. The rule must
 * name that furniture for most pick-ups of the fixtures (it names 291 of 313 on 300 train
 * trajectories it was not fitted on: src/experiments/alfred/placement.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAlfredLayouts } from '../../../src/experiments/alfred/layouts.js';
import { misfit, placeByPosition, type Furniture } from '../../../src/experiments/alfred/placement.js';
import { currentTypeName } from '../../../src/experiments/alfred/task-goal.js';
import { loadCatalogue } from '../../../src/world/index.js';
import { fixtureFiles } from './fixtures.js';

const catalogue = loadCatalogue();
const layouts = loadAlfredLayouts();
const typeOfId = (id: string) => {
  const parts = id.split('|');
  return parts.length === 5 ? parts[4]! : parts[0]!;
};
const positionOf = (id: string) => {
  const [, x, y, z] = id.split('|').map(Number);
  return { x: x!, y: y!, z: z! };
};

interface PickUp {
  object: string;
  position: { x: number; y: number; z: number };
  truth: string;
  furniture: Furniture[];
}

/** The pick-ups of whole objects whose furniture has an AI2-THOR id in ALFRED's listing. */
function pickUps(): PickUp[] {
  const found: PickUp[] = [];
  for (const { path } of fixtureFiles()) {
    const raw = JSON.parse(readFileSync(path, 'utf8'));
    const real: string[] = layouts.floorplans[raw.scene.floor_plan]!.openableObjectIds;
    const seen = new Set<string>();
    for (const step of raw.plan.high_pddl) {
      const action = step.planner_action;
      if (action.action !== 'PickupObject' || action.objectId.split('|').length > 4 || seen.has(action.objectId) || !action.coordinateReceptacleObjectId) continue;
      seen.add(action.objectId);
      const [receptacleType, box] = action.coordinateReceptacleObjectId as [string, number[]];
      const at = { x: box[0]! / 4, y: box[4]! / 4, z: box[2]! / 4 };
      const truth = real.find((id) => typeOfId(id) === receptacleType && Math.abs(positionOf(id).x - at.x) < 0.011 && Math.abs(positionOf(id).z - at.z) < 0.011);
      if (truth === undefined) continue;
      const type = currentTypeName(action.objectId.split('|')[0]);
      const allowed = new Set(catalogue.types.get(type)!.receptacles);
      found.push({
        object: action.objectId,
        position: positionOf(action.objectId),
        truth,
        furniture: real.filter((id) => allowed.has(typeOfId(id))).map((id) => ({ id, type: typeOfId(id), position: positionOf(id) })),
      });
    }
  }
  return found;
}

describe('placing an object by its position', () => {
  it('names the furniture the plan picks it up from, for most pick-ups of the fixtures', () => {
    const cases = pickUps();
    expect(cases.length).toBeGreaterThanOrEqual(7);
    const right = cases.filter((c) => placeByPosition(c.position, c.furniture)?.id === c.truth);
    expect(right.length / cases.length).toBeGreaterThanOrEqual(0.8);
  });

  it('puts a thing standing on a counter on the counter, not in the drawer just below it', () => {
    const counter: Furniture = { id: 'CounterTop|+00.69|+00.95|-02.48', type: 'CounterTop', position: { x: 0.69, y: 0.95, z: -2.48 } };
    const drawer: Furniture = { id: 'Drawer|+00.95|+00.83|-02.20', type: 'Drawer', position: { x: 0.95, y: 0.83, z: -2.2 } };
    expect(placeByPosition({ x: 0.9, y: 0.97, z: -2.25 }, [counter, drawer])?.id).toBe(counter.id);
    expect(placeByPosition({ x: 0.94, y: 0.78, z: -2.25 }, [counter, drawer])?.id).toBe(drawer.id);
  });

  it('finds nothing when no furniture can hold the object where it is', () => {
    const fridge: Furniture = { id: 'Fridge|-02.10|+00.00|+01.09', type: 'Fridge', position: { x: -2.1, y: 0, z: 1.09 } };
    expect(misfit({ x: 1.5, y: 0.9, z: -2 }, fridge)).toBeGreaterThan(0);
    expect(placeByPosition({ x: 1.5, y: 0.9, z: -2 }, [fridge])).toBeNull();
    expect(placeByPosition({ x: -2.05, y: 1.2, z: 1.1 }, [fridge])?.id).toBe(fridge.id);
  });
});
