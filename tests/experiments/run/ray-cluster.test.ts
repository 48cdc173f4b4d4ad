/**
 * Experiments on a real Ray cluster on this machine (a head and a worker node, on loopback):
 * `iteraplan bridge --ray` places symbolic replicas with Ray, `iteraplan experiment --ray` follows
 * their registry, and while the suite runs one replica's actor is killed and then a whole worker
 * node. No episode may be lost or doubled, and the results must equal a local run's. Skipped,
 * saying why, where Ray is not installed in the bridge's environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/experiments/results/episode-record.js';
import { EPISODES_FILE, readEpisodeRecords } from '../../../src/experiments/results/results-log.js';
import { ROOT, bridgeEnv } from '../../helpers/bridge.js';
import { BIN, ensureBuilt } from '../../helpers/dist.js';
import { rayAvailability, startLocalRayCluster, type LocalRayCluster } from '../../helpers/ray-cluster.js';
import { EVENT_BOUND_MS, until } from '../../helpers/wait.js';

/** Ray places and restarts actors in its own time, slower still on a loaded machine. */
const RAY_BOUND_MS = 3 * EVENT_BOUND_MS;

const ray = rayAvailability();
if (!ray.ok) console.warn(`skipping the Ray cluster tests: ${ray.why}`);

const TOKEN = 'ray-test-token';
const REPLICAS = 3;
// Paced a little like AI2-THOR, so that the suite is still running when the kills come.
const STEP_DELAY_MS = '25';

interface Listening {
  replica: number;
  listening: string;
  node: string;
  pid: number;
  incarnation: number;
}

/** `iteraplan bridge --ray`, with its listening lines as they come. */
function startReplicas(address: string): { child: ChildProcess; lines: Listening[]; stderr: () => string } {
  const child = spawn(
    'node',
    [BIN, 'bridge', '--ray', address, '--replicas', String(REPLICAS), '--cpus-per-replica', '0.5', '--token', TOKEN, '--step-delay-ms', STEP_DELAY_MS],
    { cwd: ROOT, env: bridgeEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: Listening[] = [];
  let buffered = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      lines.push(JSON.parse(buffered.slice(0, end)) as Listening);
      buffered = buffered.slice(end + 1);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return { child, lines, stderr: () => err };
}


/** The records the run has written so far, read as the CLI reads them: a line still being appended is no record yet. */
function records(out: string): EpisodeRecord[] {
  return readEpisodeRecords(join(out, EPISODES_FILE));
}

/** What a record says about the episode itself: everything but its timing, session folder and simulator. */
function outcome(record: EpisodeRecord) {
  const { wallMs: _wall, sessionDir: _dir, simulator: _simulator, ...rest } = record;
  return rest;
}

function runExperiment(args: string[]): { done: Promise<{ code: number | null; stdout: string; stderr: string }>; child: ChildProcess } {
  const env = bridgeEnv({ ITERAPLAN_BRIDGE_TOKEN: TOKEN });
  delete env['OPENAI_API_KEY'];
  delete env['OPENAI_BASE_URL'];
  const child = spawn('node', [BIN, 'experiment', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
  return { done, child };
}

describe.skipIf(!ray.ok)('an experiment on a local Ray cluster', () => {
  let cluster: LocalRayCluster | undefined;
  let replicas: ReturnType<typeof startReplicas> | undefined;
  const children: ChildProcess[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    cluster = await startLocalRayCluster({ workers: 1, headCpus: 2, workerCpus: 2 });
  });

  afterAll(async () => {
    for (const child of [...children, replicas?.child]) {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    }
    await cluster?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('runs the paper suite on replicas placed by Ray; a killed actor and a killed worker lose no episode and double none', async () => {
    const address = cluster!.address;
    replicas = startReplicas(address);
    await until(
      `${REPLICAS} replicas listening`,
      () => {
        if (replicas!.child.exitCode !== null) throw new Error(`iteraplan bridge --ray exited with ${replicas!.child.exitCode}:\n${replicas!.stderr()}`);
        return new Set(replicas!.lines.map((l) => l.replica)).size === REPLICAS;
      },
      { boundMs: RAY_BOUND_MS, detail: replicas.stderr },
    );
    // Ray spread them over both nodes.
    expect(new Set(replicas.lines.map((l) => l.node))).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
    expect(replicas.lines.every((l) => /^ws:\/\/127\.0\.0\.[23]:\d+$/.test(l.listening))).toBe(true);

    const out = mkdtempSync(join(tmpdir(), 'ray-results-'));
    folders.push(out);
    const run = runExperiment(['--suite', 'paper', '--ray', address, '--concurrency', String(2 * REPLICAS), '--out', out, '--json', '--ray-wait', '120']);
    children.push(run.child);

    // Mid-run: kill the actor of a replica on the head (Ray restarts it there) ...
    await until('the first episodes', () => records(out).length >= 6, { boundMs: RAY_BOUND_MS, detail: () => replicas!.stderr() });
    const onHead = replicas.lines.find((l) => l.node === '127.0.0.2')!;
    process.kill(onHead.pid, 'SIGKILL');
    // ... and, later, the whole worker node with the replicas on it (Ray restarts them on the head).
    await until('more episodes', () => records(out).length >= 16, { boundMs: RAY_BOUND_MS });
    const onWorker = replicas.lines.filter((l) => l.node === '127.0.0.3').map((l) => l.replica);
    cluster!.killWorker(cluster!.workers[0]!);

    const result = await run.done;
    expect(result.code, result.stderr.slice(-3000)).toBe(0);
    const summary = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { complete: boolean; episodes: number; total: number };
    expect(summary).toMatchObject({ complete: true, episodes: 40, total: 40 });

    // Every episode exactly once, none errored.
    const got = records(out);
    const keys = got.map((r) => `${r.task}@${r.scene}#${r.repeat}`);
    expect(got).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    expect(got.filter((r) => r.status !== 'finished')).toEqual([]);
    // Episodes cut short by the kills ran again: their first session folders stay beside the ones that count.
    const episodeDirs = readdirSync(join(out, 'sessions', 'offline'));
    const sessions = episodeDirs.flatMap((dir) => readdirSync(join(out, 'sessions', 'offline', dir)));
    expect(episodeDirs).toHaveLength(40);
    expect(sessions.length).toBeGreaterThan(40);

    // Ray restarted the killed actor and the worker's replicas (on the head), each at a new address,
    // whether or not the suite was still running by then.
    const incarnations = (replica: number) => replicas!.lines.filter((l) => l.replica === replica);
    await until('the killed actor restarted', () => incarnations(onHead.replica).length >= 2, { boundMs: RAY_BOUND_MS, detail: replicas.stderr });
    await until("the worker's replicas restarted on the head", () => onWorker.every((r) => incarnations(r).at(-1)!.node === '127.0.0.2'), { boundMs: RAY_BOUND_MS, detail: replicas.stderr });
    // The records say which replica ran what, and the run used more than one; settings.json names the cluster.
    expect(new Set(got.map((r) => r.simulator?.name)).size).toBeGreaterThan(1);
    expect(got.every((r) => /^ray replica [1-3]$/.test(r.simulator?.name ?? '') && /^ws:\/\/127\.0\.0\.[23]:\d+$/.test(r.simulator?.url ?? ''))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'settings.json'), 'utf8')).simulators).toBe(`Ray cluster at ${address}, registry 'iteraplan-bridges'`);

    // The same results as a local run of the same settings.
    const local = mkdtempSync(join(tmpdir(), 'local-results-'));
    folders.push(local);
    const localRun = runExperiment(['--suite', 'paper', '--out', local, '--json']);
    children.push(localRun.child);
    expect((await localRun.done).code).toBe(0);
    const byKey = (list: EpisodeRecord[]) => Object.fromEntries(list.map((r) => [`${r.task}@${r.scene}#${r.repeat}`, outcome(r)]));
    expect(byKey(got)).toEqual(byKey(records(local)));
    // Four Ray waits and two suite runs: more than vitest.config.ts's guard allows one test.
  }, 4 * RAY_BOUND_MS);
});
