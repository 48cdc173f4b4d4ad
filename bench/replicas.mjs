// Benchmark: the paper suite's wall time over 1, 2 and 4 simulators that, like AI2-THOR, serve
// one episode at a time and take AI2-THOR's typical time per step. The simulators are symbolic
// bridges started by `iteraplan bridge --replicas N --exclusive --step-delay-ms MS` (options that
// exist for this measurement); the experiment spreads its episodes over them (`--bridge` once per
// replica). Its dry runs (the simulated user, the allocation ablation) go to a symbolic bridge of
// their own without delay, as on the ai2thor backend. bench/ray.mjs uses the same measurement.
// Run after `npm run build`: node bench/replicas.mjs [--step-delay-ms 50] [--replicas 1,2,4] [--json]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'iteraplan.js');
export const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
// Our estimate of AI2-THOR's time per atomic action (one controller.step with its metadata),
// not a measurement: see docs/experiments.md, "Many simulators".
export const DEFAULT_STEP_DELAY_MS = 50;
const token = 'bench-replicas';

/**
 * Starts `iteraplan bridge ...args` and resolves with the process and the URLs of its first
 * `n` listening lines (`--replicas n` here, or `--ray ADDRESS --replicas n`).
 */
export function startBridges(n, args, env = process.env) {
  const child = spawn('node', [bin, 'bridge', '--replicas', String(n), '--token', token, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Stopped with us, however we exit short of SIGKILL.
  const onExit = () => child.kill('SIGTERM');
  process.on('exit', onExit);
  child.on('exit', () => process.off('exit', onExit));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const urls = out.split('\n').filter((line) => line.includes('"listening"')).map((line) => JSON.parse(line).listening);
      if (urls.length === n) resolve({ child, urls });
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-2000)));
    child.on('exit', (code) => reject(new Error(`iteraplan bridge ${args.join(' ')} --replicas ${n} exited with ${code} before listening: ${err.trim()}`)));
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Times `iteraplan experiment --suite paper --concurrency n ...args` into a fresh folder: one row. */
export function timePaperSuite(n, args, label) {
  const out = mkdtempSync(join(tmpdir(), 'iteraplan-bench-replicas-'));
  try {
    const started = performance.now();
    const all = [bin, 'experiment', '--suite', 'paper', '--out', out, '--concurrency', String(n), '--bridge-token', token, '--json', ...args];
    const result = spawnSync('node', all, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`experiment over ${label} exited ${result.status}: ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    const summary = JSON.parse(result.stdout.trim().split('\n').at(-1));
    const actions = Number(/atomic actions: (\d+)/.exec(summary.summary)?.[1] ?? NaN);
    return { replicas: n, seconds, episodes: summary.total, complete: summary.complete, actions };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The paper suite over `n` local replicas (`iteraplan bridge --replicas n`, reached with `--bridge`). */
export async function localRow(n, stepDelayMs) {
  const { child, urls } = await startBridges(n, ['--port', '0', '--exclusive', '--step-delay-ms', String(stepDelayMs)]);
  try {
    return timePaperSuite(n, urls.flatMap((u) => ['--bridge', u]), `${n} replica(s)`);
  } finally {
    await stop(child);
  }
}

/** Adds each row's speed-up over the first. */
export function withSpeedups(rows) {
  return rows.map((row) => ({ ...row, speedup: rows[0].seconds / row.seconds }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const stepDelayMs = Number(option('--step-delay-ms', String(DEFAULT_STEP_DELAY_MS)));
  const rows = [];
  for (const n of option('--replicas', '1,2,4').split(',').map(Number)) rows.push(await localRow(n, stepDelayMs));
  const measured = withSpeedups(rows);
  const base = measured[0];
  for (const row of measured) {
    process.stdout.write(
      `replicas ${row.replicas}: ${row.seconds.toFixed(1)} s for ${row.episodes} episodes (${row.complete ? 'complete' : 'INCOMPLETE'}), ${row.actions} delayed steps, speed-up ${row.speedup.toFixed(2)}× over ${base.replicas}\n`,
    );
  }
  process.stdout.write(`step delay ${stepDelayMs} ms (our estimate of AI2-THOR's step time); lower bound for one replica: ${((base.actions * stepDelayMs) / 1000).toFixed(1)} s of steps\n`);
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify({ stepDelayMs, rows: measured })}\n`);
  if (measured.some((r) => !r.complete)) process.exitCode = 1;
}
