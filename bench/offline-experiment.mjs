// The benches' one way to run a suite with the offline planner through the command a user runs
// (no LLM endpoint reachable: OPENAI_* emptied); exits the bench on a failed run, showing its last lines.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `iteraplan experiment --suite SUITE --planner offline` into `out`. */
export function runOfflineExperiment(suite, out, concurrency, extra = []) {
  const run = spawnSync('node', ['bin/iteraplan.js', 'experiment', '--suite', suite, '--planner', 'offline', '--out', out, '--concurrency', concurrency, '--json', ...extra], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  if (run.status !== 0) {
    process.stderr.write(run.stderr.split('\n').slice(-5).join('\n'));
    process.exit(1);
  }
}
