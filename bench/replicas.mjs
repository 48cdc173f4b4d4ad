// Benchmark: the paper suite's wall time over 1, 2 and 4 simulators that, like AI2-THOR, serve
// one episode at a time and take AI2-THOR's typical time per step. The simulators are symbolic
// bridges started by `iteraplan bridge --replicas N --exclusive --step-delay-ms MS` (options that
// exist for this measurement); the experiment spreads its episodes over them (`--bridge` once per
// replica). Its dry runs (the simulated user, the allocation ablation) go to a symbolic bridge of
// their own without delay, as on the ai2thor backend.
// Run after `npm run build`: node bench/replicas.mjs [--step-delay-ms 50] [--replicas 1,2,4] [--json]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'iteraplan.js');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
// Our estimate of AI2-THOR's time per atomic action (one controller.step with its metadata),
// not a measurement: see docs/experiments.md, "Many simulators".
const stepDelayMs = Number(option('--step-delay-ms', '50'));
const replicaCounts = option('--replicas', '1,2,4').split(',').map(Number);
const token = 'bench-replicas';

/** Starts `iteraplan bridge --replicas n` and resolves with the process and its n URLs. */
function startBridges(n) {
  const child = spawn('node', [bin, 'bridge', '--replicas', String(n), '--port', '0', '--token', token, '--exclusive', '--step-delay-ms', String(stepDelayMs)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const urls = out.split('\n').filter((line) => line.includes('"listening"')).map((line) => JSON.parse(line).listening);
      if (urls.length === n) resolve({ child, urls });
    });
    child.stderr.resume();
    child.on('exit', (code) => reject(new Error(`iteraplan bridge --replicas ${n} exited with ${code} before listening`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const rows = [];
for (const n of replicaCounts) {
  const { child, urls } = await startBridges(n);
  const out = mkdtempSync(join(tmpdir(), 'iteraplan-bench-replicas-'));
  try {
    const started = performance.now();
    const args = [bin, 'experiment', '--suite', 'paper', '--out', out, '--concurrency', String(n), '--bridge-token', token, '--json', ...urls.flatMap((u) => ['--bridge', u])];
    const result = spawnSync('node', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`experiment over ${n} replica(s) exited ${result.status}: ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    const summary = JSON.parse(result.stdout.trim().split('\n').at(-1));
    const actions = Number(/atomic actions: (\d+)/.exec(summary.summary)?.[1] ?? NaN);
    rows.push({ replicas: n, seconds, episodes: summary.total, complete: summary.complete, actions });
  } finally {
    await stop(child);
    rmSync(out, { recursive: true, force: true });
  }
}

const base = rows[0];
for (const row of rows) {
  row.speedup = base.seconds / row.seconds;
  process.stdout.write(
    `replicas ${row.replicas}: ${row.seconds.toFixed(1)} s for ${row.episodes} episodes (${row.complete ? 'complete' : 'INCOMPLETE'}), ${row.actions} delayed steps, speed-up ${row.speedup.toFixed(2)}× over ${base.replicas}\n`,
  );
}
process.stdout.write(`step delay ${stepDelayMs} ms (our estimate of AI2-THOR's step time); lower bound for one replica: ${((base.actions * stepDelayMs) / 1000).toFixed(1)} s of steps\n`);
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify({ stepDelayMs, rows })}\n`);
if (rows.some((r) => !r.complete)) process.exitCode = 1;
