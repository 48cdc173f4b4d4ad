/**
 * The ALFRED goals' `was` conditions are judged over the steps an execution took: on a real
 * bridge serving the heat fixture's own start, an apple heated in the microwave and then put in
 * the fridge meets the task's goal (cold at the end, and still heated), and one put in the fridge
 * without heating meets only the placement condition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBridge, BridgeClient, type BridgeProcess } from '../../../src/bridge/index.js';
import { parseSkillCode } from '../../../src/code/index.js';
import { goalConditions, runProgram } from '../../../src/experiments/index.js';
import { loadAlfredLayouts } from '../../../src/experiments/alfred/layouts.js';
import { renderScene } from '../../../src/experiments/alfred/scene-yaml.js';
import { deriveStartScene } from '../../../src/experiments/alfred/start-scene.js';
import { alfredGoal, goalTypes } from '../../../src/experiments/alfred/task-goal.js';
import { mergeSceneFolders } from '../../../src/experiments/suites/suite-scenes.js';
import { loadCatalogue, loadScene, loadWorld, scenesDir } from '../../../src/world/index.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { makeScratch } from '../../helpers/files.js';
import { fixture } from './fixtures.js';

const scratch = makeScratch('iteraplan-was-');
const catalogue = loadCatalogue();
const { path, trajectory } = fixture('pick_heat_then_place_in_recep');
const goal = alfredGoal(trajectory.task_type, goalTypes(trajectory, catalogue, path));
let bridge: BridgeProcess;
let client: BridgeClient;
let merged: string;
/** The apple on the counter (two more are in the fridge: a program that names the type may take one of those). */
let apple: string;

beforeAll(async () => {
  const floorplan = loadScene(trajectory.scene.floor_plan, catalogue);
  const derived = deriveStartScene('HeatStart', trajectory, floorplan, catalogue, new Set(loadAlfredLayouts().floorplans[floorplan.scene]!.openableObjectIds));
  if (!derived.ok) throw new Error(derived.reason);
  apple = derived.scene.objects.find((o) => o.type === 'Apple' && o.parent?.startsWith('CounterTop|'))!.id;
  mkdirSync(join(scratch.dir, 'own'));
  writeFileSync(join(scratch.dir, 'own', 'HeatStart.yaml'), renderScene(derived.scene, catalogue, ['test']));
  merged = mergeSceneFolders(scenesDir(), join(scratch.dir, 'own'), join(scratch.dir, 'all'));
  bridge = await launchBridge({ backend: 'symbolic', scenesDir: merged, env: bridgeEnv() });
  client = await BridgeClient.connect(bridge.url, { token: bridge.token });
});
afterAll(async () => {
  await client?.close();
  await bridge?.close();
  scratch.remove();
});

async function judge(code: string) {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  const world = loadWorld('HeatStart', { scenesDir: merged });
  const run = await runProgram(parsed.program, { world, client, criteria: goal });
  if (run.kind === 'failed') throw new Error(run.report.message);
  return { verdict: run.verdict, conditions: goalConditions(goal, run.state, { isPickupable: () => true }) };
}

describe("an ALFRED heat task's goal", () => {
  it('is met by an apple heated in the microwave and then put in the fridge', async () => {
    const { verdict } = await judge(`def heat():
    OpenObject('Microwave')
    PutObject('${apple}', 'Microwave')
    CloseObject('Microwave')
    SwitchOn('Microwave')
    SwitchOff('Microwave')
    OpenObject('Microwave')
    OpenObject('Fridge')
    PutObject('${apple}', 'Fridge')

heat()
`);
    expect(verdict.unmet).toEqual([]);
    expect(verdict.met).toBe(true);
  });

  it('is not met by the apple put in the fridge unheated: only the placement holds (apples were in the fridge already)', async () => {
    const { verdict, conditions } = await judge(`def chill():
    OpenObject('Fridge')
    PutObject('${apple}', 'Fridge')

chill()
`);
    expect(verdict.met).toBe(false);
    expect(verdict.unmet[0]!.predicate).toMatch(/Microwave/);
    // Judged on the state alone (no steps), nothing "was": only the placement holds.
    expect(conditions).toMatchObject({ met: 1, total: 3 });
  });
});
