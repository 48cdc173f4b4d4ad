/**
 * ALFRED ties a cool task's conditions to one object (env/tasks.py PickCoolThenPlaceInRecepTask:
 * some object both in place and among the cooled ones), and so does the imported goal: replayed
 * on a real bridge, the cool fixture's own demonstration meets it, and the same demonstration with
 * one slice chilled and another put on the table does not, though every call of it succeeds.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayAlfred } from '../../../../src/experiments/index.js';
import { findProjectRoot, scenesDir } from '../../../../src/world/index.js';
import { bridgeEnv } from '../../../helpers/bridge.js';
import { makeScratch } from '../../../helpers/files.js';

const COOL = join(findProjectRoot(), 'tests', 'fixtures', 'alfred-replay', 'train', 'pick_cool_then_place_in_recep-AppleSliced-None-DiningTable-4', 'trial_T20190918_190520_204180', 'traj_data.json');
const scratch = makeScratch('iteraplan-one-object-');
afterAll(() => scratch.remove());

interface LowAction {
  api_action: { action: string; objectId?: string; receptacleObjectId?: string; forceAction?: boolean };
  high_idx: number;
}

async function replay(lowActions: (original: LowAction[]) => LowAction[]) {
  const data = JSON.parse(readFileSync(COOL, 'utf8')) as { plan: { low_actions: LowAction[] } };
  data.plan.low_actions = lowActions(data.plan.low_actions);
  const dir = join(scratch.dir, String(Math.random()).slice(2));
  mkdirSync(dir);
  writeFileSync(join(dir, 'traj_data.json'), JSON.stringify(data));
  const [outcome] = await replayAlfred({ paths: [dir], scenesDir: scenesDir(), env: bridgeEnv() });
  return outcome!;
}

describe("a cool task's goal, tied to one object", () => {
  it("is met by the demonstration: the slice chilled is the slice put on the table", async () => {
    const outcome = await replay((original) => original);
    expect(outcome.interactions.every((i) => i.success)).toBe(true);
    expect(outcome.goalMet).toBe(true);
  });

  it('is not met when one slice is chilled and another put on the table, every call succeeding', async () => {
    const outcome = await replay((original) => {
      const interactions = original.filter((a) => !/^(Move|Rotate|Look)/.test(a.api_action.action));
      const chilled = interactions.slice(0, interactions.findIndex((a) => a.api_action.action === 'CloseObject') + 1);
      const apple = chilled.find((a) => a.api_action.action === 'SliceObject')!.api_action.objectId!;
      const table = interactions.at(-1)!.api_action.receptacleObjectId!;
      const other = `${apple}|AppleSliced_3`;
      return [...chilled, { api_action: { action: 'PickupObject', objectId: other }, high_idx: 9 }, { api_action: { action: 'PutObject', objectId: other, receptacleObjectId: table, forceAction: true }, high_idx: 9 }];
    });
    expect(outcome.interactions.map((i) => [i.action, i.success])).toEqual([
      ['PickupObject', true],
      ['SliceObject', true],
      ['PutObject', true],
      ['PickupObject', true],
      ['OpenObject', true],
      ['PutObject', true],
      ['CloseObject', true],
      ['PickupObject', true],
      ['PutObject', true],
    ]);
    expect(outcome.goalMet).toBe(false);
    expect(outcome.unmet).toHaveLength(1);
    expect(outcome.unmet[0]).toMatch(/^there should be an AppleSliced directly on a DiningTable, that was in a Fridge/);
  });
});
