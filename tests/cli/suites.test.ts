/**
 * `iteraplan suites import alfred` on real ALFRED train trajectories (tests/fixtures/alfred), with
 * a real bridge judging each task's goal at its start, and the imported suite run by
 * `iteraplan experiment --suite` with the offline planner (which fails most of them: measured).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../src/cli/main.js';
import { loadAlfredLayouts } from '../../src/experiments/alfred/layouts.js';
import { deriveStartScene } from '../../src/experiments/alfred/start-scene.js';
import { ALFRED_TASK_TYPES, readAlfredTrajectory } from '../../src/experiments/alfred/trajectory.js';
import { loadSuite } from '../../src/experiments/index.js';
import { listScenes, loadCatalogue, loadScene } from '../../src/world/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';
import { COMMIT, FIXTURES, SPLIT_FILE, TRAIN, fixture, fixtureFiles } from '../experiments/alfred/fixtures.js';

const scratch = makeScratch('iteraplan-suites-');
afterAll(() => scratch.remove());

const noLlm = (): NodeJS.ProcessEnv => {
  const env = bridgeEnv();
  delete env['OPENAI_API_KEY'];
  delete env['OPENAI_BASE_URL'];
  return env;
};

async function run(argv: string[]) {
  const captured = captureIO(noLlm());
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

const importArgs = (paths: string[], out: string, extra: string[] = []) => ['suites', 'import', 'alfred', ...paths, '--root', FIXTURES, '--commit', COMMIT, '--out', out, ...extra];

describe('iteraplan suites import alfred', () => {
  const out = join(scratch.dir, 'alfred-fixtures.yaml');

  it('writes a task per annotation of every fixture, held to the train split, with its goal, start and source; experiment runs it', async () => {
    const imported = await run(importArgs([TRAIN], out, ['--split-file', SPLIT_FILE, '--split', 'train']));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const suite = loadSuite(out, listScenes());
    const files = fixtureFiles();
    const annotations = files.map((f) => readAlfredTrajectory(f.path).turk_annotations.anns);
    // Every annotation is a task but those the import leaves out, each named in the header with its rule.
    const header = readFileSync(out, 'utf8').split('\n').filter((l) => /^# {3}\S+-a\d: /.test(l));
    expect(header.map((l) => l.replace(/^# {3}(\S+): .*\((\S+)\): .*$/, '$1 $2')).sort()).toEqual(['cool-t20190918-190520-204180-a1 no-place', 'place-movable-t20190907-020009-955451-a0 no-place']);
    expect(suite.tasks).toHaveLength(annotations.reduce((n, anns) => n + anns.length, 0) - header.length);
    expect(new Set(suite.tasks.map((t) => t.taskType))).toEqual(new Set(ALFRED_TASK_TYPES));
    expect(new Set(suite.tasks.map((t) => t.roomType))).toEqual(new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']));
    // The instruction verbatim, and where it comes from.
    const cool = fixture('pick_cool_then_place_in_recep');
    const coolTasks = suite.tasks.filter((t) => t.taskType === 'pick_cool_then_place_in_recep');
    // "Cut an apple, cool a piece of apple" names nowhere to put it (the goal: on the DiningTable).
    expect(coolTasks.map((t) => t.instruction)).toEqual(cool.trajectory.turk_annotations.anns.filter((_, i) => i !== 1).map((a) => a.task_desc));
    expect(coolTasks[1]!.source).toEqual({
      dataset: 'ALFRED',
      repository: 'askforalfred/alfred',
      commit: COMMIT,
      file: 'data/json_2.1.0/train/pick_cool_then_place_in_recep-AppleSliced-None-DiningTable-4/trial_T20190918_190520_204180/traj_data.json',
      annotation: 2,
    });
    expect(coolTasks[0]!.start).toMatchObject({ from: 'trajectory', floorplan: 'FloorPlan4' });
    expect(coolTasks[0]!.scenes).toEqual(['FloorPlan4-T20190918-190520-204180']);
    // Its start scenes beside it, each a scene file the world loads.
    const folder = join(scratch.dir, 'alfred-fixtures.scenes');
    expect(listScenes(folder)).toHaveLength(files.length);
    const catalogue = loadCatalogue();
    for (const scene of listScenes(folder)) expect(loadScene(scene, catalogue, folder).scene).toBe(scene);
    expect(imported.stdout).toMatch(/Wrote .*alfred-fixtures\.yaml: \d+ tasks from 7 trajectories \(\d+ start from the trajectory's placement/);

    // One annotation of each trajectory (the movable one's a0 was left out: its a1), run with the offline planner: every episode is recorded and counted.
    const results = join(scratch.dir, 'results');
    const ran = await run(['experiment', '--suite', out, '--out', results, '--episodes', '*-a0@*,place-movable-*-a1@*', '--concurrency', '2']);
    expect(ran.code, ran.stderr).toBe(0);
    const records = readFileSync(join(results, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { task: string; taskType?: string; status: string });
    expect(records).toHaveLength(files.length);
    expect(new Set(records.map((r) => r.taskType))).toEqual(new Set(ALFRED_TASK_TYPES));
    const table = JSON.parse(readFileSync(join(results, 'report', 'table-task-types.json'), 'utf8')) as { rows: { task_type: string; episodes: number }[] };
    expect(table.rows.map((r) => r.task_type).sort()).toEqual([...ALFRED_TASK_TYPES, 'all'].sort());
    expect(table.rows.find((r) => r.task_type === 'all')!.episodes).toBe(files.length);
    expect(readFileSync(join(results, 'report', 'report.md'), 'utf8')).toContain('per task type');
  });

  it('leaves out, and says so, a task whose goal already holds where it starts', async () => {
    const { path, trajectory } = fixture('pick_and_place_simple');
    const catalogue = loadCatalogue();
    const floorplan = loadScene(trajectory.scene.floor_plan, catalogue);
    const derived = deriveStartScene('x', trajectory, floorplan, catalogue, new Set(loadAlfredLayouts().floorplans[floorplan.scene]!.openableObjectIds));
    if (!derived.ok) throw new Error(derived.reason);
    const candle = derived.scene.objects.find((o) => o.type === 'Candle' && o.parent !== undefined)!;
    const where = derived.scene.objects.find((o) => o.id === candle.parent)!.type;
    // The same trajectory, asking for the candle where it already is.
    const data = JSON.parse(readFileSync(path, 'utf8'));
    data.pddl_params.parent_target = where;
    const copy = join(scratch.dir, 'met', 'data', 'json_2.1.0', 'train', 'pick_and_place_simple-Candle-None-X-411', 'trial_T1', 'traj_data.json');
    mkdirSync(join(copy, '..'), { recursive: true });
    writeFileSync(copy, JSON.stringify(data));
    cpSync(fixture('look_at_obj_in_light').path, join(scratch.dir, 'met', 'look.json'));
    const result = await run(['suites', 'import', 'alfred', copy, join(scratch.dir, 'met', 'look.json'), '--commit', COMMIT, '--out', join(scratch.dir, 'met.yaml')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Left out place-t20190909-093542-770989-a0 \\(annotation 0\\): its goal already holds at the start of FloorPlan411-T20190909-093542-770989 \\(pick_and_place_simple: Candle, ${where}\\)`));
    const suite = parse(readFileSync(join(scratch.dir, 'met.yaml'), 'utf8')) as { tasks: { id: string }[] };
    expect(suite.tasks.every((t) => t.id.startsWith('look-'))).toBe(true);
  });

  it('refuses, before reading any, a file outside the split; names the file and field of bad data (exit 2)', async () => {
    // A trial the split list does not hold, whose file would not even parse: the split check comes first.
    const outside = join(scratch.dir, 'outside', 'pick_and_place_simple-Candle-None-Drawer-411', 'trial_T20000101_000000_000000', 'traj_data.json');
    mkdirSync(join(outside, '..'), { recursive: true });
    writeFileSync(outside, 'not json');
    const refused = await run(importArgs([TRAIN, outside], join(scratch.dir, 'x.yaml'), ['--split-file', SPLIT_FILE]));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/1 file\(s\) are not of the train split of .*oct21\.json, e\.g\. .*trial_T20000101_000000_000000.*; nothing was read/);
    expect(existsSync(join(scratch.dir, 'x.yaml'))).toBe(false);

    const data = JSON.parse(readFileSync(fixture('pick_heat_then_place_in_recep').path, 'utf8'));
    data.task_type = 'pick_and_juggle';
    const bad = scratch.write('bad.json', JSON.stringify(data, null, 1));
    const badType = await run(['suites', 'import', 'alfred', bad, '--commit', COMMIT, '--out', join(scratch.dir, 'y.yaml')]);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toMatch(/bad\.json:\d+: task_type: .*pick_and_place_simple/);
    data.task_type = 'pick_heat_then_place_in_recep';
    data.scene.floor_plan = 'FloorPlan999';
    const unknown = await run(['suites', 'import', 'alfred', scratch.write('bad2.json', JSON.stringify(data)), '--commit', COMMIT, '--out', join(scratch.dir, 'y.yaml')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/bad2\.json: scene\.floor_plan: 'FloorPlan999' is not a scene of the scenes directory/);
    const noCommit = await run(['suites', 'import', 'alfred', TRAIN, '--out', join(scratch.dir, 'y.yaml')]);
    expect(noCommit.code).toBe(2);
    expect(noCommit.stderr).toMatch(/--commit/);
  });
});
