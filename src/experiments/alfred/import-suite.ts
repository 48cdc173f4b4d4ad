/**
 * `iteraplan suites import alfred`: trajectory files (or folders of them) → a suite file and the
 * folder of its start scenes beside it. Files can be held to one split of ALFRED's split list
 * before any is read. Each derived scene is loaded as a scene file and on a simulator, where every
 * task's goal is judged at its start: a task whose goal already holds is left out and said so.
 * The suite and its scenes are written only once all is checked (issue 37): staged, read back as
 * a suite, then put in place, so a refusal at any step leaves nothing behind.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { connectBridge } from '../../bridge/index.js';
import { InputError } from '../../errors.js';
import { knowledgeDir, wordScanner } from '../../planning/index.js';
import { displayPath, listScenes, loadCatalogue, loadScene, type Scene } from '../../world/index.js';
import { pickupableIn } from '../users/dry-run.js';
import { loadSuite } from '../suites/load-suite.js';
import type { Suite, SuiteTask } from '../suites/suite.js';
import { renderSuite } from '../suites/suite-yaml.js';
import { mergeSceneFolders } from '../suites/suite-scenes.js';
import { importAlfredTasks, type LeftOut, type TrajectoryInput } from './import-alfred.js';
import { loadAlfredLayouts } from './layouts.js';
import { tasksMetAtStart } from './met-at-start.js';
import { renderScene } from './scene-yaml.js';
import { readAlfredTrajectory } from './trajectory.js';

export interface ImportSuiteOptions {
  /** Trajectory files (`traj_data.json`, `pp/ann_N.json`) or folders holding them. */
  paths: readonly string[];
  /** The suite file to write; its start scenes go to `<stem>.scenes/` beside it. */
  out: string;
  /** The suite's name (default: the file's stem). */
  name?: string | undefined;
  repository: string;
  commit: string;
  /** Recorded file paths are relative to this folder (a clone, or a copy keeping the repository's layout). */
  root?: string | undefined;
  /** Only files of this split of ALFRED's split list (e.g. data/splits/oct21.json, `train`). */
  split?: { file: string; name: string } | undefined;
  /** The shipped scenes. */
  scenesDir: string;
  env: NodeJS.ProcessEnv;
  /** The command line, for the suite's header. */
  command: string;
}

export interface ImportSuiteResult {
  suiteFile: string;
  sceneFolder: string;
  suite: Suite;
  trajectories: number;
  leftOut: LeftOut[];
}

/** `traj_data.json` and `pp/ann_N.json` files of the paths, folders searched, in sorted order. */
export function trajectoryFiles(paths: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'traj_data.json') found.push(path);
    }
  };
  for (const path of paths) {
    if (!existsSync(path)) throw new InputError(`${path}: no such file or folder`, { file: path });
    if (statSync(path).isDirectory()) walk(path);
    else found.push(path);
  }
  if (found.length === 0) throw new InputError(`no traj_data.json under ${paths.join(', ')}`);
  return [...new Set(found.map((f) => resolve(f)))];
}

/** `<task>/<trial>` of a trajectory file: the folders above `traj_data.json`, or above `pp/`. */
export function trialKey(path: string): string {
  const parts = resolve(path).split(sep);
  const up = parts.at(-2) === 'pp' ? 3 : 2;
  return parts.slice(-up - 1, -up + 1).join('/');
}

/** Refuses, before reading any, every file that is not of `split.name` in the split list. */
function holdToSplit(files: readonly string[], split: { file: string; name: string }): void {
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(split.file, 'utf8'));
  } catch (cause) {
    throw new InputError(`${split.file}: cannot read the split list (${(cause as Error).message})`, { file: split.file, cause });
  }
  const entries = (list as Record<string, unknown>)[split.name];
  if (!Array.isArray(entries)) throw new InputError(`${split.file}: has no split '${split.name}' (it has ${Object.keys(list as object).join(', ')})`, { file: split.file });
  const allowed = new Set(entries.map((e) => String((e as { task?: unknown }).task)));
  const outside = files.filter((f) => !allowed.has(trialKey(f)));
  if (outside.length > 0) {
    throw new InputError(`${outside.length} file(s) are not of the ${split.name} split of ${split.file}, e.g. ${displayPath(outside[0]!)} (${trialKey(outside[0]!)}); nothing was read`, { file: outside[0]! });
  }
}

/** Imports the trajectories as a suite; see the module comment. */
export async function importAlfredSuite(options: ImportSuiteOptions): Promise<ImportSuiteResult> {
  const files = trajectoryFiles(options.paths);
  if (options.split !== undefined) holdToSplit(files, options.split);
  const root = options.root === undefined ? undefined : resolve(options.root);
  const inputs: TrajectoryInput[] = files.map((path) => {
    const file = root === undefined ? displayPath(path) : relative(root, path).split(sep).join('/');
    if (root !== undefined && file.startsWith('..')) throw new InputError(`${path} is not inside --root ${options.root}`, { file: path });
    return { trajectory: readAlfredTrajectory(path), file, source: { dataset: 'ALFRED', repository: options.repository, commit: options.commit, file } };
  });
  const catalogue = loadCatalogue(options.scenesDir);
  const shipped = new Set(listScenes(options.scenesDir));
  const floorplans = new Map<string, Scene>();
  const floorplan = (name: string) => {
    if (!shipped.has(name)) return undefined;
    if (!floorplans.has(name)) floorplans.set(name, loadScene(name, catalogue, options.scenesDir));
    return floorplans.get(name);
  };
  const layouts = loadAlfredLayouts();
  const imported = importAlfredTasks(inputs, { catalogue, floorplan, layouts, scan: wordScanner(knowledgeDir(), catalogue) });
  const suiteFile = resolve(options.out);
  const stem = basename(suiteFile).replace(/\.ya?ml$/, '');
  const name = options.name ?? stem;
  const folderName = `${stem}.scenes`;
  const sceneText = (scene: Scene) => {
    const task = imported.tasks.find((t) => t.scenes.includes(scene.scene))!;
    return renderScene(scene, catalogue, [
      `${scene.scene} (${scene.roomType}): where ALFRED's trajectory ${task.source!.file} starts,`,
      `from ${task.source!.repository} at commit ${task.source!.commit} (MIT licence). Written by iteraplan suites import alfred:`,
      `the pickupable objects of scene.object_poses, each in the furniture its position lies in or on`,
      `(src/experiments/alfred/placement.ts), then scene.object_toggles and scene.dirty_and_empty; the furniture,`,
      `appliances and fixtures are scenes/${task.start!.floorplan}.yaml's. ${task.start!.note}.`,
    ]);
  };
  // The derived scenes are checked as scene files and then on a simulator, in a scratch folder.
  const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-alfred-'));
  try {
    const own = join(scratch, 'own');
    mkdirSync(own);
    for (const scene of imported.scenes.values()) writeFileSync(join(own, `${scene.scene}.yaml`), sceneText(scene));
    const merged = mergeSceneFolders(options.scenesDir, own, join(scratch, 'all'));
    for (const scene of imported.scenes.keys()) loadScene(scene, catalogue, merged);
    const bridge = await connectBridge({ backend: 'symbolic', scenesDir: merged, env: options.env });
    let met;
    try {
      met = await tasksMetAtStart(imported.tasks, bridge.client, pickupableIn({ catalogue }));
    } finally {
      await bridge.close();
    }
    const metIds = new Set(met.map((m) => m.task.id));
    const leftOut = [
      ...imported.leftOut,
      ...met.map((m): LeftOut => ({ file: m.task.source!.file, annotation: m.task.source!.annotation ?? null, task: m.task.id, reason: `its goal already holds at the start of ${m.scene} (${m.alternative})` })),
    ];
    const tasks = imported.tasks.filter((t) => !metIds.has(t.id));
    if (tasks.length === 0) throw new InputError(`no task left to write: ${leftOut.map((l) => `${l.task ?? l.file}: ${l.reason}`).slice(0, 5).join('; ')}`);
    const used = new Set(tasks.flatMap((t) => t.scenes));
    const suite: Suite = {
      suite: name,
      description: `ALFRED tasks (${new Set(tasks.map((t) => t.taskType)).size} task types) imported from ${inputs.length} trajectories of ${options.repository}.`,
      ...(imported.scenes.size > 0 ? { sceneFolder: folderName } : {}),
      tasks,
    };
    const sceneFolder = join(dirname(suiteFile), folderName);
    refuseLinkedFolder(sceneFolder);
    // Written first in the scratch folder, the suite beside its scenes as it will be, and read
    // back there as a suite against the scenes it names: only what passes is put in place, so a
    // failing check leaves no suite and no scenes behind, and the old ones as they were.
    const staged = join(scratch, 'suite');
    mkdirSync(join(staged, folderName), { recursive: true });
    const scenes = [...imported.scenes.values()].filter((scene) => used.has(scene.scene)).map((scene) => ({ file: `${scene.scene}.yaml`, text: sceneText(scene) }));
    for (const { file, text } of scenes) writeFileSync(join(staged, folderName, file), text);
    const stagedSuite = join(staged, basename(suiteFile));
    writeFileSync(stagedSuite, renderSuite(suite, suiteHeader(suite, inputs.length, leftOut, options)));
    readsBack(stagedSuite, suiteFile, listScenes(options.scenesDir));
    putInPlace(stagedSuite, suiteFile, suite.sceneFolder !== undefined ? { from: join(staged, folderName), to: sceneFolder } : null);
    return { suiteFile, sceneFolder, suite, trajectories: inputs.length, leftOut };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The staged suite read back as a suite; refused, named by the file it would have been. */
function readsBack(stagedSuite: string, suiteFile: string, scenes: readonly string[]): void {
  try {
    loadSuite(stagedSuite, scenes);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(`${error.message.replaceAll(stagedSuite, displayPath(suiteFile))} (the suite does not read back: nothing was written)`, { file: suiteFile, ...(error.line === undefined ? {} : { line: error.line }), cause: error });
  }
}

/** The suite's scene folder, where it is already there, must be a folder of its own: a link would send the scenes (and their removal) elsewhere. */
function refuseLinkedFolder(folder: string): void {
  let stat;
  try {
    stat = lstatSync(folder);
  } catch {
    return;
  }
  if (stat.isSymbolicLink() || !stat.isDirectory()) {
    throw new InputError(`${displayPath(folder)}: the suite's scene folder is ${stat.isSymbolicLink() ? 'a link' : 'not a folder'}; it must be a folder of its own beside the suite (nothing was written)`, { file: folder });
  }
}

/**
 * Puts a checked suite in place: the scene folder's old scenes (.yaml) give way to the new ones,
 * then the suite file is written beside its final name and renamed over it, so a reader sees the
 * old suite or the new, never half of one.
 */
function putInPlace(stagedSuite: string, suiteFile: string, scenes: { from: string; to: string } | null): void {
  mkdirSync(dirname(suiteFile), { recursive: true });
  if (scenes !== null) {
    mkdirSync(scenes.to, { recursive: true });
    for (const file of readdirSync(scenes.to)) if (file.endsWith('.yaml')) rmSync(join(scenes.to, file));
    for (const file of readdirSync(scenes.from)) copyFileSync(join(scenes.from, file), join(scenes.to, file));
  }
  const temporary = join(dirname(suiteFile), `.${basename(suiteFile)}.${process.pid}.tmp`);
  try {
    copyFileSync(stagedSuite, temporary);
    renameSync(temporary, suiteFile);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function suiteHeader(suite: Suite, trajectories: number, leftOut: readonly LeftOut[], options: ImportSuiteOptions): string[] {
  const byType = new Map<string, number>();
  for (const task of suite.tasks) byType.set(task.taskType ?? '', (byType.get(task.taskType ?? '') ?? 0) + 1);
  const starts = suite.tasks.filter((t: SuiteTask) => t.start?.from === 'trajectory').length;
  return [
    `${suite.suite}: ${suite.tasks.length} tasks, one per human annotation of ${trajectories} ALFRED trajectories,`,
    `imported from ${options.repository} at commit ${options.commit} (MIT licence) by`,
    `  ${options.command}`,
    'Each task: the annotation\'s task_desc verbatim, the goal from its task type and pddl_params',
    '(docs/goals.md, "ALFRED\'s task types"), where it starts (start.from: trajectory, a scene of the',
    'sceneFolder derived from scene.object_poses; floorplan, the shipped scene), and its source file.',
    `Tasks per type: ${[...byType].map(([type, n]) => `${type} ${n}`).join(', ')}.`,
    `Starts: ${starts} from the trajectory's own placement, ${suite.tasks.length - starts} from the floorplan's scene.`,
    `Left out: ${leftOut.length}${leftOut.length === 0 ? '.' : ' (docs/alfred.md, "Left out"):'}`,
    ...leftOut.map((l) => `  ${l.task ?? l.file}: ${l.reason}`),
    'Regenerate with the command above rather than editing by hand.',
    '',
  ];
}
