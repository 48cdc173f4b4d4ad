/** The shipped development suite (suites/alfred-train-sample.yaml): what its README promises. */
import { describe, expect, it } from 'vitest';
import { loadSuiteFile } from '../../../src/experiments/index.js';
import { ALFRED_TASK_TYPES } from '../../../src/experiments/alfred/trajectory.js';
import { listScenes, loadCatalogue, loadScene } from '../../../src/world/index.js';

describe('the ALFRED development suite', () => {
  const { suite, sceneFolder } = loadSuiteFile('alfred-train-sample', listScenes());

  it('holds 306 train tasks of every task type and room type, each with its source and its own start', () => {
    expect(suite.tasks).toHaveLength(306);
    expect(new Set(suite.tasks.map((t) => t.taskType))).toEqual(new Set(ALFRED_TASK_TYPES));
    expect(new Set(suite.tasks.map((t) => t.roomType))).toEqual(new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']));
    for (const task of suite.tasks) {
      expect(task.source).toMatchObject({ dataset: 'ALFRED', repository: 'askforalfred/alfred', commit: '495d2c39ee3db399696a5c58512faf3c8d8f122c' });
      expect(task.source!.file).toMatch(/^data\/json_2\.1\.0\/train\/[^/]+\/trial_T\d+_\d+_\d+\/traj_data\.json$/);
      expect(task.start?.from).toBe('trajectory');
    }
    expect(new Set(suite.tasks.map((t) => t.source!.file)).size).toBe(98);
  });

  it('has a start scene for every trajectory, each a valid scene', () => {
    const catalogue = loadCatalogue();
    const scenes = listScenes(sceneFolder!);
    expect(scenes).toHaveLength(98);
    expect(new Set(suite.tasks.flatMap((t) => t.scenes))).toEqual(new Set(scenes));
    for (const scene of scenes) loadScene(scene, catalogue, sceneFolder!);
  });
});
