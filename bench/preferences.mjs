// Benchmark: the preferences suite (suites/preferences.yaml) with the offline planner, through the
// command a user runs, with and without the dialogue before planning and with and without each
// persona's store. Prints one line per condition (task success, preference violations judged from
// the executed steps, questions per episode), then the report's Markdown table.
// Run after `npm run build`: node bench/preferences.mjs [--concurrency N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--concurrency');
const concurrency = flag === -1 ? '2' : process.argv[flag + 1];
const out = mkdtempSync(join(tmpdir(), 'iteraplan-preferences-'));
try {
  const started = Date.now();
  const args = ['bin/iteraplan.js', 'experiment', '--suite', 'preferences', '--planner', 'offline', '--clarify', 'both', '--prefs', 'both', '--out', out, '--concurrency', concurrency, '--json'];
  const run = spawnSync('node', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } });
  if (run.status !== 0) {
    process.stderr.write(run.stderr.split('\n').slice(-5).join('\n'));
    process.exit(1);
  }
  const seconds = (Date.now() - started) / 1000;
  const rows = JSON.parse(readFileSync(join(out, 'report', 'table-preferences.json'), 'utf8')).rows;
  const episodes = rows.reduce((sum, r) => sum + r.episodes, 0);
  process.stdout.write(`preferences: ${episodes} episodes (${rows[0].episodes} per condition), ${seconds.toFixed(0)} s, concurrency ${concurrency}\n`);
  for (const r of rows) {
    const condition = `dialogue ${r.dialogue ? 'on' : 'off'}, store ${r.store ? 'on' : 'off'}`;
    process.stdout.write(`preferences ${condition}: success ${r.successes}/${r.episodes}, violating ${r.violating}/${r.episodes} (${r.violations} violations), questions ${r.questions_per_episode.toFixed(2)}/episode\n`);
  }
  // Only the pipe table: a heading line in this output would end its section of BENCHMARKS.md.
  const table = readFileSync(join(out, 'report', 'table-preferences.md'), 'utf8').split('\n').filter((line) => line.startsWith('|'));
  process.stdout.write(`\n${table.join('\n')}\n`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
