/**
 * `plan` and `execute --scene FloorPlan27` where no scene file has FloorPlan27 but the bridge's simulator does
 * (as AI2-THOR has every iTHOR floorplan): the world to plan with is read from the bridge's state
 * after a reset. Here the bridge is a real symbolic bridge given a scene the CLI's own scenes
 * folder lacks, so the test runs without Unity.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { BridgeProcess } from '../../src/bridge/index.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { bridgeEnv, ROOT, startBridge } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
let bridge: BridgeProcess;
let cliScenes: string;
beforeAll(async () => {
  scratch = makeScratch('iteraplan-bridge-scene-');
  const bridgeScenes = join(scratch.dir, 'bridge-scenes');
  cliScenes = join(scratch.dir, 'cli-scenes');
  for (const dir of [bridgeScenes, cliScenes]) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(ROOT, 'scenes', 'object-types.yaml'), join(dir, 'object-types.yaml'));
  }
  const floorPlan1 = readFileSync(join(ROOT, 'scenes', 'FloorPlan1.yaml'), 'utf8');
  writeFileSync(join(bridgeScenes, 'FloorPlan27.yaml'), floorPlan1.replace('scene: FloorPlan1\n', 'scene: FloorPlan27\n'));
  bridge = await startBridge(bridgeScenes);
});
afterAll(async () => {
  await bridge?.close();
  scratch?.remove();
});

/** `iteraplan <argv>` in-process, with the CLI's own scenes folder (no FloorPlan27) and the bridge's token. */
async function iteraplan(argv: string[]) {
  const captured = captureIO(bridgeEnv({ ITERAPLAN_SCENES: cliScenes, ITERAPLAN_BRIDGE_TOKEN: bridge.token }));
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

function plan(scene: string, extra: string[]) {
  return iteraplan(['plan', 'I feel hungry', '--scene', scene, '--planner', 'offline', '--yes', '--json', '--out', join(scratch.dir, 'runs'), ...extra]);
}

describe('a scene only the bridge has', () => {
  test('is planned in from the state the bridge reports after a reset', async () => {
    const { code, stdout, stderr } = await plan('FloorPlan27', ['--bridge', bridge.url]);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout) as PlanResult;
    expect(result.success).toBe(true);
  });

  test('an iTHOR name the bridge does not know either is its unknown_scene (exit 2)', async () => {
    const { code, stderr } = await plan('FloorPlan28', ['--bridge', bridge.url]);
    expect(code).toBe(2);
    expect(stderr).toContain('unknown_scene');
  });

  test('with a launched symbolic bridge a missing scene file is an input error, as before', async () => {
    const { code, stderr } = await plan('FloorPlan27', []);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown scene 'FloorPlan27'/);
  });
});

describe('execute in a scene only the bridge has', () => {
  function execute(code: string, extra: string[]) {
    const file = join(scratch.dir, `plan-${Math.random().toString(36).slice(2)}.py`);
    writeFileSync(file, code);
    return iteraplan(['execute', file, '--scene', 'FloorPlan27', '--json', ...extra]);
  }

  test('runs the file against the state the bridge reports', async () => {
    const goal = join(scratch.dir, 'fridge-closed.yaml');
    writeFileSync(goal, '- name: fridge closed\n  all: [{ exists: { type: Fridge, is: [closed] } }]\n');
    const { code, stdout, stderr } = await execute("def main():\n    OpenObject('Fridge')\n    CloseObject('Fridge')\n\nmain()\n", ['--bridge', bridge.url, '--goal', goal]);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ success: true, ran: true, verdict: 'goal-met', scene: 'FloorPlan27', steps: 2 });
  });

  test('checks the code against that state: an object it lacks is named (exit 2)', async () => {
    const { code, stderr } = await execute("def main():\n    OpenObject('Toilet')\n\nmain()\n", ['--bridge', bridge.url]);
    expect(code).toBe(2);
    expect(stderr).toContain('Toilet');
  });

  test('with a launched symbolic bridge a missing scene file is an input error, as before', async () => {
    const { code, stderr } = await execute("def main():\n    OpenObject('Fridge')\n\nmain()\n", []);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown scene 'FloorPlan27'/);
  });
});
