// Benchmark: a shipped suite (teach, everyday) with the offline planner, through the command a
// user runs: task success by the suite's own goal over every episode (refused and errored ones
// are failures), refusals where the suite says a refusal is right (counted apart), false
// successes and the questions the planner asked; then the tasks to be done alone.
// Run after `npm run build`: node bench/suite-endings.mjs --suite teach|everyday [--concurrency N]
//   [--from DIR: report on an experiment's results folder instead of running one]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countEndings, latestRecords, readEpisodeRecords } from '../dist/experiments/index.js';
import { runOfflineExperiment } from './offline-experiment.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const suite = option('--suite', 'everyday');
const concurrency = option('--concurrency', '2');
const from = option('--from', undefined);
const out = from ?? mkdtempSync(join(tmpdir(), `iteraplan-${suite}-`));
try {
  const started = Date.now();
  if (from === undefined) {
    runOfflineExperiment(suite, out, concurrency);
  }
  const seconds = (Date.now() - started) / 1000;
  // Read as the experiment reads them: a second finished record of an episode is not counted.
  const records = latestRecords(readEpisodeRecords(join(out, 'episodes.jsonl')));
  const all = countEndings(records);
  const percent = (n, d) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);
  const met = all.counts.succeeded + all.counts['refused-rightly'];
  const toDo = records.filter((r) => r.refusalExpected !== true);
  const toDoMet = toDo.filter((r) => r.success).length;
  const rightly = all.refusalTasks > 0 ? `, refused rightly ${all.counts['refused-rightly']} of ${all.refusalTasks} episodes to refuse` : '';
  const time = from === undefined ? `; ${seconds.toFixed(0)} s, concurrency ${concurrency}` : '';
  process.stdout.write(
    `${suite}: task success ${met}/${all.episodes} (${percent(met, all.episodes)}): goal met ${toDoMet} of ${toDo.length} to be done${rightly}; failed ${all.counts.failed}, refused ${all.counts.refused}, not understood ${all.counts['not-understood']}, errored ${all.counts.errored}; false successes ${all.falseSuccesses} of ${all.reported} reported; questions asked ${all.questions} (in ${all.askedIn} episodes)${time}\n`,
  );
  const rooms = ['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom'].map((room) => {
    const mine = toDo.filter((r) => r.roomType === room);
    return `${room} ${mine.filter((r) => r.success).length}/${mine.length}`;
  });
  process.stdout.write(`to be done, per room type: ${rooms.join('; ')}\n`);
  const falses = records.filter((r) => r.reportedSuccess === true && !r.success).map((r) => `${r.task}@${r.scene}`);
  process.stdout.write(`false successes: ${falses.length === 0 ? 'none' : falses.join(', ')}\n`);
} finally {
  if (from === undefined) rmSync(out, { recursive: true, force: true });
}
