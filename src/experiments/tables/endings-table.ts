/**
 * How every episode ended, per model: the suite's own goal held (succeeded), the planner refused
 * where the suite says a refusal is right (refused rightly), the goal did not hold (failed), the
 * planner refused the request, did not understand words, the episode errored; the false
 * successes — reported successful by the planner, whose suite goal does not hold — with the
 * questions the planner asked and the goal refinements the sessions made.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { countEndings, isFalseSuccess } from '../results/endings.js';
import { modelsOf } from './metrics.js';
import type { Table } from './table-cells.js';

export function endingsTable(records: readonly EpisodeRecord[]): Table {
  const rows = modelsOf(records).map((model) => {
    const mine = records.filter((r) => r.model === model);
    const c = countEndings(mine);
    return {
      model,
      episodes: c.episodes,
      succeeded: c.counts.succeeded,
      refused_rightly: c.counts['refused-rightly'],
      refusal_tasks: c.refusalTasks,
      failed: c.counts.failed,
      refused: c.counts.refused,
      not_understood: c.counts['not-understood'],
      errored: c.counts.errored,
      success: c.success,
      reported_successes: c.reported,
      false_successes: c.falseSuccesses,
      false_success_episodes: mine.filter(isFalseSuccess).map((r) => `${r.task}@${r.scene}#${r.repeat}`),
      goal_refinements: mine.reduce((sum, r) => sum + (r.goalRefinements ?? 0), 0),
      questions: c.questions,
      asked_in: c.askedIn,
    };
  });
  const share = (x: number | null) => (x === null ? 'n/a' : (x * 100).toFixed(1));
  return {
    id: 'table-endings',
    title: 'How every episode ended, and false successes',
    caption:
      "Task success over every episode, judged by the suite's own goal (never the planner's): refused (the planner declined the request), not understood and errored episodes count as failures. Where the suite says the right answer is an honest refusal (its `refusal:`), a refusal before any code ran is the task done right (refused rightly, of the suite's refusal tasks) and any run a failure. A false success is an episode the planner reported as successful (its stated goal held) whose suite goal does not hold (on a refusal task: any reported success). Questions: clarifying questions the planner asked (in how many episodes). Goal refinements: code versions whose dry run left the planner's goal unmet, sent back to it.",
    header: ['Model', 'episodes', 'succeeded', 'refused rightly', 'failed', 'refused', 'not understood', 'errored', 'task success (%)', 'false successes', 'questions asked', 'goal refinements'],
    rows: rows.map((r) => [
      r.model,
      String(r.episodes),
      String(r.succeeded),
      r.refusal_tasks === 0 ? '—' : `${r.refused_rightly} of ${r.refusal_tasks}`,
      String(r.failed),
      String(r.refused),
      String(r.not_understood),
      String(r.errored),
      share(r.success),
      `${r.false_successes} of ${r.reported_successes} reported`,
      `${r.questions} (in ${r.asked_in})`,
      String(r.goal_refinements),
    ]),
    data: rows,
  };
}
