// Load: one symbolic bridge serving N concurrent episodes (default 50), each on its own
// connection running a real plan through the executor. The plans are the offline planner's
// for the paper suite's episodes (refined against the bridge until they run; the suite's 40
// episodes are reused in order to make up N). Every concurrent episode's result and final state
// must equal the same episode run alone; the benchmark fails otherwise.
// Run after `npm run build`: node bench/load.mjs [--episodes 50] [--json]
import { isDeepStrictEqual } from 'node:util';
import { performance } from 'node:perf_hooks';
import { BridgeClient, launchBridge } from '../dist/bridge/index.js';
import { flattenSteps, parseSkillCode, validateProgram } from '../dist/code/index.js';
import { executeSteps, formatErrorReport } from '../dist/execution/index.js';
import { loadSuite } from '../dist/experiments/suites/load-suite.js';
import { suiteEpisodes } from '../dist/experiments/suites/suite.js';
import { createOfflinePlanner } from '../dist/planning/offline/index.js';
import { buildObjectFacts } from '../dist/planning/facts.js';
import { buildValidationContext, listScenes, loadScene, loadWorld } from '../dist/world/index.js';

const at = process.argv.indexOf('--episodes');
const count = at === -1 ? 50 : Number(process.argv[at + 1]);
const json = process.argv.includes('--json');
const MAX_REFINEMENTS = 5;

const suite = suiteEpisodes(loadSuite('paper', listScenes()));
const shared = loadWorld(suite[0].scene);
const worlds = new Map();
const worldOf = (scene) => worlds.get(scene) ?? worlds.set(scene, { ...shared, scene: loadScene(scene, shared.catalogue) }).get(scene);
const planner = createOfflinePlanner({ catalogue: shared.catalogue });

function programOf(world, code) {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(`offline code does not parse: ${parsed.errors[0]?.message}`);
  const errors = validateProgram(parsed.program, buildValidationContext(world.scene, world.catalogue, world.skills));
  if (errors.length > 0) throw new Error(`offline code does not validate: ${errors[0]?.message}`);
  return parsed.program;
}

function run(client, world, program) {
  return executeSteps(flattenSteps(program), { client, skills: world.skills, scene: world.scene.scene, propertiesOf: (t) => world.catalogue.types.get(t)?.properties });
}

/** The offline planner's code for an episode, refined from execution reports as a session would. */
async function plan(client, episode) {
  const world = worldOf(episode.scene);
  const initial = await client.reset(episode.scene);
  const base = { instruction: episode.task.instruction, scene: { name: episode.scene, roomType: world.scene.roomType, objectTypes: [...new Set(world.scene.objects.map((o) => o.type))] } };
  const stage1 = await planner.decompose(base);
  const refined = await planner.refineDecomposition({ ...base, stage1, objects: buildObjectFacts(initial, world.catalogue, stage1.neededObjects, world.scene), missingObjects: [] });
  const input = {
    ...base,
    plan: refined,
    objects: buildObjectFacts(initial, world.catalogue, refined.neededObjects, world.scene),
    skills: [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })),
  };
  let code = await planner.generateCode(input);
  for (let refinements = 0; refinements < MAX_REFINEMENTS; refinements++) {
    const result = await run(client, world, programOf(world, code));
    if (result.success) break;
    code = await planner.refineFromExecution({ ...input, code, failure: result.report, failureText: formatErrorReport(result.report), mode: 'reset', executed: [] });
  }
  return { id: episode.id, world, program: programOf(world, code) };
}

async function outcome(client, episode) {
  const started = performance.now();
  const result = await run(client, episode.world, episode.program);
  const state = await client.state();
  return { result, state, ms: performance.now() - started };
}

const bridge = await launchBridge({ backend: 'symbolic' });
const connect = () => BridgeClient.connect(bridge.url, { token: bridge.token, timeoutMs: 60_000 });
try {
  const planning = await connect();
  const planned = [];
  for (const episode of suite) planned.push(await plan(planning, episode));
  await planning.close();
  const episodes = Array.from({ length: count }, (_, i) => planned[i % planned.length]);

  // Each episode alone, one after another: the reference, and the sequential time.
  const alone = await connect();
  const reference = [];
  const sequentialStart = performance.now();
  for (const episode of episodes) reference.push(await outcome(alone, episode));
  const sequentialMs = performance.now() - sequentialStart;
  await alone.close();

  // All at once, each on its own connection.
  const clients = await Promise.all(episodes.map(() => connect()));
  const concurrentStart = performance.now();
  const together = await Promise.all(episodes.map((episode, i) => outcome(clients[i], episode)));
  const concurrentMs = performance.now() - concurrentStart;
  await Promise.all(clients.map((client) => client.close()));

  const mismatched = episodes.filter((_, i) => !isDeepStrictEqual(together[i].result, reference[i].result) || !isDeepStrictEqual(together[i].state, reference[i].state));
  const actions = together.reduce((sum, o) => sum + o.result.actions, 0);
  const latencies = together.map((o) => o.ms).sort((a, b) => a - b);
  const figure = {
    episodes: count,
    distinctEpisodes: planned.length,
    successful: together.filter((o) => o.result.success).length,
    actions,
    concurrentSeconds: concurrentMs / 1000,
    sequentialSeconds: sequentialMs / 1000,
    actionsPerSecond: actions / (concurrentMs / 1000),
    episodeP50Ms: latencies[Math.floor(latencies.length / 2)],
    episodeP99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
    mismatched: mismatched.map((e) => e.id),
  };
  if (json) console.log(JSON.stringify(figure));
  else
    console.log(
      `load: ${count} concurrent episodes (${planned.length} distinct plans, ${figure.successful} succeeding) on one bridge in ` +
        `${figure.concurrentSeconds.toFixed(2)} s (${figure.sequentialSeconds.toFixed(2)} s one after another), ` +
        `${Math.round(figure.actionsPerSecond)} atomic actions/s, episode p50 ${figure.episodeP50Ms.toFixed(0)} ms p99 ${figure.episodeP99Ms.toFixed(0)} ms; ` +
        `lost or crossed replies: ${mismatched.length}`,
    );
  if (mismatched.length > 0) {
    console.error(`episodes whose concurrent run differs from their run alone: ${figure.mismatched.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await bridge.close();
}
