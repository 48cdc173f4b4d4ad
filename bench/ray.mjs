// Benchmark: the paper suite on a local Ray cluster (a head and a worker node on this machine,
// scripts/ray-local.mjs) with 1, 2 and 4 symbolic replicas placed by Ray (`iteraplan bridge
// --ray`), paced like AI2-THOR (one episode at a time, `--step-delay-ms` per step), beside the
// same suite over as many local replicas (`iteraplan bridge --replicas`, bench/replicas.mjs).
// Reports each wall time and speed-up, and the time Ray adds per episode: the difference of the
// two wall times over the episodes (it includes the experiment's connection to the cluster).
// Without Ray it says so and exits 0 (`npm run bench` lists it as skipped).
// Run after `npm run build`: node bench/ray.mjs [--step-delay-ms 50] [--replicas 1,2,4] [--json]
import { DEFAULT_STEP_DELAY_MS, localRow, option, startBridges, stop, timePaperSuite, withSpeedups } from './replicas.mjs';
import { rayAvailability, startLocalRayCluster } from '../scripts/ray-local.mjs';

const stepDelayMs = Number(option('--step-delay-ms', String(DEFAULT_STEP_DELAY_MS)));
const counts = option('--replicas', '1,2,4').split(',').map(Number);
const json = process.argv.includes('--json');

const ray = rayAvailability();
if (!ray.ok) {
  process.stdout.write(`skipped: ${ray.why}\n`);
  if (json) process.stdout.write(`${JSON.stringify({ skipped: ray.why })}\n`);
  process.exit(0);
}

// Interrupted: exit, so that the cluster's nodes are stopped (scripts/ray-local.mjs, on exit).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

// Enough logical CPUs for 4 replicas of one CPU each on either node; Ray spreads them.
const cluster = await startLocalRayCluster({ workers: 1, headCpus: 4, workerCpus: 4 });
const rayRows = [];
const localRows = [];
try {
  for (const n of counts) {
    const registry = `bench-${n}`;
    const { child } = await startBridges(n, ['--ray', cluster.address, '--registry', registry, '--exclusive', '--step-delay-ms', String(stepDelayMs)]);
    try {
      rayRows.push(timePaperSuite(n, ['--ray', cluster.address, '--ray-registry', registry], `${n} Ray replica(s)`));
    } finally {
      await stop(child);
    }
    localRows.push(await localRow(n, stepDelayMs));
  }
} finally {
  await cluster.stop();
}

const rows = withSpeedups(rayRows).map((row, i) => {
  const local = withSpeedups(localRows)[i];
  return { ...row, localSeconds: local.seconds, localSpeedup: local.speedup, addedMsPerEpisode: ((row.seconds - local.seconds) * 1000) / row.episodes };
});
for (const row of rows) {
  process.stdout.write(
    `ray replicas ${row.replicas}: ${row.seconds.toFixed(1)} s for ${row.episodes} episodes (${row.complete ? 'complete' : 'INCOMPLETE'}), speed-up ${row.speedup.toFixed(2)}×; ` +
      `local replicas ${row.replicas}: ${row.localSeconds.toFixed(1)} s, speed-up ${row.localSpeedup.toFixed(2)}×; Ray adds ${row.addedMsPerEpisode.toFixed(0)} ms per episode\n`,
  );
}
process.stdout.write(`Ray ${ray.version}, step delay ${stepDelayMs} ms (our estimate of AI2-THOR's step time), head and worker node on this machine\n`);
if (json) process.stdout.write(`${JSON.stringify({ ray: ray.version, stepDelayMs, rows })}\n`);
if (rows.some((r) => !r.complete)) process.exitCode = 1;
