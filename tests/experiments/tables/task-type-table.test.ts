import { describe, expect, it } from 'vitest';
import { buildTables } from '../../../src/experiments/tables/tables.js';
import { hasTaskTypes, taskTypeRows, taskTypeTable } from '../../../src/experiments/tables/task-type-table.js';
import { record } from '../records.js';

const gc = (met: number, total: number) => ({ alternative: 'a', met, total });

describe('success per task type', () => {
  const records = [
    record({ taskType: 'pick_heat_then_place_in_recep', success: true, goalConditions: gc(3, 3) }),
    record({ taskType: 'pick_heat_then_place_in_recep', success: false, goalConditions: gc(1, 3) }),
    // Refused by the planner: a failure with no goal condition met, counted.
    record({ taskType: 'pick_heat_then_place_in_recep', status: 'errored', error: 'UnsupportedRequestError: ...', success: false }),
    record({ taskType: 'look_at_obj_in_light', success: false, goalConditions: gc(1, 2) }),
  ];

  it('counts every episode, errored and refused ones as failures with nothing met', () => {
    const rows = taskTypeRows(records);
    expect(rows.find((r) => r.taskType === 'pick_heat_then_place_in_recep')).toEqual({
      model: 'offline',
      taskType: 'pick_heat_then_place_in_recep',
      episodes: 3,
      errored: 1,
      successes: 1,
      goalConditions: (1 + 1 / 3 + 0) / 3,
    });
    expect(rows.find((r) => r.taskType === 'all')).toMatchObject({ episodes: 4, successes: 1, goalConditions: (1 + 1 / 3 + 0 + 0.5) / 4 });
    const table = taskTypeTable(records);
    expect(table.rows).toEqual([
      ['look_at_obj_in_light', '0.0 (0/1)', '50.0'],
      ['pick_heat_then_place_in_recep', '33.3 (1/3, 1 errored or refused)', '44.4'],
      ['all', '25.0 (1/4, 1 errored or refused)', '45.8'],
    ]);
    expect(table.caption).toMatch(/No published figure is shown/);
  });

  it('is in the report only for suites whose tasks name a task type', () => {
    expect(hasTaskTypes([record()])).toBe(false);
    const ids = (rs: typeof records) => buildTables({ records: rs, ocrKs: [0], serKs: [0], published: null }).map((t) => t.id);
    expect(ids([record()])).not.toContain('table-task-types');
    expect(ids(records)).toContain('table-task-types');
  });
});
