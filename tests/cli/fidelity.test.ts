/**
 * `iteraplan fidelity replay-alfred` on real ALFRED train demonstrations (tests/fixtures/alfred-replay):
 * real bridges replay each trajectory's recorded interactions from its own start, and the report
 * counts what agreed with AI2-THOR per action and task type.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { findProjectRoot } from '../../src/world/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';
import { TRAIN } from '../experiments/alfred/fixtures.js';

const REPLAY = join(findProjectRoot(), 'tests', 'fixtures', 'alfred-replay', 'train');
const scratch = makeScratch('iteraplan-fidelity-');
afterAll(() => scratch.remove());

async function run(argv: string[]) {
  const captured = captureIO(bridgeEnv());
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

interface Outcome {
  file: string;
  taskType: string;
  goalMet: boolean;
  interactions: { action: string; success: boolean; errorCode: string | null }[];
}

describe('iteraplan fidelity replay-alfred', () => {
  it("replays every fixture's interactions on two bridges: all agree with AI2-THOR (the knife ALFRED forced into the fridge, the phone put in a box that starts open) and end with their goal met", async () => {
    const outcomesFile = join(scratch.dir, 'outcomes.jsonl');
    const result = await run(['fidelity', 'replay-alfred', REPLAY, '--replicas', '2', '--outcomes', outcomesFile]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/replayed 9\/9 trajectories/);
    const outcomes = readFileSync(outcomesFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Outcome);
    expect(outcomes).toHaveLength(9);
    const clean = outcomes;
    for (const outcome of clean) {
      expect(outcome.interactions.filter((i) => !i.success), outcome.file).toEqual([]);
      expect(outcome.goalMet, outcome.file).toBe(true);
    }
    // The heat fixture: the microwave run, the apple taken out and put in the fridge.
    const heat = clean.find((o) => o.taskType === 'pick_heat_then_place_in_recep')!;
    expect(heat.interactions.map((i) => i.action)).toEqual(['PickupObject', 'OpenObject', 'PutObject', 'CloseObject', 'ToggleObjectOn', 'ToggleObjectOff', 'OpenObject', 'PickupObject', 'CloseObject', 'OpenObject', 'PutObject', 'CloseObject']);
    // The report: per action type and per task type, with the counts of the outcomes.
    const recorded = outcomes.reduce((n, o) => n + o.interactions.length, 0);
    const agreed = outcomes.reduce((n, o) => n + o.interactions.filter((i) => i.success).length, 0);
    expect(result.stdout).toContain(`Recorded interactions that succeeded here as in AI2-THOR: ${agreed}/${recorded}`);
    const pickups = outcomes.flatMap((o) => o.interactions.filter((i) => i.action === 'PickupObject'));
    expect(result.stdout).toContain(`| PickupObject | ${pickups.length} | ${pickups.filter((i) => i.success).length} |`);
    expect(result.stdout).toMatch(/\| look_at_obj_in_light \| \d+ \| \d+ \| 100\.0% \| 1 \| 1 \| 100\.0% \|/);
    expect(result.stdout).not.toContain('| action | our code |');
  });

  it('--json prints the tally: per action, per task type, the disagreements with their class', async () => {
    const result = await run(['fidelity', 'replay-alfred', join(REPLAY, 'look_at_obj_in_light-Book-None-DeskLamp-303'), '--replicas', '1', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const tally = JSON.parse(result.stdout) as { trajectories: number; goalMet: number; recorded: number; agreed: number; byAction: { name: string }[]; disagreements: unknown[] };
    expect(tally).toMatchObject({ trajectories: 1, goalMet: 1, recorded: 2, agreed: 2, disagreements: [] });
    expect(tally.byAction.map((r) => r.name).sort()).toEqual(['PickupObject', 'ToggleObjectOn']);
  });

  it("--trackers alfred judges cooled as ALFRED does: the cool demonstration edited so the fridge never closes on the slice meets its goal under unity (the default) and not under alfred", async () => {
    const cool = join(REPLAY, 'pick_cool_then_place_in_recep-AppleSliced-None-DiningTable-4', 'trial_T20190918_190520_204180', 'traj_data.json');
    const trajectory = JSON.parse(readFileSync(cool, 'utf8')) as { plan: { low_actions: { api_action: { action: string; objectId?: string } }[] } };
    const low = trajectory.plan.low_actions;
    // The expert's PutObject into the fridge is followed by CloseObject, OpenObject, PickupObject: drop the close and the open.
    const close = low.findIndex((a, i) => a.api_action.action === 'CloseObject' && low[i - 1]?.api_action.action === 'PutObject' && low[i - 1]!.api_action.objectId?.includes('AppleSliced') === true);
    expect(low[close + 1]!.api_action.action).toBe('OpenObject');
    expect(low[close + 2]!.api_action.action).toBe('PickupObject');
    low.splice(close, 2);
    const dir = join(scratch.dir, 'open-fridge', 'trial');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'traj_data.json'), JSON.stringify(trajectory));

    const tally = async (extra: string[]) => {
      const result = await run(['fidelity', 'replay-alfred', dir, '--replicas', '1', '--json', ...extra]);
      expect(result.code, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as { trajectories: number; goalMet: number; recorded: number; agreed: number };
    };
    const unity = await tally([]);
    expect(unity).toMatchObject({ trajectories: 1, goalMet: 1 });
    expect(unity.agreed).toBe(unity.recorded);
    expect(await tally(['--trackers', 'unity'])).toMatchObject({ trajectories: 1, goalMet: 1 });
    const alfred = await tally(['--trackers', 'alfred']);
    expect(alfred).toMatchObject({ trajectories: 1, goalMet: 0, agreed: unity.agreed });

    const bad = await run(['fidelity', 'replay-alfred', dir, '--trackers', 'thor']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--trackers.*thor/);
  });

  it('refuses a trajectory without its demonstration with exit 2, naming the file and the field', async () => {
    const result = await run(['fidelity', 'replay-alfred', TRAIN]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/traj_data\.json.*plan/);
    expect(result.stdout).toBe('');
  });
});
