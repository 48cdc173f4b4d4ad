import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAlfredLayouts } from '../../../src/experiments/alfred/layouts.js';
import { renderScene } from '../../../src/experiments/alfred/scene-yaml.js';
import { deriveStartScene, pickupSites } from '../../../src/experiments/alfred/start-scene.js';
import { currentTypeName } from '../../../src/experiments/alfred/task-goal.js';
import type { AlfredTrajectory } from '../../../src/experiments/alfred/trajectory.js';
import { loadCatalogue, loadScene, scenesDir } from '../../../src/world/index.js';
import { makeScratch } from '../../helpers/files.js';
import { fixture } from './fixtures.js';

const catalogue = loadCatalogue();
const layouts = loadAlfredLayouts();
const scratch = makeScratch('iteraplan-start-');
afterAll(() => scratch.remove());

function derive(trajectory: AlfredTrajectory) {
  const floorplan = loadScene(trajectory.scene.floor_plan, catalogue);
  return { floorplan, derived: deriveStartScene('Derived1', trajectory, floorplan, catalogue, new Set(layouts.floorplans[floorplan.scene]!.openableObjectIds)) };
}

/** Writes the scene beside the catalogue and loads it back with every check a scene file gets. */
let reloads = 0;
function reload(scene: Parameters<typeof renderScene>[0]) {
  const dir = join(scratch.dir, `scenes-${(reloads += 1)}`);
  mkdirSync(dir);
  copyFileSync(join(scenesDir(), 'object-types.yaml'), join(dir, 'object-types.yaml'));
  writeFileSync(join(dir, `${scene.scene}.yaml`), renderScene(scene, catalogue, ['a test']));
  return loadScene(scene.scene, catalogue, dir);
}

const pickupable = (type: string) => catalogue.types.get(type)!.properties.includes('pickupable');

describe("a trajectory's own start", () => {
  it('holds exactly the posed objects (a name posed twice is two), each in furniture its type may go in, and the floorplan\'s fixed objects', () => {
    const { trajectory } = fixture('pick_two_obj_and_place');
    const { floorplan, derived } = derive(trajectory);
    if (!derived.ok) throw new Error(derived.reason);
    const posed = new Map<string, number>();
    for (const pose of trajectory.scene.object_poses) {
      const type = currentTypeName(pose.objectName.split('_')[0]!);
      if (pickupable(type)) posed.set(type, (posed.get(type) ?? 0) + 1);
    }
    const held = new Map<string, number>();
    for (const o of derived.scene.objects) if (pickupable(o.type)) held.set(o.type, (held.get(o.type) ?? 0) + 1);
    expect(held).toEqual(posed);
    expect(held.get('CreditCard')).toBeGreaterThanOrEqual(2);
    expect(derived.scene.objects.filter((o) => !pickupable(o.type))).toEqual(floorplan.objects.filter((o) => !pickupable(o.type)));
    const reloaded = reload(derived.scene);
    expect(reloaded.objects).toHaveLength(derived.scene.objects.length);
    const counts = derived.counts;
    expect(counts.byPlan + counts.byPosition + counts.byFloorplan + counts.onFloor).toBe(counts.objects);
    expect((counts.byPlan + counts.byPosition) / counts.objects).toBeGreaterThan(0.7);
    // Each credit card the expert's plan picks up lies in the furniture it names.
    const sites = pickupSites(trajectory);
    expect(counts.byPlan).toBe(sites.size);
    for (const [alfredId, site] of sites) {
      const card = derived.scene.objects.find((o) => o.id === alfredId);
      expect(card?.parent, alfredId).toMatch(new RegExp(`^${site.type}\\|`));
    }
  });

  it('starts a Box and a Laptop open, as iTHOR scenes have them (ALFRED never opens one)', () => {
    const { trajectory } = fixture('pick_two_obj_and_place');
    const box = { objectName: 'Box_00000001', position: { x: 0, y: 0.1, z: 0 } };
    const laptop = { objectName: 'Laptop_00000002', position: { x: 0.5, y: 0.1, z: 0 } };
    const { derived } = derive({ ...trajectory, scene: { ...trajectory.scene, object_poses: [...trajectory.scene.object_poses, box, laptop] } });
    if (!derived.ok) throw new Error(derived.reason);
    for (const type of ['Box', 'Laptop']) {
      const states = derived.scene.objects.filter((o) => o.type === type).map((o) => o.state.isOpen);
      expect(states.length, type).toBeGreaterThan(0);
      expect(states.every((open) => open === true), type).toBe(true);
    }
  });

  it('switches what object_toggles names (the lamp starts off) and makes everything dirty for dirty_and_empty', () => {
    const look = derive(fixture('look_at_obj_in_light').trajectory).derived;
    if (!look.ok) throw new Error(look.reason);
    expect(look.scene.objects.filter((o) => o.type === 'DeskLamp').map((o) => o.state.isToggled)).toEqual([false]);
    const clean = derive(fixture('pick_clean_then_place_in_recep').trajectory).derived;
    if (!clean.ok) throw new Error(clean.reason);
    const dirtyable = clean.scene.objects.filter((o) => catalogue.types.get(o.type)!.properties.includes('dirtyable'));
    expect(dirtyable.some((o) => o.type === 'Cloth')).toBe(true);
    expect(dirtyable.every((o) => o.state.isDirty === true)).toBe(true);
    reload(clean.scene);
  });

  it('says why when a toggle names a type the floorplan does not have', () => {
    const { trajectory } = fixture('look_at_obj_in_light');
    const odd = { ...trajectory, scene: { ...trajectory.scene, object_toggles: [{ objectType: 'FloorLamp', isOn: true }] } };
    const { derived } = derive(odd);
    expect(derived).toEqual({ ok: false, reason: 'scene.object_toggles switches FloorLamp, which FloorPlan303 has none of' });
  });
});
