/**
 * ALFRED's expert demonstrations as bank examples, on a real symbolic bridge: each fixture
 * trajectory (ALFRED train, tests/fixtures/alfred-replay) is read as the import reads it, its
 * expert's calls converted to skill calls and run from the trajectory's own start; what is kept
 * meets the goal the import writes when run again here, and what does not is dropped with why.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alfredBuildSource, alfredExamples, runAndJudge, type AlfredBuildSource, type AlfredOutcome, type TrajectoryPath } from '../../../src/bank/index.js';
import { flattenSteps, parseSkillCode } from '../../../src/code/index.js';
import { importAlfredTasks, readAlfredDemonstration } from '../../../src/experiments/index.js';
import { BankExample } from '../../../src/planning/index.js';
import { loadCatalogue, loadWorld, scenesDir } from '../../../src/world/index.js';
import { makeScratch } from '../../helpers/files.js';
import { ALFRED_COMMIT, ALFRED_TRAIN, startServedBridge, type ServedBridge } from '../served-bridge.js';

const scratch = makeScratch('iteraplan-bank-alfred-');
const catalogue = loadCatalogue(scenesDir());

describe("ALFRED's expert actions as bank examples", () => {
  let bridge: ServedBridge;
  let source: AlfredBuildSource;
  const outcomes = new Map<string, { trajectory: TrajectoryPath; outcome: AlfredOutcome }>();
  const convert = (trajectory: TrajectoryPath) => alfredExamples(trajectory, loadWorld(trajectory.floorplan), 'train', new Set(), bridge.client, source.context);

  beforeAll(async () => {
    bridge = await startServedBridge(scratch.dir);
    // No suite here: every fixture trajectory is taken (the project's suites hold most of them out).
    source = alfredBuildSource({ paths: [ALFRED_TRAIN], catalogue, scenesDir: scenesDir(), servedScenesDir: bridge.served, suitesDir: bridge.noSuites, commit: ALFRED_COMMIT, perFloorplan: 0 });
    for (const trajectories of source.byFloorplan.values()) for (const t of trajectories) outcomes.set(t.trial, { trajectory: t, outcome: await convert(t) });
  });
  afterAll(async () => {
    await bridge?.close();
    scratch.remove();
  });

  it('keeps most trajectories, each annotation an example naming its source and trajectory, with the goal the import writes', () => {
    expect(outcomes.size).toBe(9);
    const kept = [...outcomes.values()].filter((o) => o.outcome.kept.length > 0);
    expect(kept.length).toBeGreaterThanOrEqual(7);
    for (const { trajectory, outcome } of kept) {
      const demo = readAlfredDemonstration(trajectory.path);
      const file = `data/json_2.1.0/train/${trajectory.path.split('/').slice(-3).join('/')}`;
      const imported = importAlfredTasks([{ trajectory: demo, file, source: { dataset: 'ALFRED', repository: 'askforalfred/alfred', commit: ALFRED_COMMIT, file } }], source.context.importContext);
      expect(outcome.kept.map((k) => k.example.request)).toEqual(imported.tasks.map((t) => t.instruction.trim()));
      for (const { example } of outcome.kept) {
        expect(() => BankExample.parse(example)).not.toThrow();
        expect(example.source).toEqual({ kind: 'alfred-expert', from: expect.stringContaining(`${file}: trajectory ${demo.task_id}, annotation `), teacher: 'alfred-expert' });
        expect(example.taskType).toBe(`alfred:${demo.task_type}`);
        expect(example.stage2.goal).toEqual(imported.tasks[0]!.success);
        expect(example.scene).toBe(imported.tasks[0]!.scenes[0]);
        expect(example.floorplan).toBe(trajectory.floorplan);
      }
      expect(outcome.scene?.name).toBe(outcome.kept[0]!.example.scene);
    }
  });

  it("meets its goal again when its code is run from the trajectory's start, every subtask tied to its calls", async () => {
    for (const { outcome } of outcomes.values()) {
      const example = outcome.kept[0]?.example;
      if (example === undefined) continue;
      writeFileSync(join(bridge.served, `${example.scene}.yaml`), outcome.scene!.text);
      expect(await runAndJudge(example.code, example.stage2.goal, loadWorld(example.scene, { scenesDir: bridge.served }), bridge.client), example.source.from).toEqual({ met: example.met });
      const parsed = parseSkillCode(example.code);
      if (!parsed.ok) throw new Error(example.code);
      expect(example.subtasks.flatMap((s) => s.calls)).toEqual(flattenSteps(parsed.program).map((_, i) => i));
    }
    const heat = [...outcomes.values()].find((o) => o.trajectory.taskType === 'pick_heat_then_place_in_recep')!.outcome.kept[0]!.example;
    // Two apples in this start: the expert's is named by its id.
    expect(heat.code).toMatch(/# SubTask 2: Heat the Apple in the Microwave\.\n    OpenObject\('Microwave'\)\n    PutObject\('Apple\|[^']+', 'Microwave'\)\n    CloseObject\('Microwave'\)\n    SwitchOn\('Microwave'\)/);
    expect(heat.stage2.subtasks).toEqual(['Pick up the Apple.', 'Heat the Apple in the Microwave.', 'Put the Apple in the Fridge.']);
    expect(heat.stage2.taskDescription).toBe('Heat an Apple in the Microwave and put it in the Fridge.');
  });

  it("drops a demonstration our skills cannot repeat: a knife ALFRED forced into the fridge", () => {
    // The expert's PutObject was forced past AI2-THOR's placement rules; the PutObject skill never forces.
    const tomato = outcomes.get('trial_T20190908_145838_872559')!.outcome;
    expect(tomato.kept).toEqual([]);
    expect(tomato.rejected).toMatchObject({ 'execution-failed': 1 });
  });

  it('leaves out an annotation holding a control character, and keeps the others', async () => {
    const heat = [...outcomes.values()].find((o) => o.trajectory.taskType === 'pick_heat_then_place_in_recep')!;
    const data = JSON.parse(readFileSync(heat.trajectory.path, 'utf8')) as { turk_annotations: { anns: { task_desc: string }[] } };
    data.turk_annotations.anns[0]!.task_desc = 'Heat the apple\b and chill it.';
    const dir = join(scratch.dir, 'backspace', ...heat.trajectory.path.split('/').slice(-3, -1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'traj_data.json'), JSON.stringify(data));
    const got = await convert({ ...heat.trajectory, path: join(dir, 'traj_data.json') });
    expect(got.kept.map((k) => k.example.request)).toEqual(heat.outcome.kept.map((k) => k.example.request).slice(1));
    expect(got.rejected['annotation-left-out']).toBe((heat.outcome.rejected['annotation-left-out'] ?? 0) + 1);
  });

  it('drops a demonstration whose goal does not hold at its end, and counts why', async () => {
    const heat = [...outcomes.values()].find((o) => o.trajectory.taskType === 'pick_heat_then_place_in_recep')!.trajectory;
    const data = JSON.parse(readFileSync(heat.path, 'utf8')) as { plan: { low_actions: { api_action: { action: string } }[] } };
    // Without its last put, the apple stays in hand: every call runs, the goal does not hold.
    const last = data.plan.low_actions.map((a) => a.api_action.action).lastIndexOf('PutObject');
    data.plan.low_actions.splice(last, 1);
    const dir = join(scratch.dir, 'cut', ...heat.path.split('/').slice(-3, -1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'traj_data.json'), JSON.stringify(data));
    const cut = await convert({ ...heat, path: join(dir, 'traj_data.json') });
    expect(cut.kept).toEqual([]);
    expect(cut.rejected).toMatchObject({ 'goal-unmet': 1 });
  });
});
