/** Which ALFRED trajectories a bank takes: by their paths, the held-out splits refused, the suites' trials held out, a seeded cap a floorplan. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/allocation/index.js';
import { chooseTrajectories, refuseHeldOutSplits, suiteTrials, trajectoryPath } from '../../../src/bank/index.js';
import { InputError } from '../../../src/errors.js';
import { findProjectRoot } from '../../../src/world/index.js';

const at = (task: string, trial: string) => `/a/data/json_2.1.0/train/${task}/${trial}/traj_data.json`;

describe('ALFRED trajectories chosen for the bank', () => {
  it("reads a trajectory's floorplan and task type from its folders", () => {
    expect(trajectoryPath(at('pick_heat_then_place_in_recep-Apple-None-Fridge-12', 'trial_T20190909_151720_898440'))).toEqual({
      path: at('pick_heat_then_place_in_recep-Apple-None-Fridge-12', 'trial_T20190909_151720_898440'),
      floorplan: 'FloorPlan12',
      taskType: 'pick_heat_then_place_in_recep',
      trial: 'trial_T20190909_151720_898440',
    });
    expect(trajectoryPath('/a/b/traj_data.json')).toBeUndefined();
  });

  it("refuses ALFRED's held-out splits before reading anything", () => {
    expect(() => refuseHeldOutSplits(['/x/data/json_2.1.0/valid_seen'])).toThrow(InputError);
    expect(() => refuseHeldOutSplits(['/x/data/json_2.1.0/tests_unseen/a/b/traj_data.json'])).toThrow(/tests_unseen split is held out/);
    expect(() => refuseHeldOutSplits(['/x/data/json_2.1.0/train'])).not.toThrow();
  });

  it("finds the suites' own trials, holds them out, and takes a seeded few of the rest, the aimed task types first", () => {
    const trials = suiteTrials(join(findProjectRoot(), 'suites'));
    // suites/alfred-train-sample.yaml: 246 tasks of ALFRED train trajectories.
    expect(trials.has('trial_T20190909_085406_916808')).toBe(true);
    const all = [...Array(10).keys()].map((i) => trajectoryPath(at(`${i < 3 ? 'pick_cool_then_place_in_recep' : 'pick_and_place_simple'}-A-None-B-1`, `trial_T2019090${i}_000000_000000`))!);
    const held = new Set([all[9]!.trial]);
    const chosen = chooseTrajectories(all, { perFloorplan: 4, heldOutTrials: held, random: seededRandom(1) });
    expect(chosen.heldOut).toBe(1);
    expect(chosen.capped).toBe(5);
    expect(chosen.chosen).toHaveLength(4);
    expect(chosen.chosen.some((t) => t.trial === all[9]!.trial)).toBe(false);
    expect(chooseTrajectories(all, { perFloorplan: 4, heldOutTrials: held, random: seededRandom(1) })).toEqual(chosen);
    const aimed = chooseTrajectories(all, { perFloorplan: 2, heldOutTrials: held, random: seededRandom(1), aimed: (t) => t === 'pick_cool_then_place_in_recep', extraAimed: 1 });
    expect(aimed.chosen.map((t) => t.taskType)).toEqual(['pick_cool_then_place_in_recep', 'pick_cool_then_place_in_recep', 'pick_cool_then_place_in_recep']);
    expect(chooseTrajectories(all, { perFloorplan: 0, heldOutTrials: new Set(), random: seededRandom(1) }).chosen).toHaveLength(10);
  });
});
