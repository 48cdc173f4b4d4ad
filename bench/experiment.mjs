// Benchmark: the whole paper suite (40 episodes) with the offline planner, k up to 5, through
// one launched symbolic bridge. Prints the wall time and the peak memory of Node and the bridge.
// Run after `npm run build`: node bench/experiment.mjs [--concurrency N]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { experimentLlms, loadSuite, openSimulatorPool, RateLimiter, runExperiment, writeReport } from '../dist/experiments/index.js';
import { SESSION_DEFAULTS } from '../dist/session/index.js';
import { listScenes, loadWorld } from '../dist/world/index.js';

const flag = process.argv.indexOf('--concurrency');
const concurrency = flag === -1 ? 4 : Number(process.argv[flag + 1]);
const out = mkdtempSync(join(tmpdir(), 'iteraplan-bench-'));

/** Peak resident memory of a process in MiB, from /proc (Linux); null elsewhere. */
function peakMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const started = performance.now();
const simulators = await openSimulatorPool({ backend: 'symbolic', env: process.env });
const bridge = simulators.simulators[0];
let bridgePeak = null;
try {
  const worlds = new Map();
  const run = await runExperiment({
    suite: loadSuite('paper', listScenes()),
    models: ['offline'],
    repeats: 1,
    concurrency,
    outDir: out,
    simulators,
    world: (scene) => worlds.get(scene) ?? worlds.set(scene, loadWorld(scene)).get(scene),
    ...experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() }),
    maxRefinements: SESSION_DEFAULTS.maxRefinements,
    maxHumanRefinements: 5,
    maxRepairs: SESSION_DEFAULTS.maxRepairs,
    clarify: true,
    feedbackStyle: 'commands',
  });
  const report = await writeReport({ outDir: out, records: run.records, total: run.total, interrupted: run.interrupted, settings: run.settings, scope: run.scope });
  bridgePeak = bridge.pid === undefined ? null : peakMiB(bridge.pid);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(report.summary);
  process.stdout.write(`\nbench experiment: ${run.records.length} episodes, concurrency ${concurrency}, wall time ${seconds.toFixed(1)} s (target < 120 s)\n`);
  const nodePeak = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`peak memory: node ${nodePeak.toFixed(0)} MiB${bridgePeak === null ? '' : `, bridge ${bridgePeak.toFixed(0)} MiB`}\n`);
  // A run whose episodes errored is no measure of the suite: say so and fail.
  const errored = run.records.filter((r) => r.status === 'errored');
  if (errored.length > 0) process.stderr.write(`bench experiment: ${errored.length} episode(s) errored, the first: ${errored[0].error}\n`);
  if (seconds >= 120 || errored.length > 0) process.exitCode = 1;
} finally {
  await simulators.close();
  rmSync(out, { recursive: true, force: true });
}
