// Executor overhead per atomic action: the same actions, on one bridge connection, sent raw
// through BridgeClient.step and run by executeSteps from skill code (expansion, argument
// binding, progress, result checks). Run after `npm run build`:
//   node bench/executor.mjs [--rounds 9] [--repeat 50] [--json]
import { performance } from 'node:perf_hooks';
import { connectBridge } from '../dist/bridge/index.js';
import { flattenSteps, parseSkillCode } from '../dist/code/index.js';
import { executeSteps } from '../dist/execution/index.js';
import { loadWorld } from '../dist/world/index.js';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const rounds = option('--rounds', 9);
const repeat = option('--repeat', 50);
const json = process.argv.includes('--json');
const SCENE = 'FloorPlan1';

const world = loadWorld(SCENE);
// Skills that always succeed and leave the scene as they found it, so every round is the same.
const body = [];
for (let i = 0; i < repeat; i++) body.push("    OpenObject('Fridge')", "    CloseObject('Fridge')", "    SwitchOn('StoveKnob')", "    SwitchOff('StoveKnob')");
const parsed = parseSkillCode(`def chores():\n${body.join('\n')}\n\nchores()\n`);
if (!parsed.ok) throw new Error(`benchmark code does not parse: ${parsed.errors[0]?.message}`);
const calls = flattenSteps(parsed.program);

const bridge = await connectBridge({ backend: 'symbolic', env: process.env });
const { client } = bridge;
try {
  const options = { client, skills: world.skills, scene: SCENE, propertiesOf: (t) => world.catalogue.types.get(t)?.properties };

  // The atomic actions the executor sends, as it sends them (agent, action, bound arguments).
  const sent = [];
  const first = await executeSteps(calls, { ...options, onProgress: (e) => e.kind === 'action' && sent.push({ agent: 'robot', action: e.action, ...e.args }) });
  if (!first.success) throw new Error(`benchmark plan failed: ${first.report?.message}`);

  const raw = async () => {
    await client.reset(SCENE);
    for (const step of sent) {
      const result = await client.step(step);
      if (!result.success) throw new Error(`raw step failed: ${result.errorMessage}`);
    }
  };
  const executed = async () => {
    const result = await executeSteps(calls, options);
    if (!result.success) throw new Error(`executor run failed: ${result.report?.message}`);
  };
  const time = async (fn) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };

  await raw();
  await executed(); // warm-up
  const rawMs = [];
  const execMs = [];
  for (let r = 0; r < rounds; r++) {
    rawMs.push(await time(raw));
    execMs.push(await time(executed));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const perAction = (ms) => (ms * 1000) / sent.length;
  const rawUs = perAction(median(rawMs));
  const execUs = perAction(median(execMs));
  const result = {
    scene: SCENE,
    skillCalls: calls.length,
    actions: sent.length,
    rounds,
    rawUsPerAction: rawUs,
    executorUsPerAction: execUs,
    overheadUsPerAction: execUs - rawUs,
    overheadPercent: ((execUs - rawUs) / rawUs) * 100,
  };
  if (json) console.log(JSON.stringify(result));
  else
    console.log(
      `executor: ${execUs.toFixed(0)} µs per atomic action vs ${rawUs.toFixed(0)} µs raw BridgeClient.step round trip: ` +
        `overhead ${result.overheadUsPerAction.toFixed(0)} µs (${result.overheadPercent.toFixed(1)}%) per action ` +
        `(${sent.length} actions from ${calls.length} skill calls, median of ${rounds} rounds, ${SCENE})`,
    );
} finally {
  await bridge.close();
}
