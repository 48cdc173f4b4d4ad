/**
 * No orphans: a process that launched a bridge and is then stopped by a signal takes its
 * bridge down with it. The launcher runs in a child Node process (from dist/).
 */
import { execa } from 'execa';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, DIST, ensureBuilt } from '../helpers/dist.js';
import { reply, startScriptedOpenAI } from '../helpers/openai-server.js';
import { createServer } from 'node:net';
import { bridgeChildOf, childPids, commandLine, isRunning } from '../faults/processes.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { collectText, linesWith, until } from '../helpers/wait.js';

let scenes: ReturnType<typeof makeScenesDir>;
beforeAll(async () => {
  await ensureBuilt();
  scenes = makeScenesDir();
});
afterAll(() => scenes?.remove());

/** Prints the bridge's pid, URL and token as one JSON line, then waits to be killed. */
const LAUNCHER = `
const { launchBridge } = await import(${JSON.stringify(pathToFileURL(join(DIST, 'bridge', 'index.js')).href)});
const bridge = await launchBridge({ scenesDir: process.env.ITERAPLAN_SCENES });
console.log(JSON.stringify({ pid: bridge.pid, url: bridge.url, token: bridge.token }));
setInterval(() => {}, 1 << 30);
`;

/** Connects; `closed` resolves when the bridge drops the connection (it is shutting down). */
function connect(url: string, token: string): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` } });
    socket.once('error', reject);
    socket.once('open', () => resolve({ closed: new Promise<void>((done) => socket.once('close', () => done())) }));
  });
}

/** Runs LAUNCHER in a child Node process and connects to the bridge it started. */
async function launchAndConnect() {
  const parent = execa('node', ['--input-type=module', '-e', LAUNCHER], {
    env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }),
    extendEnv: false,
    reject: false,
    buffer: false,
    stdout: 'pipe',
  });
  const first = await collectText(parent.stdout).line(0, "the launcher's line with its bridge's pid");
  const bridge = JSON.parse(first) as { pid: number; url: string; token: string };
  const { closed } = await connect(bridge.url, bridge.token);
  return { parent, bridge, closed };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('the launching process gets %s', (signal) => {
  test('its bridge stops too', async () => {
    const { parent, bridge, closed } = await launchAndConnect();
    parent.kill(signal);
    const result = await parent;
    expect(result.signal).toBe(signal); // the launcher re-raised it: Node's default exit happened
    await closed;
    // The bridge closed its connections on the forwarded SIGTERM; it must now be gone or going.
    await expect(waitForExit(bridge.pid)).resolves.toBe(true);
  });
});

describe('the launching process dies without a chance to stop its bridge (SIGKILL)', () => {
  test('the bridge sees its stdin close and exits on its own', async () => {
    const { parent, bridge, closed } = await launchAndConnect();
    parent.kill('SIGKILL');
    expect((await parent).signal).toBe('SIGKILL');
    await closed;
    await expect(waitForExit(bridge.pid)).resolves.toBe(true);
  });

  test('iteraplan plan killed mid-session: its launched bridge is gone too', async () => {
    const server = await startScriptedOpenAI();
    // The stage-1 reply never comes: the command waits with its bridge running.
    let arrived!: () => void;
    const asked = new Promise<void>((resolve) => (arrived = resolve));
    server.enqueue(reply.handler(() => arrived()));
    try {
      const out = mkdtempSync(join(tmpdir(), 'iteraplan-orphan-'));
      const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, OPENAI_BASE_URL: server.baseURL });
      delete env['OPENAI_API_KEY'];
      const cli = execa('node', [BIN, 'plan', 'I feel hungry', '--scene', 'TestKitchen', '--planner', 'openai', '--yes', '--no-clarify', '--out', out], { env, extendEnv: false, reject: false });
      await asked;
      const bridgePid = bridgeChildOf(cli.pid!);
      cli.kill('SIGKILL');
      expect((await cli).signal).toBe('SIGKILL');
      await expect(waitForExit(bridgePid)).resolves.toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('iteraplan bridge killed with SIGKILL: its simulators go with it and free their ports', () => {
  test.each([1, 3])('--replicas %i', async (replicas) => {
    const cli = execa('node', [BIN, 'bridge', '--port', '0', '--replicas', String(replicas), '--token', 'secret'], {
      env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }),
      extendEnv: false,
      reject: false,
      buffer: false,
      stdout: 'pipe',
      stderr: 'ignore',
    });
    const stdout = collectText(cli.stdout);
    await stdout.until(`the listening lines of ${replicas} replicas`, (text) => linesWith(text, '"listening"').length >= replicas);
    const ports = linesWith(stdout.text(), '"listening"').map((line) => Number(new URL((JSON.parse(line) as { listening: string }).listening).port));
    expect(ports).toHaveLength(replicas);
    const pythons = childPids(cli.pid!).filter((pid) => commandLine(pid).includes('bridge'));
    expect(pythons).toHaveLength(replicas);
    // Its exit, not its result: an orphaned bridge would hold the stdout pipe open.
    const exited = new Promise<NodeJS.Signals | null>((resolve) => cli.once('exit', (_code, signal) => resolve(signal)));
    cli.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    for (const pid of pythons) await expect(waitForExit(pid)).resolves.toBe(true);
    for (const port of ports) await expect(portIsFree(port)).resolves.toBe(true);
  });
});

/** Whether something can listen on 127.0.0.1:`port` now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The bridge is no child of ours, so there is no exit event to await: look until it is gone.
 * A zombie (exited, not yet reaped by its new parent) counts as gone.
 */
async function waitForExit(pid: number): Promise<boolean> {
  await until(`the bridge process ${pid} to exit`, () => !isRunning(pid));
  return true;
}
