/**
 * Episodes spread over several simulators: one episode per simulator at a time when a simulator
 * serves one connection at a time (AI2-THOR, imitated by symbolic bridges started exclusive), a
 * dead launched simulator relaunched and its episode run again, a dead external one set aside.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launchBridge, type BridgeProcess } from '../../../src/bridge/index.js';
import { openExperimentBridge, type ExperimentBridge } from '../../../src/experiments/run/bridge-pool.js';
import { runExperiment, type ExperimentOptions } from '../../../src/experiments/run/runner.js';
import { openSimulatorPool, SimulatorPool, type Simulator } from '../../../src/experiments/run/simulator-pool.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import { loadWorld } from '../../../src/world/index.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { offlineOptions, wrapped } from '../pool.js';
import { EVENT_BOUND_MS } from '../../helpers/wait.js';

const suite: Suite = {
  suite: 'spread',
  tasks: [
    {
      id: 'lights-off',
      instruction: 'I feel so tired, need to relax.',
      roomType: 'Bedroom',
      scenes: ['FloorPlan301', 'FloorPlan302', 'FloorPlan303', 'FloorPlan304'],
      success: [{ name: 'dark', all: [{ none: { type: 'LightSwitch', isToggled: true } }] }],
    },
  ],
};

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((o) => o.close()));
});

const options = (simulators: SimulatorPool, concurrency: number, overrides: Partial<ExperimentOptions> = {}) => offlineOptions(suite, simulators, { concurrency, ...overrides });

/** Counts the connections open at once on a simulator (and, given `connects`, all it opened). */
function counting(bridge: ExperimentBridge, peaks: number[], index: number, connects: number[] = []): Simulator {
  let open = 0;
  return wrapped(bridge, async () => {
    const connection = await bridge.connect();
    open += 1;
    connects[index] = (connects[index] ?? 0) + 1;
    peaks[index] = Math.max(peaks[index] ?? 0, open);
    return {
      client: connection.client,
      close: async () => {
        open -= 1;
        await connection.close();
      },
    };
  });
}

const open = async (extra: Partial<Parameters<typeof openExperimentBridge>[0]> = {}) => {
  const bridge = await openExperimentBridge({ backend: 'symbolic', env: bridgeEnv(), ...extra });
  opened.push(bridge);
  return bridge;
};

describe('simulators that serve one episode at a time', () => {
  it('are told apart by hello; each takes one episode at a time on one connection, the team measurements go to the judge', async () => {
    const pool = await openSimulatorPool({ backend: 'symbolic', env: bridgeEnv(), replicas: 2, exclusive: true, stepDelayMs: 5 });
    opened.push(pool);
    expect(pool.info).toEqual({ backend: 'symbolic', exclusive: true, source: '2 symbolic simulator(s) launched here' });
    expect(pool.simulators).toHaveLength(2);

    const peaks: number[] = [];
    const connects: number[] = [];
    const bridges = [await open({ exclusive: true }), await open({ exclusive: true })];
    const judge = await open();
    const spread = new SimulatorPool(
      bridges.map((b, i) => counting(b, peaks, i, connects)),
      { backend: 'symbolic', exclusive: true },
      counting(judge, peaks, 2, connects),
    );
    const run = await runExperiment(options(spread, 4, { teams: ['paper'], teamWorld: (scene, team) => loadWorld(scene, { team }) }));
    expect(run.records.map((r) => [r.scene, r.status, r.success]).sort()).toEqual(suite.tasks[0]!.scenes.map((scene) => [scene, 'finished', true]));
    expect(run.records.every((r) => r.teams?.['paper']?.sameState === true)).toBe(true);
    // Both simulators were used, never by two episodes at once, each episode on one connection:
    // the user's dry runs and the ablation are predictions (`simulate`) on it.
    expect(peaks.slice(0, 2)).toEqual([1, 1]);
    expect(connects[0]! + connects[1]!).toBe(4);
    // The team measurements (a fresh world each) went to the judge, one connection an episode.
    expect(connects[2]).toBe(4);
  });
});

describe('a simulator that dies under an episode', () => {
  it('is relaunched when launched here, and the episode runs again', async () => {
    const first = await open();
    const second = await open();
    const firstPid = first.pid!;
    let killed = false;
    const killer = wrapped(first, async () => {
      const connection = await first.connect();
      if (!killed) {
        killed = true;
        process.kill(firstPid, 'SIGKILL');
      }
      return connection;
    });
    const pool = new SimulatorPool([killer, second], { backend: 'symbolic', exclusive: false });
    const run = await runExperiment(options(pool, 2));
    expect(killed).toBe(true);
    expect(first.restarts).toBe(1);
    expect(first.pid).not.toBe(firstPid);
    expect(run.records.map((r) => r.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
  });

  it('is set aside when external, and the episode runs again on another', async () => {
    const processes: BridgeProcess[] = await Promise.all([0, 1].map(() => launchBridge({ backend: 'symbolic', env: bridgeEnv(), token: 'shared-token' })));
    opened.push(...processes);
    const pool = await openSimulatorPool({ backend: 'symbolic', env: bridgeEnv(), bridgeUrls: processes.map((p) => p.url), token: 'shared-token' });
    expect(pool.simulators.map((s) => s.pid)).toEqual([undefined, undefined]);
    const [external, other] = pool.simulators as [Simulator, Simulator];
    let killed = false;
    const dying = wrapped(external, async () => {
      const connection = await external.connect();
      if (!killed) {
        killed = true;
        await processes[0]!.close();
      }
      return connection;
    });
    const spread = new SimulatorPool([dying, other], pool.info);
    const run = await runExperiment(options(spread, 1));
    expect(killed).toBe(true);
    expect(spread.available).toBe(1);
    expect(run.records.map((r) => r.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
  });
});

describe('a pool that follows a cluster', () => {
  it('waits for a simulator that joins when none is left, uses it, and names in each record the simulator that ran it', async () => {
    const first = await open();
    const pool = new SimulatorPool([first], { backend: 'symbolic', exclusive: false });
    let stopped = false;
    pool.follow(EVENT_BOUND_MS, async () => {
      stopped = true;
    });
    pool.setAvailable(0, false);
    const waiting = pool.acquire(); // waits: no simulator is available
    const joined = await open();
    pool.add(joined);
    const lease = await waiting;
    expect([lease.index, lease.name, lease.url]).toEqual([1, 'simulator 2', joined.url]);
    lease.release();

    // Back again: both take episodes, and each record says where it ran.
    pool.setAvailable(0, true);
    const run = await runExperiment(options(pool, 4));
    expect(run.records.map((r) => r.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
    expect(new Set(run.records.map((r) => r.simulator?.name))).toEqual(new Set(['simulator 1', 'simulator 2']));
    expect(run.records.every((r) => r.simulator?.url === first.url || r.simulator?.url === joined.url)).toBe(true);
    await pool.close();
    expect(stopped).toBe(true);
  });

  it('gives up after its wait when no simulator comes back, and without following fails at once', async () => {
    const bridge = await open();
    const following = new SimulatorPool([bridge], { backend: 'symbolic', exclusive: false });
    following.follow(300, () => Promise.resolve());
    following.setAvailable(0, false);
    const started = Date.now();
    await expect(following.acquire()).rejects.toThrow(/every simulator is down \(ws:\/\/127\.0\.0\.1:\d+\) and none came back within 0.3 s/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const plain = new SimulatorPool([bridge], { backend: 'symbolic', exclusive: false });
    plain.setAvailable(0, false);
    await expect(plain.acquire()).rejects.toThrow(/^every simulator is down \(ws:\/\/127\.0\.0\.1:\d+\)$/);
  });
});
