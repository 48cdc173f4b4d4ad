/**
 * Load: one symbolic bridge serves episodes of the paper suite at once, each on its own
 * connection running its plan (the offline planner's code, refined until it works) through the
 * executor. No reply is lost or crossed: each episode's execution result and final state are
 * exactly those of the same episode run alone, one after another. (`npm run bench` reports the
 * 50-episode figure.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BridgeClient, type BridgeProcess } from '../../src/bridge/index.js';
import { flattenSteps, type Program } from '../../src/code/index.js';
import { executeSteps, type ExecutionResult } from '../../src/execution/index.js';
import { loadSuite } from '../../src/experiments/suites/load-suite.js';
import { suiteEpisodes } from '../../src/experiments/suites/suite.js';
import { createOfflinePlanner } from '../../src/planning/offline/index.js';
import { listScenes, loadScene, loadWorld, scenesDir, type World } from '../../src/world/index.js';
import type { StateResult } from '../../src/bridge/protocol.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { launchBridge } from '../../src/bridge/index.js';
import { runEpisode, validProgram } from '../planning/offline/episode.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

interface Planned {
  id: string;
  world: World;
  program: Program;
}

interface Outcome {
  result: ExecutionResult;
  state: StateResult;
}

const SCENES = scenesDir({});
let bridge: BridgeProcess;
beforeAll(async () => {
  bridge = await launchBridge({ scenesDir: SCENES, env: bridgeEnv({ ITERAPLAN_SCENES: SCENES }) });
});
afterAll(() => bridge?.close());

// Each request waits behind up to 31 others on one loaded bridge: the bound guards only against a lost reply.
const connect = () => BridgeClient.connect(bridge.url, { token: bridge.token, timeoutMs: EVENT_BOUND_MS });

/** Runs a planned episode from its reset scene and reads the final state. */
async function runOn(client: BridgeClient, episode: Planned): Promise<Outcome> {
  const { world, program } = episode;
  const result = await executeSteps(flattenSteps(program), {
    client,
    skills: world.skills,
    scene: world.scene.scene,
    propertiesOf: (type) => world.catalogue.types.get(type)?.properties,
  });
  return { result, state: await client.state() };
}

test('every paper episode at once on one bridge: the same results and final states as run alone', async () => {
  // Two scenes of each task keep CI fast: 16 different episodes, each run twice at once.
  const all = suiteEpisodes(loadSuite('paper', listScenes(SCENES)));
  const episodes = all.filter((e) => e.task.scenes.indexOf(e.scene) < 2);
  expect(new Set(episodes.map((e) => e.scene)).size).toBeGreaterThanOrEqual(8);

  // Plan each episode once (offline planner, refined against the bridge until it runs), in turn.
  // The catalogue and skills are the same for every scene: load them once.
  const shared = loadWorld(episodes[0]!.scene, { scenesDir: SCENES });
  const worlds = new Map<string, World>();
  const planned: Planned[] = [];
  const planning = await connect();
  for (const episode of episodes) {
    const world = worlds.get(episode.scene) ?? { ...shared, scene: loadScene(episode.scene, shared.catalogue, SCENES) };
    worlds.set(episode.scene, world);
    const run = await runEpisode(createOfflinePlanner({ world, simulator: planning }), world, planning, episode.task.instruction, 5);
    planned.push({ id: episode.id, world, program: validProgram(world, run.codes.at(-1)!) });
  }
  await planning.close();

  // The reference: each episode alone, one after another, on one connection.
  const alone = await connect();
  const reference: Outcome[] = [];
  for (const episode of planned) reference.push(await runOn(alone, episode));
  await alone.close();
  expect(reference.filter((o) => o.result.success).length, 'most plans should work').toBeGreaterThan(planned.length / 2);

  // All at once, each run on its own connection.
  const runs = [...planned.keys(), ...planned.keys()];
  const clients = await Promise.all(runs.map(() => connect()));
  try {
    const together = await Promise.all(runs.map((index, i) => runOn(clients[i]!, planned[index]!)));
    runs.forEach((index, i) => {
      const { id, world } = planned[index]!;
      expect(together[i]!.result, id).toEqual(reference[index]!.result);
      expect(together[i]!.state, id).toEqual(reference[index]!.state);
      expect(together[i]!.state.scene).toBe(world.scene.scene);
    });
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
});
