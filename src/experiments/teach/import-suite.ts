/**
 * `iteraplan suites import teach`: TEACh's task definitions → a suite of tasks across the iTHOR
 * floorplans where each is possible. Per task: its instances (instances.ts) on every shipped
 * floorplan, each expanded (expand.ts), kept where the floorplan makes it possible (feasible.ts)
 * and its goal (task-goal.ts) does not already hold at the start; then, with a fixed seed, up to
 * `perRoom` of them per task and room type, other instances and floorplans first. A task whose
 * goal only holds because nothing is dirty yet starts from the floorplan with every dirtyable
 * object dirty (as ALFRED's dirty_and_empty starts), a scene of the suite's own. What our goal
 * vocabulary cannot say is left out and said so in the suite's header, per task.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { seededRandom } from '../../allocation/index.js';
import { connectBridge } from '../../bridge/index.js';
import { InputError } from '../../errors.js';
import { displayPath, listScenes, loadCatalogue, loadScene, type Catalogue, type Scene } from '../../world/index.js';
import { renderScene } from '../alfred/scene-yaml.js';
import { evaluateCriteria, type Alternative, type CriteriaState } from '../suites/criteria.js';
import { loadSuite } from '../suites/load-suite.js';
import type { Suite, SuiteTask } from '../suites/suite.js';
import { renderSuite } from '../suites/suite-yaml.js';
import { mergeSceneFolders } from '../suites/suite-scenes.js';
import { pickupableIn } from '../users/dry-run.js';
import type { TypeFacts } from './conditions.js';
import { readTaskDefinitions, type DefinitionFile } from './definition.js';
import { expandTask, type Definitions } from './expand.js';
import { potentialCounts, whyImpossible } from './feasible.js';
import { drawInstances, namedInstances, objectValues, paramRoles, DRAWS_PER_FLOORPLAN } from './instances.js';
import { readObjectClasses } from './object-classes.js';
import { descText, requestText } from './request.js';
import { teachGoal } from './task-goal.js';
import { Untranslatable } from './untranslatable.js';

export interface ImportTeachOptions {
  /** The folder of task definitions (`src/teach/meta_data_files/task_definitions`). */
  definitions: string;
  /** TEACh's object classes (`src/teach/meta_data_files/ai2thor_resources/custom_object_classes.json`). */
  classes: string;
  out: string;
  name?: string | undefined;
  repository: string;
  commit: string;
  /** Recorded file paths are relative to this folder (a clone, or a copy keeping the repository's layout). */
  root?: string | undefined;
  seed: number;
  /** Tasks per TEACh task and room type, at most. */
  perRoom: number;
  /** Only these floorplans (default: every iTHOR floorplan of the scenes). */
  floorplans?: readonly string[] | undefined;
  scenesDir: string;
  env: NodeJS.ProcessEnv;
  command: string;
}


/** The longest goal name a suite takes (its schema's limit). */
const MAX_NAME = 200;
/** A TEACh task left out, or an instance count left out for a reason. */
export interface TeachLeftOut {
  task: string;
  reason: string;
}

export interface ImportTeachResult {
  suiteFile: string;
  sceneFolder: string;
  suite: Suite;
  definitions: number;
  leftOut: TeachLeftOut[];
}

/** One instance on one floorplan, possible and not yet done. */
interface Candidate {
  file: DefinitionFile;
  params: string[];
  floorplan: Scene;
  /** The start scene: the floorplan, or its dirty start. */
  start: string;
  request: string;
  goal: Alternative[];
}

const DIRTY = '-dirty';

/** The floorplan with every dirtyable object dirty; null when it has none. */
function dirtyStart(scene: Scene, catalogue: Catalogue): Scene | null {
  const dirtyable = (type: string) => catalogue.types.get(type)?.properties.includes('dirtyable') ?? false;
  if (!scene.objects.some((o) => dirtyable(o.type) && o.state.isDirty !== true)) return null;
  return { ...scene, scene: `${scene.scene}${DIRTY}`, objects: scene.objects.map((o) => (dirtyable(o.type) ? { ...o, state: { ...o.state, isDirty: true } } : o)) };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** `101__toast.json` → `toast` (the task type). */
function taskType(file: string): string {
  return basename(file, '.json').replace(/^\d+__/, '').toLowerCase().replace(/[^a-z0-9_]+/g, '_');
}

/** Shuffles in place with `random` (Fisher–Yates). */
function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Up to `n` candidates, an instance or floorplan not yet chosen first. */
function choose(candidates: Candidate[], n: number, random: () => number): Candidate[] {
  const pool = shuffle([...candidates], random);
  const chosen: Candidate[] = [];
  const instances = new Map<string, number>();
  const floorplans = new Map<string, number>();
  while (chosen.length < n && pool.length > 0) {
    let best = 0;
    let bestScore = Infinity;
    pool.forEach((c, i) => {
      const score = (instances.get(c.params.join(',')) ?? 0) * 10 + (floorplans.get(c.floorplan.scene) ?? 0);
      if (score < bestScore) [best, bestScore] = [i, score];
    });
    const [c] = pool.splice(best, 1);
    chosen.push(c!);
    instances.set(c!.params.join(','), (instances.get(c!.params.join(',')) ?? 0) + 1);
    floorplans.set(c!.floorplan.scene, (floorplans.get(c!.floorplan.scene) ?? 0) + 1);
  }
  return chosen;
}

/** Imports the definitions as a suite; see the module comment. */
export async function importTeachSuite(options: ImportTeachOptions): Promise<ImportTeachResult> {
  const files = readTaskDefinitions(options.definitions);
  const classes = readObjectClasses(options.classes);
  const definitions: Definitions = new Map(files.map((f) => [f.definition.task_name, f.definition]));
  const root = options.root === undefined ? undefined : resolve(options.root);
  const sourcePath = (path: string) => {
    if (root === undefined) return displayPath(path);
    const rel = relative(root, resolve(path)).split(sep).join('/');
    if (rel.startsWith('..')) throw new InputError(`${path} is not inside --root ${options.root}`, { file: path });
    return rel;
  };
  const catalogue = loadCatalogue(options.scenesDir);
  const known = new Set(catalogue.types.keys());
  const facts: TypeFacts = { known, classes, isReceptacle: (t) => catalogue.types.get(t)?.properties.includes('receptacle') ?? false };
  const floorplans = listScenes(options.scenesDir)
    .filter((s) => /^FloorPlan\d+$/.test(s) && (options.floorplans === undefined || options.floorplans.includes(s)))
    .sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)))
    .map((s) => loadScene(s, catalogue, options.scenesDir));
  const dirty = new Map<string, Scene>();
  for (const scene of floorplans) {
    const d = dirtyStart(scene, catalogue);
    if (d !== null) dirty.set(scene.scene, d);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-teach-'));
  try {
    const own = join(scratch, 'own');
    mkdirSync(own);
    const sceneText = (scene: Scene) =>
      renderScene(scene, catalogue, [
        `${scene.scene} (${scene.roomType}): scenes/${scene.scene.slice(0, -DIRTY.length)}.yaml with every dirtyable object dirty,`,
        'the start of TEACh tasks whose goal would otherwise already hold. Written by iteraplan suites import teach.',
      ]);
    for (const scene of dirty.values()) writeFileSync(join(own, `${scene.scene}.yaml`), sceneText(scene));
    const merged = mergeSceneFolders(options.scenesDir, own, join(scratch, 'all'));
    // Every start is judged on the simulator's own state of it.
    const bridge = await connectBridge({ backend: 'symbolic', scenesDir: merged, env: options.env });
    const starts = new Map<string, CriteriaState>();
    try {
      for (const scene of [...floorplans, ...dirty.values()]) starts.set(scene.scene, await bridge.client.reset(scene.scene));
    } finally {
      await bridge.close();
    }
    const isPickupable = pickupableIn({ catalogue });
    const named = namedInstances(files);
    const random = seededRandom(options.seed);
    const leftOut: TeachLeftOut[] = [];
    const tasks: SuiteTask[] = [];
    const perTask: string[] = [];
    const usedDirty = new Set<string>();
    for (const file of files) {
      const { definition } = file;
      const reasons = new Map<string, number>();
      const note = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      const candidates: Candidate[] = [];
      let roles;
      try {
        roles = paramRoles(definition, definitions);
      } catch (error) {
        if (!(error instanceof Untranslatable)) throw error;
        leftOut.push({ task: definition.task_name, reason: error.reason });
        continue;
      }
      let metAtStart = 0;
      let impossible = 0;
      for (const floorplan of floorplans) {
        const present = potentialCounts(floorplan, catalogue);
        const atStart = new Set(floorplan.objects.map((o) => o.type));
        const objects = (suffixes: readonly string[]) => objectValues(suffixes, atStart, present, known, classes);
        for (const params of drawInstances(definition, roles, named.get(definition.task_name) ?? [], objects, random)) {
          try {
            const expanded = expandTask(definition, params, definitions);
            if (whyImpossible(expanded, floorplan, catalogue, facts) !== null) {
              impossible += 1;
              continue;
            }
            const request = requestText(definition, params, definitions);
            // The goal's name is the request, or its desc where the list makes it longer than a name may be.
            const named = teachGoal(expanded, request, floorplan.objects, facts);
            const goal = named.every((a) => a.name.length <= MAX_NAME) ? named : teachGoal(expanded, descText(definition, params), floorplan.objects, facts);
            let start = floorplan.scene;
            if (evaluateCriteria(goal, starts.get(start)!, isPickupable).met) {
              const d = dirty.get(floorplan.scene);
              if (d === undefined || evaluateCriteria(goal, starts.get(d.scene)!, isPickupable).met) {
                metAtStart += 1;
                continue;
              }
              start = d.scene;
            }
            candidates.push({ file, params, floorplan, start, request, goal });
          } catch (error) {
            if (!(error instanceof Untranslatable)) throw error;
            note(error.reason);
          }
        }
      }
      const chosen = (['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom'] as const).flatMap((room) => choose(candidates.filter((c) => c.floorplan.roomType === room), options.perRoom, random));
      if (chosen.length === 0) {
        const why = reasons.size > 0 ? [...reasons.keys()].join('; ') : `no floorplan makes it possible without its goal holding already (${impossible} instance-floorplan pairs not possible, ${metAtStart} met at the start)`;
        leftOut.push({ task: definition.task_name, reason: why });
        continue;
      }
      for (const [reason, n] of reasons) leftOut.push({ task: definition.task_name, reason: `${n} instance(s) left out: ${reason}` });
      const ids = new Set(tasks.map((t) => t.id));
      for (const c of chosen) {
        const words = c.params.filter((p) => p !== 'on' && p !== 'in' && p !== 'off');
        let id = slug(['teach', taskType(file.file).replace(/_/g, '-'), ...words, c.floorplan.scene].join('-'));
        for (let k = 2; ids.has(id); k++) id = `${id}-${k}`;
        ids.add(id);
        if (c.start !== c.floorplan.scene) usedDirty.add(c.start);
        tasks.push({
          id,
          instruction: c.request,
          roomType: c.floorplan.roomType,
          scenes: [c.start],
          taskType: taskType(file.file),
          start:
            c.start === c.floorplan.scene
              ? { from: 'floorplan', floorplan: c.floorplan.scene }
              : { from: 'derived', floorplan: c.floorplan.scene, note: 'every dirtyable object dirty: at the floorplan as shipped the goal already holds' },
          source: { dataset: 'TEACh', repository: options.repository, commit: options.commit, file: sourcePath(join(options.definitions, file.file)) },
          success: c.goal,
        });
      }
      const rooms = new Map<string, number>();
      for (const c of chosen) rooms.set(c.floorplan.roomType, (rooms.get(c.floorplan.roomType) ?? 0) + 1);
      perTask.push(`  ${definition.task_name} (${file.file}): ${chosen.length} tasks (${[...rooms].map(([r, n]) => `${r} ${n}`).join(', ')}) of ${candidates.length} possible instance-floorplan pairs; ${impossible} pairs not possible there, ${metAtStart} already done at the start`);
    }
    if (tasks.length === 0) throw new InputError(`no task left to write: ${leftOut.map((l) => `${l.task}: ${l.reason}`).slice(0, 5).join('; ')}`);
    const suiteFile = resolve(options.out);
    const stem = basename(suiteFile).replace(/\.ya?ml$/, '');
    const folderName = `${stem}.scenes`;
    const suite: Suite = {
      suite: options.name ?? stem,
      description: `TEACh's task definitions (${files.length} tasks) as goals across the iTHOR floorplans where each is possible, from ${options.repository}.`,
      ...(usedDirty.size > 0 ? { sceneFolder: folderName } : {}),
      tasks,
    };
    const sceneFolder = join(dirname(suiteFile), folderName);
    mkdirSync(dirname(suiteFile), { recursive: true });
    if (usedDirty.size > 0) {
      mkdirSync(sceneFolder, { recursive: true });
      for (const f of readdirSync(sceneFolder)) if (f.endsWith('.yaml')) rmSync(join(sceneFolder, f));
      for (const name of [...usedDirty].sort()) writeFileSync(join(sceneFolder, `${name}.yaml`), sceneText([...dirty.values()].find((s) => s.scene === name)!));
    }
    writeFileSync(suiteFile, renderSuite(suite, suiteHeader(suite, files.length, perTask, leftOut, options)));
    loadSuite(suiteFile, listScenes(options.scenesDir));
    return { suiteFile, sceneFolder, suite, definitions: files.length, leftOut };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function suiteHeader(suite: Suite, definitions: number, perTask: readonly string[], leftOut: readonly TeachLeftOut[], options: ImportTeachOptions): string[] {
  return [
    `${suite.suite}: ${suite.tasks.length} tasks from ${definitions} TEACh task definitions, imported from`,
    `${options.repository} at commit ${options.commit} (code MIT licence; data CDLA-Sharing-1.0) by`,
    `  ${options.command}`,
    "Each task: the definition's desc as the request (parameters put in, type names as words), its own",
    'conditions (components and relations expanded recursively, with TEACh\'s semantics of a/N/all and',
    'a/the) as the goal (docs/teach.md), on one floorplan where the task is possible and not yet done.',
    `The draw: per floorplan, the instances TEACh's definitions name and ${DRAWS_PER_FLOORPLAN} random ones (seed ${options.seed});`,
    `then per task and room type up to ${options.perRoom}, other instances and floorplans first.`,
    'Tasks:',
    ...perTask,
    leftOut.length === 0 ? "Left out: nothing." : "Left out:",
    ...leftOut.map((l) => `  ${l.task}: ${l.reason}`),
    'Regenerate with the command above rather than editing by hand.',
    '',
  ];
}
