// Benchmark: the ALFRED development suite (suites/alfred-train-sample.yaml, 246 train tasks) with
// the offline planner, through the command a user runs. Prints task success and goal-condition
// success over every episode (refused and errored ones are failures), then per task type.
// With --goal-review the simulated user reviews each stated goal before any code (experiment
// --goal-review), and the goals it corrected are counted.
// Run after `npm run build`: node bench/alfred-dev.mjs [--concurrency N] [--goal-review]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestRecords, readEpisodeRecords } from '../dist/experiments/index.js';
import { runOfflineExperiment } from './offline-experiment.mjs';

const flag = process.argv.indexOf('--concurrency');
const concurrency = flag === -1 ? '2' : process.argv[flag + 1];
const goalReview = process.argv.includes('--goal-review');
const out = mkdtempSync(join(tmpdir(), 'iteraplan-alfred-dev-'));
try {
  const started = Date.now();
  runOfflineExperiment('alfred-train-sample', out, concurrency, goalReview ? ['--goal-review'] : []);
  const seconds = (Date.now() - started) / 1000;
  const table = JSON.parse(readFileSync(join(out, 'report', 'table-task-types.json'), 'utf8')).rows;
  const all = table.find((r) => r.task_type === 'all');
  const percent = (share) => `${(share * 100).toFixed(1)}%`;
  // Reported successful by the planner (its stated goal held) while the suite's own goal does not.
  const endings = JSON.parse(readFileSync(join(out, 'report', 'table-endings.json'), 'utf8')).rows[0];
  // Read as the experiment reads them: a second finished record of an episode is not counted.
  const records = latestRecords(readEpisodeRecords(join(out, 'episodes.jsonl')));
  const reviewed = goalReview ? `; goals corrected at the plan step ${records.filter((r) => (r.goalReview?.corrections ?? 0) > 0).length}, refused ${records.filter((r) => r.goalReview?.origin === 'refused').length}` : '';
  process.stdout.write(`alfred dev: task success ${all.successes}/${all.episodes} (${percent(all.success)}), goal conditions ${percent(all.goal_conditions)}, ${all.errored} refused or errored; false successes ${endings.false_successes} of ${endings.reported_successes} reported${reviewed}; ${seconds.toFixed(0)} s, concurrency ${concurrency}\n`);
  const types = table.filter((r) => r.task_type !== 'all').map((r) => `${r.task_type} ${r.successes}/${r.episodes} (gc ${percent(r.goal_conditions)}, ${r.errored} refused)`);
  process.stdout.write(`per task type: ${types.join('; ')}\n`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
