/**
 * Task success and goal-condition success per task type (ALFRED's seven), for suites whose tasks
 * name one. Every episode counts: one that errored or was refused is a failure with no goal
 * condition met, and the cell says how many there were.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { formatShare } from './table-cells.js';
import type { Table } from './table-cells.js';

/** One model on one task type. */
export interface TaskTypeRow {
  model: string;
  taskType: string;
  episodes: number;
  errored: number;
  successes: number;
  /** Mean share of goal conditions met, over every episode (0 for one that errored). */
  goalConditions: number;
}

/** True when some record names a task type. */
export function hasTaskTypes(records: readonly EpisodeRecord[]): boolean {
  return records.some((r) => r.taskType !== undefined);
}

/** The rows, task types and models in order of first appearance. */
export function taskTypeRows(records: readonly EpisodeRecord[]): TaskTypeRow[] {
  const typed = records.filter((r) => r.taskType !== undefined);
  const models = [...new Set(typed.map((r) => r.model))];
  const types = [...new Set(typed.map((r) => r.taskType!))].sort();
  const rows: TaskTypeRow[] = [];
  for (const taskType of [...types, 'all']) {
    for (const model of models) {
      const group = typed.filter((r) => r.model === model && (taskType === 'all' || r.taskType === taskType));
      if (group.length === 0) continue;
      const share = (r: EpisodeRecord) => (r.status === 'finished' && r.goalConditions ? r.goalConditions.met / r.goalConditions.total : 0);
      rows.push({
        model,
        taskType,
        episodes: group.length,
        errored: group.filter((r) => r.status === 'errored').length,
        successes: group.filter((r) => r.status === 'finished' && r.success).length,
        goalConditions: group.reduce((sum, r) => sum + share(r), 0) / group.length,
      });
    }
  }
  return rows;
}

/** The table: a row per task type (and all together), a success and a goal-condition column per model. */
export function taskTypeTable(records: readonly EpisodeRecord[]): Table {
  const rows = taskTypeRows(records);
  const models = [...new Set(rows.map((r) => r.model))];
  const types = [...new Set(rows.map((r) => r.taskType))];
  const cell = (row: TaskTypeRow | undefined) => {
    if (row === undefined) return ['—', '—'];
    const note = row.errored > 0 ? `, ${row.errored} errored or refused` : '';
    return [`${formatShare(row.successes / row.episodes)} (${row.successes}/${row.episodes}${note})`, formatShare(row.goalConditions)];
  };
  return {
    id: 'table-task-types',
    title: 'Task success and goal-condition success per task type (%)',
    caption:
      "Over every episode of each task type: an episode that errored or whose request the planner refused counts as a failure with no goal condition met. " +
      "Task success: the task's goal holds at the end. Goal-condition success: the mean share of the goal's conditions met; an ALFRED task's conditions are " +
      "ALFRED's own, one by one (docs/goals.md, \"ALFRED's task types\", says where the count differs). " +
      'No published figure is shown beside these: the per-task-type results researchers report on ALFRED (the ALFRED paper, LoTa-Bench, LLM-Planner, EmbodiedBench) ' +
      "are on ALFRED's valid and test splits, with agents that navigate and see in AI2-THOR; this suite is a sample of the train split in our symbolic world, " +
      'and no such figure could be checked against its source here (docs/alfred.md).',
    header: ['Task type', ...models.flatMap((m) => [`${m}: success`, `${m}: goal conditions`])],
    rows: types.map((taskType) => [taskType, ...models.flatMap((model) => cell(rows.find((r) => r.model === model && r.taskType === taskType)))]),
    data: rows.map((r) => ({
      model: r.model,
      task_type: r.taskType,
      episodes: r.episodes,
      errored: r.errored,
      successes: r.successes,
      success: r.successes / r.episodes,
      goal_conditions: r.goalConditions,
    })),
  };
}
