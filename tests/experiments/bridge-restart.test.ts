import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openExperimentBridge, type ExperimentBridge } from '../../src/experiments/bridge-pool.js';
import { experimentLlms } from '../../src/experiments/llm-roles.js';
import { RateLimiter } from '../../src/experiments/rate-limit.js';
import { runExperiment } from '../../src/experiments/runner.js';
import type { Suite } from '../../src/experiments/suite.js';
import { loadWorld } from '../../src/world/index.js';
import { bridgeEnv } from '../helpers/bridge.js';

const suite: Suite = {
  suite: 'restart',
  tasks: [
    {
      id: 'hungry',
      instruction: 'I feel hungry.',
      roomType: 'Kitchen',
      scenes: ['FloorPlan1', 'FloorPlan2'],
      success: [{ name: 'fried egg', all: [{ exists: { type: 'EggCracked', isCooked: true } }] }],
    },
  ],
};

let bridge: ExperimentBridge;
beforeAll(async () => {
  bridge = await openExperimentBridge({ backend: 'symbolic', env: bridgeEnv() });
}, 30_000);
afterAll(async () => {
  await bridge?.close();
});

it('relaunches a bridge that died mid-episode and retries that episode once', async () => {
  const firstPid = bridge.pid;
  let killed = false;
  const run = await runExperiment({
    suite,
    models: ['offline'],
    repeats: 1,
    concurrency: 1,
    outDir: mkdtempSync(join(tmpdir(), 'restart-')),
    // The first connection of the first episode is made, then its bridge is killed under it.
    connect: async () => {
      const connection = await bridge.connect();
      if (!killed) {
        killed = true;
        process.kill(firstPid!, 'SIGKILL');
      }
      return connection;
    },
    bridge,
    world: (scene) => loadWorld(scene),
    ...experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() }),
    maxRefinements: 2,
    maxHumanRefinements: 5,
    maxRepairs: 3,
    clarify: false,
    feedbackStyle: 'commands',
  });
  expect(killed).toBe(true);
  expect(bridge.restarts).toBe(1);
  expect(bridge.pid).not.toBe(firstPid);
  expect(run.records.map((r) => [r.scene, r.status, r.success])).toEqual([
    ['FloorPlan1', 'finished', true],
    ['FloorPlan2', 'finished', true],
  ]);
});
