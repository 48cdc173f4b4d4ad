/** The built command, run as a user would: `node bin/iteraplan.js ...`. */
import { readdirSync, readFileSync } from 'node:fs';
import { execa } from 'execa';
import { BridgeClient } from '../../src/bridge/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { EGG_PLAN, INVALID_PLAN, SALAD_GOAL, SALAD_PLAN } from '../helpers/plans.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { collectText } from '../helpers/wait.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scenes = makeScenesDir();
  scratch = makeScratch();
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

function iteraplan(args: string[], env: Record<string, string> = {}) {
  return execa('node', [BIN, ...args], {
    env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ...env }),
    extendEnv: false,
    reject: false,
  });
}

describe('node bin/iteraplan.js', () => {
  test('execute: 0 when the goal holds, 1 with the report on failure, 5 when it ran to its end with no goal to judge it, 2 on invalid code, 3 without Python', async () => {
    const salad = scratch.write('salad.py', SALAD_PLAN);
    const ok = await iteraplan(['execute', salad, '--scene', TEST_KITCHEN, '--goal', scratch.write('salad-goal.yaml', SALAD_GOAL)]);
    expect(ok.stdout).toContain('Goal met: apple served');
    expect(ok.exitCode).toBe(0);
    const unchecked = await iteraplan(['execute', salad, '--scene', TEST_KITCHEN]);
    expect(unchecked.stdout).toContain('the goal was not checked');
    expect(unchecked.exitCode).toBe(5);

    const failed = await iteraplan(['execute', scratch.write('egg.py', EGG_PLAN), '--scene', TEST_KITCHEN]);
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toMatch(/Execution failed at line 3: PutObject\('Egg', 'Pan'\)/);

    const invalid = await iteraplan(['execute', scratch.write('bad.py', INVALID_PLAN), '--scene', TEST_KITCHEN]);
    expect(invalid.exitCode).toBe(2);
    expect(invalid.stderr).toMatch(/bad\.py:3:5: /);

    const noPython = await iteraplan(['execute', scratch.write('salad.py', SALAD_PLAN), '--scene', TEST_KITCHEN], {
      ITERAPLAN_PYTHON: '/nonexistent',
    });
    expect(noPython.exitCode).toBe(3);
    expect(noPython.stderr).toMatch(/^iteraplan: cannot start the bridge: the Python interpreter '\/nonexistent'/);
  });

  test('an unknown scene is exit 2', async () => {
    const result = await iteraplan(['execute', scratch.write('salad.py', SALAD_PLAN), '--scene', 'FloorPlan999']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown scene 'FloorPlan999'");
  });
});

describe('node bin/iteraplan.js bridge', () => {
  test('runs the bridge in the foreground; SIGTERM stops it cleanly with exit 0', async () => {
    const child = execa('node', [BIN, 'bridge', '--backend', 'symbolic', '--port', '0', '--token', 'secret'], {
      env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }),
      extendEnv: false,
      reject: false,
      buffer: false,
      stdout: 'pipe',
    });
    const stdout = collectText(child.stdout);
    const listening = JSON.parse(await stdout.line(0, 'the listening line of iteraplan bridge')) as { listening: string; backend: string; protocol: number };
    expect(listening).toMatchObject({ backend: 'symbolic', protocol: 1 });
    const client = await BridgeClient.connect(listening.listening, { token: 'secret' });
    await expect(client.hello()).resolves.toMatchObject({ scenes: [TEST_KITCHEN] });
    await client.close();
    child.kill('SIGTERM');
    const result = await child;
    expect(result.exitCode).toBe(0);
  });

  test('without Python: exit 3 with the one message of every launcher, for one bridge and for replicas', async () => {
    for (const replicas of ['1', '2']) {
      const result = await iteraplan(['bridge', '--port', '0', '--replicas', replicas, '--token', 'secret'], { ITERAPLAN_PYTHON: '/nonexistent' });
      expect(result.exitCode).toBe(3);
      expect(result.stderr).toMatch(/^iteraplan: cannot start the bridge: the Python interpreter '\/nonexistent' \(from ITERAPLAN_PYTHON\) was not found/);
    }
  });

  test('--replicas 2 runs two simulators, each with its listening line; one that dies starts again on its port', async () => {
    const child = execa('node', [BIN, 'bridge', '--backend', 'symbolic', '--port', '0', '--replicas', '2', '--token', 'secret'], {
      env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }),
      extendEnv: false,
      reject: false,
      buffer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const stdout = collectText(child.stdout);
    const stderr = collectText(child.stderr);
    await stdout.line(1, 'the two listening lines of --replicas 2');
    const urls = stdout.text().trim().split('\n').map((line) => (JSON.parse(line) as { listening: string }).listening);
    expect(new Set(urls).size).toBe(2);
    for (const url of urls) {
      const client = await BridgeClient.connect(url, { token: 'secret' });
      await expect(client.hello()).resolves.toMatchObject({ backend: 'symbolic', scenes: [TEST_KITCHEN] });
      await client.close();
    }
    // Kill one replica's Python process (a child of ours): it starts again on the same port.
    const replicas = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(child.pid);
        } catch {
          return false;
        }
      });
    expect(replicas).toHaveLength(2);
    process.kill(Number(replicas[0]), 'SIGKILL');
    await stderr.until('the note that the killed replica starts again', (text) => text.includes('starting it again on the same port'));
    const restarted = (JSON.parse(await stdout.line(2, "the restarted replica's listening line")) as { listening: string }).listening;
    expect(urls).toContain(restarted);
    const client = await BridgeClient.connect(restarted, { token: 'secret' });
    await expect(client.hello()).resolves.toMatchObject({ backend: 'symbolic' });
    await client.close();
    child.kill('SIGTERM');
    expect((await child).exitCode).toBe(0);
  });
});
