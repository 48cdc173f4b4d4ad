/** Launching and stopping the bridge process. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient, connectBridge, launchBridge } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { bridgeEnv, startBridge } from '../helpers/bridge.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { EXPIRING_DEADLINE_MS } from '../helpers/wait.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: string;
beforeAll(() => {
  scenes = makeScenesDir();
  scratch = mkdtempSync(join(tmpdir(), 'iteraplan-launcher-'));
});
afterAll(() => {
  scenes?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A stand-in "python" that writes to stderr and exits, as a broken bridge would. */
function fakePython(script: string): string {
  const file = join(scratch, `python-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, `#!/bin/sh\n${script}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('launchBridge', () => {
  test('reads the listening line, demands a token, and close() stops the process', async () => {
    const bridge = await startBridge(scenes.dir);
    expect(bridge.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(bridge.backend).toBe('symbolic');
    expect(isAlive(bridge.pid)).toBe(true);
    await expect(BridgeClient.connect(bridge.url)).rejects.toThrow(/refused the token/);
    await bridge.close();
    expect(isAlive(bridge.pid)).toBe(false);
    await expect(bridge.exited).resolves.toBeDefined();
    await bridge.close(); // idempotent
  });

  test('a missing interpreter is an EnvironmentError that says so plainly', async () => {
    const attempt = launchBridge({ env: bridgeEnv({ ITERAPLAN_PYTHON: '/nonexistent/python3' }) });
    await expect(attempt).rejects.toBeInstanceOf(EnvironmentError);
    await expect(attempt).rejects.toThrow(/Python interpreter '\/nonexistent\/python3' \(from ITERAPLAN_PYTHON\) was not found/);
  });

  test("a bridge that dies before listening: the error carries its exit code and stderr", async () => {
    const python = fakePython('echo "ModuleNotFoundError: No module named websockets" >&2; exit 3');
    const attempt = launchBridge({ env: bridgeEnv({ ITERAPLAN_PYTHON: python }) });
    await expect(attempt).rejects.toBeInstanceOf(EnvironmentError);
    await expect(attempt).rejects.toThrow(/exited with exit code 3 before it started listening[\s\S]*No module named websockets/);
  });

  test('a first line that is not the listening line is refused and the process stopped', async () => {
    const python = fakePython('echo "hello there"; exec sleep 30');
    await expect(launchBridge({ env: bridgeEnv({ ITERAPLAN_PYTHON: python }) })).rejects.toThrow(
      /first line is not its listening line: 'hello there'/,
    );
  });

  test('a bridge that never reports its address times out', async () => {
    const python = fakePython('echo "starting..." >&2; exec sleep 30');
    // The deadline must outlast the fake's start, so that its stderr is in the message.
    await expect(launchBridge({ env: bridgeEnv({ ITERAPLAN_PYTHON: python }), startTimeoutMs: EXPIRING_DEADLINE_MS })).rejects.toThrow(
      new RegExp(`did not report its address within ${EXPIRING_DEADLINE_MS} ms[\\s\\S]*starting\\.\\.\\.`),
    );
  });
});

describe('connectBridge', () => {
  test('launches a private bridge and stops it on close()', async () => {
    const connection = await connectBridge({ scenesDir: scenes.dir, env: bridgeEnv() });
    const pid = connection.process?.pid ?? -1;
    expect(isAlive(pid)).toBe(true);
    await expect(connection.client.reset(TEST_KITCHEN)).resolves.toMatchObject({ scene: TEST_KITCHEN });
    await connection.close();
    expect(isAlive(pid)).toBe(false);
  });

  test('connects to a running bridge by URL with the token from the environment', async () => {
    const running = await startBridge(scenes.dir);
    try {
      const connection = await connectBridge({
        bridgeUrl: running.url,
        env: { ...process.env, ITERAPLAN_BRIDGE_TOKEN: running.token },
      });
      expect(connection.process).toBeUndefined();
      await expect(connection.client.hello()).resolves.toMatchObject({ protocol: 1 });
      await connection.close();
      expect(isAlive(running.pid)).toBe(true); // not ours to stop
    } finally {
      await running.close();
    }
  });
});
