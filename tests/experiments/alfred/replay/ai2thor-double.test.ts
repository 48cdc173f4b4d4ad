/**
 * ALFRED's expert demonstrations replayed through the ai2thor backend on its test double (issue
 * 39): every step goes to the backend, whose symbolic mirror checks it and whose double then runs
 * it as Unity's scripts do, and the goal is judged on the state the double reports. The fixed
 * sample is tests/fixtures/alfred-replay (one trial per task type, over all four room types).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayAlfred, tallyReplay, type ReplayOutcome } from '../../../../src/experiments/index.js';
import { findProjectRoot, scenesDir } from '../../../../src/world/index.js';
import { ai2thorDoubleBridge } from '../../../helpers/ai2thor-double.js';
import { bridgeEnv } from '../../../helpers/bridge.js';
import { makeScratch } from '../../../helpers/files.js';

const REPLAY = join(findProjectRoot(), 'tests', 'fixtures', 'alfred-replay', 'train');
const COOL = join(REPLAY, 'pick_cool_then_place_in_recep-AppleSliced-None-DiningTable-4', 'trial_T20190918_190520_204180', 'traj_data.json');
const scratch = makeScratch('iteraplan-double-replay-');
afterAll(() => scratch.remove());

function onDouble(paths: string[], replicas = 1): Promise<ReplayOutcome[]> {
  return replayAlfred({ paths, scenesDir: scenesDir(), env: bridgeEnv(), replicas, bridge: ai2thorDoubleBridge(scratch.dir) });
}

/** The cool fixture with every pick-up and put of its slice naming piece `index` instead. */
function coolWithPiece(index: number): string {
  const data = JSON.parse(readFileSync(COOL, 'utf8')) as { plan: { low_actions: { api_action: Record<string, unknown> }[] } };
  for (const { api_action: call } of data.plan.low_actions) {
    for (const key of ['objectId', 'receptacleObjectId']) {
      if (typeof call[key] === 'string') call[key] = (call[key] as string).replace(/AppleSliced_\d+$/, `AppleSliced_${index}`);
    }
  }
  const dir = join(scratch.dir, `cool-${index}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'traj_data.json'), JSON.stringify(data));
  return dir;
}

describe('the ALFRED replay through the ai2thor backend on its test double', () => {
  it('agrees with AI2-THOR on every recorded interaction of the fixed sample, and every goal holds on what the double reports', async () => {
    const [onDoubleOutcomes, symbolic] = [await onDouble([REPLAY], 2), await replayAlfred({ paths: [REPLAY], scenesDir: scenesDir(), env: bridgeEnv() })];
    const tally = tallyReplay(onDoubleOutcomes);
    expect(tally.trajectories).toBe(9);
    expect(new Set(onDoubleOutcomes.map((o) => o.floorplan.replace('FloorPlan', '').padStart(3, '0')[0]))).toEqual(new Set(['0', '2', '3', '4']));
    for (const outcome of onDoubleOutcomes) {
      expect(outcome.interactions.filter((i) => !i.success), outcome.file).toEqual([]);
      expect(outcome.goalMet, `${outcome.file}: ${outcome.unmet.join('; ')}`).toBe(true);
    }
    // The same interactions as the symbolic replay, action by action.
    expect(tally.byAction).toEqual(tallyReplay(symbolic).byAction);
    expect(tally.byAction.find((r) => r.name === 'SliceObject')?.recorded).toBe(2);
  });

  it("replays the double's own room: a slice it never made is refused there, though the symbolic world (eight apple pieces) has it", async () => {
    const tampered = coolWithPiece(5);
    const [there] = await onDouble([tampered]);
    const [here] = await replayAlfred({ paths: [tampered], scenesDir: scenesDir(), env: bridgeEnv() });
    expect(here!.interactions.every((i) => i.success)).toBe(true);
    const refused = there!.interactions.filter((i) => !i.success);
    expect(refused.map((i) => i.action)).toContain('PickupObject');
    expect(refused[0]!.objectId).toMatch(/AppleSliced_5$/);
    expect(there!.goalMet).toBe(false);
    // A piece the double did make is replayed as the demonstration's own.
    const [kept] = await onDouble([coolWithPiece(2)]);
    expect(kept!.interactions.every((i) => i.success)).toBe(true);
    expect(kept!.goalMet).toBe(true);
  });
});
