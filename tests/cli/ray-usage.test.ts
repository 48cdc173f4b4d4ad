/**
 * The flags of `bridge --ray` and `experiment --ray` that are refused before anything starts
 * (exit 2), and a cluster that is not there (exit 3). The cluster itself is tested in
 * tests/experiments/run/ray-cluster.test.ts.
 */
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';

async function run(argv: string[], env: NodeJS.ProcessEnv = bridgeEnv()): Promise<{ code: number; stderr: string }> {
  const captured = captureIO(env);
  const code = await main(argv, captured.io);
  return { code, stderr: captured.stderr() };
}

const withoutToken = (): NodeJS.ProcessEnv => {
  const env = bridgeEnv();
  delete env['ITERAPLAN_BRIDGE_TOKEN'];
  return env;
};

describe('iteraplan bridge --ray', () => {
  test('refuses, with exit 2, what cannot apply: no token, local placement, flags of --ray without it, bad shares', async () => {
    const cases: [string[], RegExp, NodeJS.ProcessEnv?][] = [
      [['bridge', '--ray', 'auto', '--replicas', '2'], /need a token: pass --token T or set ITERAPLAN_BRIDGE_TOKEN/, withoutToken()],
      [['bridge', '--ray', 'auto', '--token', 't', '--host', '0.0.0.0'], /with --ray, each replica listens on its node's address/],
      [['bridge', '--ray', 'auto', '--token', 't', '--port', '9000'], /with --ray, each replica listens on its node's address/],
      [['bridge', '--gpus-per-replica', '0.5'], /--gpus-per-replica: only with --ray/],
      [['bridge', '--registry', 'x', '--max-restarts', '3'], /--registry, --max-restarts: only with --ray/],
      [['bridge', '--replicas', '65'], /--replicas: at most 64 bridge processes on this machine; more with --ray/],
      [['bridge', '--ray', 'auto', '--gpus-per-replica', '-1'], /must be a number from 0 to 16/],
      [['bridge', '--ray', 'auto', '--cpus-per-replica', '0'], /must be a number above 0 to 256/],
      [['bridge', '--ray', 'auto', '--token', 't', '--platform', 'cloud'], /--platform applies to --backend ai2thor/],
    ];
    for (const [argv, message, env] of cases) {
      const result = await run(argv, env);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr, argv.join(' ')).toMatch(message);
    }
  });

  test('a cluster that is not there: exit 3, saying so (or that Ray is missing)', async () => {
    // The replicas run in the foreground with our stdio: the real command, its real stderr.
    await ensureBuilt();
    const result = await execa('node', [BIN, 'bridge', '--ray', '127.0.0.1:1', '--token', 't', '--replicas', '2'], { env: bridgeEnv(), reject: false });
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/cannot reach the Ray cluster at '127\.0\.0\.1:1': nothing answers there|Ray is not installed in the bridge's Python environment/);
  });
});

describe('iteraplan experiment --ray', () => {
  test('refuses, with exit 2, simulators from two places and a registry without --ray', async () => {
    const cases: [string[], RegExp][] = [
      [['experiment', '--ray', 'auto', '--bridge', 'ws://127.0.0.1:1'], /--ray takes the simulators from the cluster; leave out --bridge and --replicas/],
      [['experiment', '--ray', 'auto', '--replicas', '2'], /--ray takes the simulators from the cluster; leave out --bridge and --replicas/],
      [['experiment', '--ray-registry', 'x'], /--ray-registry applies to --ray/],
      [['experiment', '--ray', 'auto', '--backend', 'ai2thor', '--platform', 'cloud'], /give them to the running bridge instead/],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr, argv.join(' ')).toMatch(message);
    }
  });

  test('a cluster that is not there: exit 3 at once', async () => {
    const result = await run(['experiment', '--suite', 'paper', '--ray', '127.0.0.1:1', '--out', '/nonexistent-never-written']);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/the watch of the Ray cluster|cannot reach the Ray cluster|Ray is not installed/);
  });
});
