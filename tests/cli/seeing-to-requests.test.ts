/**
 * A generic verb of seeing to a thing (issue 38: "see to the plant", "deal with the bed") through
 * the built command (`node bin/iteraplan.js plan ... --planner offline --yes --json`) over a real
 * symbolic bridge, judged by the room it leaves: a thing with one use here gets that use and
 * nothing else changes; a thing with several is asked about, and with no one to answer nothing
 * runs (exit 2, no state written); a negation runs nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { scenesDir } from '../../src/world/index.js';
import { bridgeEnv, startBridge } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let bridge: BridgeProcess;
let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch('iteraplan-seeing-to-');
  bridge = await startBridge(scenesDir());
});
afterAll(async () => {
  await bridge?.close();
  scratch?.remove();
});

interface WorldObject {
  objectId: string;
  objectType: string;
  isToggled: boolean;
  isDirty: boolean;
  isFilledWithLiquid: boolean;
  fillLiquid: string | null;
  parentReceptacles: string[] | null;
}

const out = (): string => join(scratch.dir, 'runs');
/** Every state-after.json written so far: a request nothing ran for writes none. */
const statesWritten = (): number => (existsSync(out()) ? readdirSync(out()).filter((d) => existsSync(join(out(), d, 'state-after.json'))).length : 0);

function plan(scene: string, instruction: string) {
  return execa('node', [BIN, 'plan', instruction, '--scene', scene, '--planner', 'offline', '--yes', '--json', '--bridge', bridge.url, '--out', out()], {
    env: bridgeEnv({ ITERAPLAN_BRIDGE_TOKEN: bridge.token, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }),
    reject: false,
  });
}

const worldOf = (dir: string, file: string): WorldObject[] => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { objects: WorldObject[] }).objects;

/** A request nothing ran for: exit 2, no world written; its message. */
async function notRun(scene: string, instruction: string): Promise<string> {
  const written = statesWritten();
  const run = await plan(scene, instruction);
  expect(run.exitCode, run.stdout + run.stderr).toBe(2);
  expect(statesWritten()).toBe(written);
  return (JSON.parse(run.stdout) as { error: { message: string } }).error.message;
}

describe('issue 38: a thing seen to with a generic verb', () => {
  it('"could you see to the plant please" (FloorPlan3, a kitchen with a tap): the plant watered, resting on "see to" and "plant", no switch left changed', async () => {
    const run = await plan('FloorPlan3', 'could you see to the plant please');
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { success: boolean; sessionDir: string; stage1: { reading: { words: string[] } } };
    expect(result.success).toBe(true);
    expect(result.stage1.reading.words).toEqual(['see to', 'plant']);
    const before = worldOf(result.sessionDir, 'state-before.json');
    const after = worldOf(result.sessionDir, 'state-after.json');
    expect(before.filter((o) => o.objectType === 'HousePlant').every((p) => !p.isFilledWithLiquid)).toBe(true);
    expect(after.filter((o) => o.objectType === 'HousePlant').every((p) => p.isFilledWithLiquid && p.fillLiquid === 'water')).toBe(true);
    const toggled = new Map(before.map((o) => [o.objectId, o.isToggled] as const));
    expect(after.filter((o) => o.isToggled !== toggled.get(o.objectId)).map((o) => o.objectType)).toEqual([]);
  });

  it('"can you deal with the bed" (FloorPlan301): a bed is made or cleared, so it is asked which; with no one to answer, nothing runs', async () => {
    expect(await notRun('FloorPlan301', 'can you deal with the bed')).toMatch(/What should I do with the bed\?/);
  });

  it('"don\'t deal with the plant" (FloorPlan3) plans nothing', async () => {
    await notRun('FloorPlan3', "don't deal with the plant");
  });
});
