import { describe, expect, it } from 'vitest';
import { importAlfredTasks, type TrajectoryInput } from '../../../src/experiments/alfred/import-alfred.js';
import { loadAlfredLayouts } from '../../../src/experiments/alfred/layouts.js';
import { knowledgeDir, wordScanner } from '../../../src/planning/index.js';
import { loadCatalogue, loadScene } from '../../../src/world/index.js';
import { COMMIT, fixture } from './fixtures.js';

const catalogue = loadCatalogue();
const context = { catalogue, floorplan: (name: string) => loadScene(name, catalogue), layouts: loadAlfredLayouts(), scan: wordScanner(knowledgeDir(), catalogue) };
const input = (trajectory: TrajectoryInput['trajectory'], file = 'x/traj_data.json'): TrajectoryInput => ({
  trajectory,
  file,
  source: { dataset: 'ALFRED', repository: 'askforalfred/alfred', commit: COMMIT, file },
});

describe('ALFRED trajectories as tasks', () => {
  const { trajectory } = fixture('pick_and_place_simple');

  it("makes a task per annotation; a preprocessed pp/ann_N.json file (repeat_idx) is that one annotation, given once", () => {
    const all = importAlfredTasks([input(trajectory)], context);
    expect(all.tasks.map((t) => t.id)).toEqual(trajectory.turk_annotations.anns.map((_, i) => `place-t20190909-093542-770989-a${i}`));
    expect(all.scenes.size).toBe(1);
    const one = importAlfredTasks([input({ ...trajectory, repeat_idx: 1 }, 'x/pp/ann_1.json'), input(trajectory)], context);
    expect(one.tasks.map((t) => t.id)).toEqual(['place-t20190909-093542-770989-a1', 'place-t20190909-093542-770989-a0', 'place-t20190909-093542-770989-a2']);
    expect(one.tasks[0]!.source).toMatchObject({ file: 'x/pp/ann_1.json', annotation: 1 });
  });

  it('leaves out an annotation with no words, and says which', () => {
    const anns = trajectory.turk_annotations.anns.map((a, i) => (i === 1 ? { ...a, task_desc: '  ' } : a));
    const result = importAlfredTasks([input({ ...trajectory, turk_annotations: { anns } })], context);
    expect(result.tasks.map((t) => t.id)).not.toContain('place-t20190909-093542-770989-a1');
    expect(result.leftOut).toEqual([{ file: 'x/traj_data.json', annotation: 1, task: 'place-t20190909-093542-770989-a1', reason: 'turk_annotations.anns[].task_desc is empty' }]);
  });

  it('leaves out an annotation that asks for something else than the goal, with the rule and the reason', () => {
    // The fixture's goal is a Candle in a Drawer (pick_and_place_simple): one annotator wrote a soap bar.
    const anns = trajectory.turk_annotations.anns.map((a, i) => (i === 2 ? { ...a, task_desc: 'Put a bar of soap in the drawer.' } : a));
    const result = importAlfredTasks([input({ ...trajectory, turk_annotations: { anns } })], context);
    expect(result.tasks.map((t) => t.id)).toEqual(['place-t20190909-093542-770989-a0', 'place-t20190909-093542-770989-a1']);
    expect(result.leftOut).toEqual([
      { file: 'x/traj_data.json', annotation: 2, task: 'place-t20190909-093542-770989-a2', reason: "the annotation asks for something else than the goal (another-object): it names 'bar of soap', not the goal's, and no word of it names the Candle" },
    ]);
  });

  it('keeps no start scene for a trajectory whose every annotation is left out', () => {
    const anns = trajectory.turk_annotations.anns.map((a) => ({ ...a, task_desc: 'Move the candle.' }));
    const result = importAlfredTasks([input({ ...trajectory, turk_annotations: { anns } })], context);
    expect(result.tasks).toEqual([]);
    expect(result.leftOut.map((l) => l.reason)).toEqual(anns.map(() => 'the annotation asks for something else than the goal (no-place): it names nowhere to put it; the goal is the Candle in or on the Drawer'));
    expect(result.scenes.size).toBe(0);
  });

  it('starts from the floorplan, saying why, when the trajectory\'s placement lacks the goal\'s object; leaves the task out when the floorplan lacks it too', () => {
    const noCandle = { ...trajectory, scene: { ...trajectory.scene, object_poses: trajectory.scene.object_poses.filter((p) => !p.objectName.startsWith('Candle_')) } };
    const fromFloorplan = importAlfredTasks([input(noCandle)], context);
    expect(fromFloorplan.tasks[0]!.start).toEqual({ from: 'floorplan', floorplan: 'FloorPlan411', note: "the trajectory's start cannot be derived (its placement has no Candle): starts from FloorPlan411 as shipped" });
    expect(fromFloorplan.tasks[0]!.scenes).toEqual(['FloorPlan411']);
    expect(fromFloorplan.scenes.size).toBe(0);
    const nowhere = { ...noCandle, pddl_params: { ...noCandle.pddl_params, object_target: 'CellPhone' } };
    const left = importAlfredTasks([input(nowhere)], context);
    expect(left.tasks).toEqual([]);
    expect(left.leftOut[0]!.reason).toMatch(/left out: the trajectory's start cannot be derived \(its placement has no CellPhone\) and FloorPlan411 has no CellPhone/);
  });

  it('leaves out a trajectory whose goal AI2-THOR\'s placement rules refuse today (ALFRED recorded it with 2.1.0)', () => {
    // A Laptop fits no Drawer in SimObjType.cs's PlacementRestrictions.
    const laptop = { ...trajectory, pddl_params: { ...trajectory.pddl_params, object_target: 'Laptop' } };
    const result = importAlfredTasks([input(laptop)], context);
    expect(result.tasks).toEqual([]);
    expect(result.scenes.size).toBe(0);
    expect(result.leftOut).toEqual([
      { file: 'x/traj_data.json', annotation: null, task: null, reason: "the goal puts a Laptop in or on a Drawer, which AI2-THOR's PlacementRestrictions (SimObjType.cs) do not allow (ALFRED recorded it with AI2-THOR 2.1.0)" },
    ]);
  });
});
