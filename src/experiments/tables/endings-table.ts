/**
 * How every episode ended, per model: the suite's own goal held (succeeded) or not (failed), the
 * planner refused the request, did not understand words, the episode errored; and the false
 * successes — reported successful by the planner, whose suite goal does not hold — with the goal
 * refinements the sessions made.
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
      failed: c.counts.failed,
      refused: c.counts.refused,
      not_understood: c.counts['not-understood'],
      errored: c.counts.errored,
      success: c.success,
      reported_successes: c.reported,
      false_successes: c.falseSuccesses,
      false_success_episodes: mine.filter(isFalseSuccess).map((r) => `${r.task}@${r.scene}#${r.repeat}`),
      goal_refinements: mine.reduce((sum, r) => sum + (r.goalRefinements ?? 0), 0),
    };
  });
  const share = (x: number | null) => (x === null ? 'n/a' : (x * 100).toFixed(1));
  return {
    id: 'table-endings',
    title: 'How every episode ended, and false successes',
    caption:
      "Task success over every episode, judged by the suite's own goal (never the planner's): refused (the planner declined the request), not understood and errored episodes count as failures. A false success is an episode the planner reported as successful (its stated goal held) whose suite goal does not hold. Goal refinements: code versions whose dry run left the planner's goal unmet, sent back to it.",
    header: ['Model', 'episodes', 'succeeded', 'failed', 'refused', 'not understood', 'errored', 'task success (%)', 'false successes', 'goal refinements'],
    rows: rows.map((r) => [r.model, String(r.episodes), String(r.succeeded), String(r.failed), String(r.refused), String(r.not_understood), String(r.errored), share(r.success), `${r.false_successes} of ${r.reported_successes} reported`, String(r.goal_refinements)]),
    data: rows,
  };
}
