/**
 * The bank's second teacher: ALFRED train trajectories' own expert actions, as skill calls,
 * verified in our simulator from the trajectory's start. One trajectory is read as `suites import
 * alfred` reads it (importAlfredTasks: one task per annotation, an annotation that asks for
 * something else than the goal left out, the goal the import writes, the start derived from the
 * trajectory's own placement of objects); its interactions are mapped to the start's ids as
 * `fidelity replay-alfred` maps them (planInteractions) and converted to skill code
 * (expert-program.ts). The start is written to the folder the bridge serves, the goal must not
 * hold at the start, and the code is run from a reset: kept only when it runs and the goal holds.
 * Each kept annotation is an example (source `alfred-expert`, the file and trajectory id named).
 */
import { writeFileSync } from 'node:fs';
import { unsafeKind } from '../../display.js';
import { join } from 'node:path';
import type { ExecutionClient, RecordedRun } from '../../execution/index.js';
import {
  goalTypes,
  importAlfredTasks,
  isInteraction,
  IdMap,
  planInteractions,
  readAlfredDemonstration,
  renderScene,
  type AlfredDemonstration,
  type ImportContext,
} from '../../experiments/index.js';
import { judgeRun } from '../../goals/index.js';
import { normalRequest, type BankExample, type Split } from '../../planning/index.js';
import { agentNames, type Catalogue, type Scene, type World } from '../../world/index.js';
import { exampleOf, runRecorded } from '../verify.js';
import { reversePlan } from '../reverse-plan.js';
import { expertProgram, type ExpertInteraction } from './expert-program.js';
import { alfredTaskDescription } from './task-description.js';
import type { TrajectoryPath } from './choose-trajectories.js';

/** Why a trajectory or one of its annotations gave no example (counted in the manifest as `alfred:<why>`). */
export const ALFRED_REJECTIONS = [
  /** A suite's own trajectory (its trial id in a suite file): never shown as an example. */
  'held-out-trajectory',
  /** An annotation the import leaves out: it asks for something else than the goal, or is empty or too long. */
  'annotation-left-out',
  /** The trajectory's start cannot be derived (the import would start it from the floorplan's scene). */
  'start-not-derived',
  /** An expert call that has no skill of ours, or names an object the start lacks. */
  'not-convertible',
  /** The goal holds at the start: nothing to learn. */
  'holds-at-start',
  /** A skill call refused by our simulator. */
  'execution-failed',
  /** Every call ran and the goal does not hold. */
  'goal-unmet',
  /** The annotation is a suite's instruction. */
  'held-out-request',
] as const;
export type AlfredRejection = (typeof ALFRED_REJECTIONS)[number];

export interface AlfredContext {
  catalogue: Catalogue;
  /** What the import reads besides the trajectory (the floorplans, the layouts, the annotation check's words). */
  importContext: ImportContext;
  /** The folder the bridge serves: each start is written there before its reset. */
  scenesDir: string;
  repository: string;
  commit: string;
  /** The path a trajectory is shown and recorded by (relative to the repository's root). */
  shownPath: (path: string) => string;
}

/** One kept example and the run that verified it (a rewording's reading is judged on it). */
export interface AlfredKept {
  example: BankExample;
  run: RecordedRun;
  world: World;
}

export interface AlfredOutcome {
  kept: AlfredKept[];
  /** The start's scene file (name and text), when an example was kept: the bank keeps it beside the examples. */
  scene: { name: string; text: string } | null;
  rejected: Partial<Record<AlfredRejection, number>>;
  /** The program ran only with objects named by id (the types named another instance). */
  namedById: boolean;
}

const reject = (why: AlfredRejection, also: Partial<Record<AlfredRejection, number>> = {}): AlfredOutcome => ({ kept: [], scene: null, rejected: { ...also, [why]: (also[why] ?? 0) + 1 }, namedById: false });

/** Whether `text` holds a character that changes what a terminal shows (tabs and new lines aside). */
function hasControl(text: string): boolean {
  return [...text].some((ch) => unsafeKind(ch.codePointAt(0)!) !== undefined);
}

/** The interactions of a demonstration with the high-level step each belongs to. */
function expertInteractions(demo: AlfredDemonstration, scene: Scene): { ok: true; interactions: ExpertInteraction[] } | { ok: false } {
  const low = demo.plan.low_actions.filter((a) => isInteraction(a.api_action));
  const planned = planInteractions(low.map((a) => a.api_action), new IdMap(scene.objects), 'robot');
  const out: ExpertInteraction[] = [];
  for (const [i, p] of planned.entries()) {
    if (!p.replay.ok) return { ok: false };
    const highIdx = low[i]!.high_idx;
    const action = p.replay.steps.at(-1)!;
    out.push({ step: action, highIdx, highAction: String(demo.plan.high_pddl[highIdx]?.planner_action.action ?? '') });
  }
  return { ok: true, interactions: out };
}

/**
 * Converts and verifies one trajectory on `client` (a bridge serving `context.scenesDir`);
 * `floorplan` is the world of the trajectory's floorplan, whose catalogue, skills and team its start shares.
 */
export async function alfredExamples(
  trajectory: TrajectoryPath,
  floorplan: World,
  split: Split,
  heldOutRequests: ReadonlySet<string>,
  client: ExecutionClient,
  context: AlfredContext,
): Promise<AlfredOutcome> {
  const read = readAlfredDemonstration(trajectory.path);
  // The replay reads any annotation; a request is shown to people and models, so one holding a
  // control character (a train file has a backspace) is emptied, and the import leaves it out.
  const demo = { ...read, turk_annotations: { anns: read.turk_annotations.anns.map((a) => (hasControl(a.task_desc) ? { ...a, task_desc: '' } : a)) } };
  const file = context.shownPath(trajectory.path);
  const imported = importAlfredTasks([{ trajectory: demo, file, source: { dataset: 'ALFRED', repository: context.repository, commit: context.commit, file } }], context.importContext);
  const annotationsLeftOut = imported.leftOut.filter((l) => l.annotation !== null).length;
  const leftOut: Partial<Record<AlfredRejection, number>> = annotationsLeftOut > 0 ? { 'annotation-left-out': annotationsLeftOut } : {};
  const task = imported.tasks[0];
  const start = task === undefined ? undefined : imported.scenes.get(task.scenes[0]!);
  const fail = (why: AlfredRejection): AlfredOutcome => reject(why, leftOut);
  if (task === undefined && imported.leftOut.every((l) => l.annotation !== null)) return { kept: [], scene: null, rejected: leftOut, namedById: false };
  // The import starts it from the floorplan's scene (or leaves it out): not the trajectory's start.
  if (task === undefined || start === undefined) return fail('start-not-derived');
  const converted = expertInteractions(demo, start);
  if (!converted.ok) return fail('not-convertible');
  const text = renderScene(start, context.catalogue, [`${start.scene}: where ALFRED's trajectory ${file} (${context.repository} at ${context.commit}) starts, derived as suites import alfred derives it.`]);
  writeFileSync(join(context.scenesDir, `${start.scene}.yaml`), text);
  const world: World = { ...floorplan, scene: start };
  const at = await client.reset(start.scene, agentNames(world.team));
  if (judgeRun(task.success, { start: at, steps: [], end: at }, world).met) return fail('holds-at-start');
  // pick_heat_then_place_in_recep: heat; pick_and_place_simple: place_simple.
  const name = demo.task_type.replace(/^pick_(and_)?/, '').replace(/_then_place_in_recep$/, '');
  let judged: Awaited<ReturnType<typeof runRecorded>> = { why: 'execution-failed' };
  let code = '';
  let namedById = false;
  // Named by type as a person would write; by id when a type stands for another instance than the expert's.
  for (const naming of ['types', 'ids'] as const) {
    const program = expertProgram(converted.interactions, start.objects, name, naming);
    if (!program.ok) return fail('not-convertible');
    if (naming === 'ids' && program.code === code) break;
    code = program.code;
    judged = await runRecorded(code, task.success, world, client);
    if ('met' in judged) {
      namedById = naming === 'ids';
      break;
    }
  }
  if ('why' in judged) return fail(judged.why === 'goal-unmet' ? 'goal-unmet' : 'execution-failed');
  const plan = reversePlan(code, task.success, alfredTaskDescription(demo.task_type, goalTypes(demo, context.catalogue, file)));
  if (plan === null) return fail('not-convertible');
  const rejected = { ...leftOut };
  const kept: AlfredKept[] = [];
  for (const t of imported.tasks) {
    if (heldOutRequests.has(normalRequest(t.instruction))) {
      rejected['held-out-request'] = (rejected['held-out-request'] ?? 0) + 1;
      continue;
    }
    const candidate = {
      request: t.instruction.trim(),
      scene: start.scene,
      goal: task.success,
      taskType: `alfred:${demo.task_type}`,
      from: `${file}: trajectory ${demo.task_id}, annotation ${t.source!.annotation ?? 0}`,
      description: plan.stage1.taskDescription,
      source: 'alfred-expert' as const,
    };
    kept.push({ example: exampleOf(candidate, world, code, plan, judged.met, split, 'alfred-expert'), run: judged.run, world });
  }
  return { kept, scene: kept.length > 0 ? { name: start.scene, text } : null, rejected, namedById };
}
