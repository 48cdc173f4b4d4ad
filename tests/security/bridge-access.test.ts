/**
 * Who may talk to a bridge. A bridge IteraPlan launches listens on 127.0.0.1 only and demands a
 * fresh random token, so neither another machine nor another local user gets in; a bridge on any
 * other address refuses to start without a token; and the client, given a wrong or no token for
 * a bridge that wants one, is refused with exit 3 and a message saying which flag to set.
 */
import { existsSync, readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient, launchBridge, venvPython, type BridgeProcess } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { bridgeEnv, ROOT } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { SALAD_GOAL, SALAD_PLAN } from '../helpers/plans.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { runCli } from '../faults/cli-run.js';
import { collectText, EVENT_BOUND_MS } from '../helpers/wait.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
beforeAll(() => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-access-');
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

/** An IPv4 address of this machine other than loopback, if it has one. */
function externalAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return undefined;
}

describe('a launched bridge', () => {
  let bridge: BridgeProcess;
  beforeAll(async () => {
    bridge = await launchBridge({ scenesDir: scenes.dir, env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }) });
  });
  afterAll(() => bridge?.close());

  test('listens on 127.0.0.1', () => {
    expect(new URL(bridge.url).hostname).toBe('127.0.0.1');
  });

  test.skipIf(externalAddress() === undefined)("cannot be reached through the machine's other addresses", async () => {
    const url = bridge.url.replace('127.0.0.1', externalAddress()!);
    await expect(BridgeClient.connect(url, { token: bridge.token, connectTimeoutMs: EVENT_BOUND_MS })).rejects.toThrow(/cannot reach the bridge .*ECONNREFUSED/);
  });

  test('wants its own random token even on loopback: without it, or with another, no connection', async () => {
    expect(bridge.token.length).toBeGreaterThanOrEqual(20);
    await expect(BridgeClient.connect(bridge.url)).rejects.toThrow(EnvironmentError);
    await expect(BridgeClient.connect(bridge.url, { token: `${bridge.token}x` })).rejects.toThrow(/refused the token/);
    const client = await BridgeClient.connect(bridge.url, { token: bridge.token });
    await expect(client.hello()).resolves.toMatchObject({ protocol: 1 });
    await client.close();
  });

  test('two launched bridges have different tokens', async () => {
    const other = await launchBridge({ scenesDir: scenes.dir, env: bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }) });
    try {
      expect(other.token).not.toBe(bridge.token);
      await expect(BridgeClient.connect(other.url, { token: bridge.token })).rejects.toThrow(/refused the token/);
    } finally {
      await other.close();
    }
  });
});

describe('iteraplan bridge on a non-loopback address', () => {
  beforeAll(() => ensureBuilt());

  test('refuses to start without a token: exit 2 saying so', async () => {
    const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir });
    delete env['ITERAPLAN_BRIDGE_TOKEN'];
    // Python must start before it can refuse: on a loaded machine that takes a while, so the
    // bound only guards against a bridge that listens instead of exiting.
    const result = await execa('node', [BIN, 'bridge', '--host', '0.0.0.0', '--port', '0'], { env, extendEnv: false, reject: false, timeout: EVENT_BOUND_MS });
    expect(result.timedOut, `iteraplan bridge --host 0.0.0.0 without a token did not exit within ${EVENT_BOUND_MS / 1000} s`).toBe(false);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/refusing to listen on non-loopback host '0\.0\.0\.0' without a token/);
    expect(result.stdout).toBe('');
  });
});

describe('a bridge started with --token, and the commands given --bridge', () => {
  const TOKEN = 'the-right-token-4f9c2a';
  let child: ResultPromise;
  let url: string;
  let plan: string;
  /** The goal the plan meets: a run that meets it is the run that exits 0. */
  let goal: string[];
  beforeAll(async () => {
    plan = scratch.write('salad.py', SALAD_PLAN);
    goal = ['--goal', scratch.write('salad-goal.yaml', SALAD_GOAL)];
    child = execa(venvPython(ROOT), ['-m', 'bridge', '--host', '127.0.0.1', '--port', '0', '--token', TOKEN, '--scenes', scenes.dir, '--log-level', 'WARNING'], {
      cwd: ROOT,
      reject: false,
      buffer: false,
      stdout: 'pipe',
      stderr: 'ignore',
    });
    const line = await collectText(child.stdout).line(0, 'the listening line of the bridge started with --token');
    url = (JSON.parse(line) as { listening: string }).listening;
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await child;
  });

  const env = (extra: Record<string, string> = {}) => {
    const base = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ...extra });
    if (!('ITERAPLAN_BRIDGE_TOKEN' in extra)) delete base['ITERAPLAN_BRIDGE_TOKEN'];
    return base;
  };

  test('execute with --bridge-token wrong: exit 3, the token refused, nothing run', async () => {
    const { code, stdout, stderr } = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', url, '--bridge-token', 'wrong'], env());
    expect(code).toBe(3);
    expect(stderr).toBe(
      `iteraplan: cannot connect to the bridge at ${url}: it refused the token (set --bridge-token or ITERAPLAN_BRIDGE_TOKEN to the bridge's token)\n`,
    );
    expect(stdout).toBe('');
  });

  test('execute with no token at all: exit 3, refused', async () => {
    const { code, stderr } = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', url], env());
    expect(code).toBe(3);
    expect(stderr).toContain('it refused the token');
  });

  test('plan with --bridge-token wrong: exit 3 before any planning, and no empty session left behind', async () => {
    const out = `${scratch.dir}/runs`;
    const { code, stderr } = await runCli(
      ['plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--json', '--out', out, '--bridge', url, '--bridge-token', 'wrong'],
      env(),
    );
    expect(code).toBe(3);
    expect(stderr).toContain('it refused the token');
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  test('the right token, by flag or from ITERAPLAN_BRIDGE_TOKEN, is let in', async () => {
    const byFlag = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', url, '--bridge-token', TOKEN, ...goal], env());
    expect(byFlag.code, byFlag.stderr).toBe(0);
    const byEnv = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', url, ...goal], env({ ITERAPLAN_BRIDGE_TOKEN: TOKEN }));
    expect(byEnv.code, byEnv.stderr).toBe(0);
  });

  test('a token carried in the --bridge URL is never printed: a wrong one is [redacted], a right one lets in', async () => {
    const wrong = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', `${url}/?token=leaky-guess-9931`], env());
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('?token=[redacted]');
    expect(wrong.stderr).not.toContain('leaky-guess-9931');
    const unreachable = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', `ws://user:pass-5521@127.0.0.1:1/?token=${TOKEN}`], env());
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).not.toContain(TOKEN);
    expect(unreachable.stderr).not.toContain('pass-5521');
    const right = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', `${url}/?token=${TOKEN}`, ...goal], env());
    expect(right.code, right.stderr).toBe(0);
  });
});

describe('--bridge that is not a bridge URL', () => {
  test.each(['not a url', 'http://127.0.0.1:8765', 'ws://', '127.0.0.1:8765'])('%s: bad usage, exit 2, saying what a bridge URL looks like', async (given) => {
    const plan = scratch.write('salad-url.py', SALAD_PLAN);
    const { code, stderr } = await runCli(['execute', plan, '--scene', TEST_KITCHEN, '--bridge', given], bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }));
    expect(code).toBe(2);
    expect(stderr).toMatch(/is not a bridge URL: give one like ws:\/\/127\.0\.0\.1:8765 \(--bridge\)\n$/);
  });

  test('plan refuses it before starting anything: exit 2, no session', async () => {
    const out = `${scratch.dir}/runs-bad-url`;
    const { code } = await runCli(['plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', out, '--bridge', 'not a url'], bridgeEnv({ ITERAPLAN_SCENES: scenes.dir }));
    expect(code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});
