import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readAlfredTrajectory } from '../../../src/experiments/alfred/trajectory.js';
import { makeScratch } from '../../helpers/files.js';
import { fixture, thrown } from './fixtures.js';

const scratch = makeScratch('iteraplan-alfred-');
afterAll(() => scratch.remove());

describe('reading a trajectory', () => {
  it('reads what the import needs of a real train trajectory', () => {
    const { trajectory } = fixture('pick_cool_then_place_in_recep');
    expect(trajectory.task_type).toBe('pick_cool_then_place_in_recep');
    expect(trajectory.scene.floor_plan).toBe('FloorPlan4');
    expect(trajectory.turk_annotations.anns.length).toBeGreaterThanOrEqual(3);
    expect(trajectory.scene.object_poses.length).toBeGreaterThan(10);
  });

  it('names the file, the line and the field of what is wrong', () => {
    const { path } = fixture('pick_and_place_simple');
    const data = JSON.parse(readFileSync(path, 'utf8'));
    delete data.pddl_params.parent_target;
    data.scene.floor_plan = 'Kitchen1';
    const file = scratch.write('bad.json', JSON.stringify(data, null, 1));
    const error = thrown(() => readAlfredTrajectory(file));
    expect(error.message).toMatch(/bad\.json:\d+: pddl_params\.parent_target: is missing/);
    expect(error.message).toMatch(/bad\.json:\d+: scene\.floor_plan: an iTHOR floorplan name such as FloorPlan17/);
    expect(error.exitCode).toBe(2);
  });

  it('says a file that is not JSON is not, and a missing file is missing', () => {
    const file = scratch.write('broken.json', '{\n "task_type": "pick_and_place_simple",\n "scene": [\n');
    expect(thrown(() => readAlfredTrajectory(file)).message).toMatch(/broken\.json: not valid JSON \(.+\)/);
    expect(thrown(() => readAlfredTrajectory(`${scratch.dir}/missing.json`)).message).toMatch(/missing\.json: cannot read the trajectory/);
  });
});
