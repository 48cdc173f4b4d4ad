/**
 * `iteraplan suites import teach` on task definitions in TEACh's format (tests/fixtures/teach,
 * ours), with a real bridge judging each start, and the imported suite run by `iteraplan
 * experiment --suite` with the offline planner through the real bridge.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { loadSuite } from '../../src/experiments/index.js';
import { listScenes } from '../../src/world/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';
import { CLASSES_FILE, DEFINITIONS_DIR, TEACH_FIXTURES } from '../experiments/teach/fixtures.js';

const scratch = makeScratch('iteraplan-suites-teach-');
afterAll(() => scratch.remove());
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

async function run(argv: string[]) {
  const env = bridgeEnv();
  delete env['OPENAI_API_KEY'];
  delete env['OPENAI_BASE_URL'];
  const captured = captureIO(env);
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

const importArgs = (out: string, extra: string[] = []) => [
  'suites', 'import', 'teach', DEFINITIONS_DIR, '--classes', CLASSES_FILE, '--root', TEACH_FIXTURES, '--commit', COMMIT,
  '--repository', 'example/teach-like', '--out', out, '--floorplans', 'FloorPlan1,FloorPlan2,FloorPlan201,FloorPlan301,FloorPlan401', ...extra,
];

describe('iteraplan suites import teach', () => {
  const out = join(scratch.dir, 'teach-fixtures.yaml');

  it('writes each task on the floorplans where it is possible, says what it left out and why, and experiment runs it', async () => {
    const imported = await run(importArgs(out));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const suite = loadSuite(out, listScenes());
    // Warm a slice: only kitchens can (a cookable slice and something that heats); lamps: only rooms with lamps.
    const byType = (type: string) => suite.tasks.filter((t) => t.taskType === type);
    expect(byType('warm_slice').length).toBeGreaterThan(0);
    expect(new Set(byType('warm_slice').map((t) => t.roomType))).toEqual(new Set(['Kitchen']));
    expect(byType('lamps_lit').map((t) => t.instruction)).toEqual(byType('lamps_lit').map(() => 'Light every lamp.'));
    expect(byType('lamps_lit').every((t) => t.roomType !== 'Kitchen')).toBe(true);
    const warm = byType('warm_slice')[0]!;
    expect(warm.source).toEqual({ dataset: 'TEACh', repository: 'example/teach-like', commit: COMMIT, file: 'definitions/1__warm_slice.json' });
    expect(warm.scenes).toHaveLength(1);
    expect(warm.start).toEqual({ from: 'floorplan', floorplan: warm.scenes[0] });
    // Never a task whose goal holds where it starts; a condition we cannot say is left out with its reason.
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/# {3}Chilled X: condition simbotIsChilled: no property of our goal vocabulary says it/);
    expect(text).toMatch(/# {3}Morning: no floorplan makes it possible/);
    expect(imported.stdout).toMatch(/Wrote .*teach-fixtures\.yaml: \d+ tasks from 5 TEACh task definitions/);
    // The same command draws the same suite.
    const again = join(scratch.dir, 'again.yaml');
    expect((await run(importArgs(again, ['--name', 'teach-fixtures']))).code).toBe(0);
    expect(readFileSync(again, 'utf8').split('\n').slice(3)).toEqual(text.split('\n').slice(3));

    const results = join(scratch.dir, 'results');
    const ran = await run(['experiment', '--suite', out, '--out', results, '--concurrency', '2']);
    expect(ran.code, ran.stderr).toBe(0);
    const records = readFileSync(join(results, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task: string; ending: string; success: boolean; reportedSuccess?: boolean });
    expect(records.map((r) => r.task).sort()).toEqual(suite.tasks.map((t) => t.id).sort());
    // Judged by the suite's own goal: a reported success is never one whose goal does not hold.
    for (const r of records) expect(r.ending === 'succeeded').toBe(r.success);
  });

  it('refuses bad input with exit 2, naming the file', async () => {
    const missing = await run(['suites', 'import', 'teach', join(scratch.dir, 'nowhere'), '--classes', CLASSES_FILE, '--commit', COMMIT, '--out', join(scratch.dir, 'x.yaml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nowhere: not a folder of task definitions/);
    const badClasses = await run(['suites', 'import', 'teach', DEFINITIONS_DIR, '--classes', join(DEFINITIONS_DIR, '1__warm_slice.json'), '--commit', COMMIT, '--out', join(scratch.dir, 'y.yaml')]);
    expect(badClasses.code).toBe(2);
    expect(badClasses.stderr).toMatch(/1__warm_slice\.json/);
  });
});

describe('the shipped TEACh and everyday suites under experiment', () => {
  it('run a few tasks each through the real bridge with the offline planner: a refusal where a refusal is right is counted apart and as done', async () => {
    const teach = join(scratch.dir, 'shipped-teach');
    const ranTeach = await run(['experiment', '--suite', 'teach', '--out', teach, '--episodes', 'teach-toast-*,teach-water-plant-floorplan1@*', '--concurrency', '2']);
    expect(ranTeach.code, ranTeach.stderr).toBe(0);
    const teachRecords = readFileSync(join(teach, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task: string; suite: string; ending: string; success: boolean });
    expect(teachRecords.length).toBeGreaterThanOrEqual(3);
    expect(new Set(teachRecords.map((r) => r.suite))).toEqual(new Set(['teach']));

    const everyday = join(scratch.dir, 'shipped-everyday');
    const ranEveryday = await run(['experiment', '--suite', 'everyday', '--out', everyday, '--episodes', 'k-order-pizza@*,b-water-plant-no-water@FloorPlan302,l-lamp-on@FloorPlan210', '--concurrency', '2']);
    expect(ranEveryday.code, ranEveryday.stderr).toBe(0);
    const records = readFileSync(join(everyday, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task: string; ending: string; success: boolean; refusalExpected?: boolean; reportedSuccess?: boolean });
    expect(records.map((r) => r.task).sort()).toEqual(['b-water-plant-no-water', 'k-order-pizza', 'l-lamp-on']);
    for (const r of records.filter((x) => x.refusalExpected === true)) {
      // Right only as a refusal; anything run is a failure, and a reported success there is false.
      expect(r.success, r.task).toBe(r.ending === 'refused-rightly');
      if (r.ending !== 'refused-rightly') expect(r.ending).toBe('failed');
    }
    expect(records.find((r) => r.task === 'l-lamp-on')!.refusalExpected).toBeUndefined();
    const table = JSON.parse(readFileSync(join(everyday, 'report', 'table-endings.json'), 'utf8')) as { rows: { refused_rightly: number; refusal_tasks: number; questions: number; success: number }[] };
    const rightly = records.filter((r) => r.ending === 'refused-rightly').length;
    expect(table.rows[0]).toMatchObject({ refused_rightly: rightly, refusal_tasks: 2 });
    expect(table.rows[0]!.success).toBeCloseTo(records.filter((r) => r.success).length / 3);
    expect(readFileSync(join(everyday, 'report', 'summary.txt'), 'utf8')).toContain(`refused rightly ${rightly} of 2 refusal tasks`);
  });

  it('the blind everyday suite runs the same way: a repair no robot can do is refused rightly, and "we\'re out of loo roll" ends with a fresh roll on the holder', async () => {
    const blind = join(scratch.dir, 'shipped-everyday-blind');
    const ran = await run(['experiment', '--suite', 'everyday-blind', '--out', blind, '--episodes', 'kb-leaking-tap@*,tb-out-of-loo-roll@FloorPlan407', '--concurrency', '2']);
    expect(ran.code, ran.stderr).toBe(0);
    const records = readFileSync(join(blind, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task: string; suite: string; ending: string; success: boolean });
    expect(new Set(records.map((r) => r.suite))).toEqual(new Set(['everyday-blind']));
    expect(Object.fromEntries(records.map((r) => [r.task, r.ending]))).toEqual({ 'kb-leaking-tap': 'refused-rightly', 'tb-out-of-loo-roll': 'succeeded' });
  });
});
