/** Reading a suite file (`suites/<name>.yaml` or any path), checked against the scenes there are. */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { closestNames, orList } from '../../code/index.js';
import { InputError } from '../../errors.js';
import { findProjectRoot, listScenes } from '../../world/index.js';
import { throwIfProblems, validateSource, type SourceProblem } from '../../world/index.js';
import { readYamlSource } from '../../world/index.js';
import { Suite } from './suite.js';

/** The directory of the shipped suites. */
export function suitesDir(root: string = findProjectRoot()): string {
  return join(root, 'suites');
}

/** `paper` → `suites/paper.yaml`; anything with a slash or a `.yaml`/`.yml` ending is a path. */
export function suitePath(ref: string, dir: string = suitesDir()): string {
  const isPath = ref.includes('/') || ref.endsWith('.yaml') || ref.endsWith('.yml');
  const path = isPath ? ref : join(dir, `${ref}.yaml`);
  if (!existsSync(path)) {
    if (isPath) throw new InputError(`suite file ${ref} does not exist`, { file: path });
    const names = suiteNames(dir);
    const close = closestNames(ref, names);
    const hint = close.length > 0 ? `did you mean ${orList(close)}? ` : '';
    throw new InputError(`no suite named '${ref}' (looked for ${path}); ${hint}the suites are ${names.join(', ') || '(none)'}, or give a file path`, { file: path });
  }
  return path;
}

/** The names of the suites in `dir` (`paper` for `paper.yaml`), sorted. */
export function suiteNames(dir: string = suitesDir()): string[] {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.yaml')).map((file) => file.slice(0, -'.yaml'.length)).sort();
  } catch {
    return [];
  }
}

/** A suite and where it lies. */
export interface LoadedSuite {
  suite: Suite;
  /** The suite file. */
  path: string;
  /** The suite's own scenes (`sceneFolder`, resolved), if it has any. */
  sceneFolder?: string | undefined;
}

/**
 * Loads and validates a suite. Every scene a task names must be one of `scenes` (the scene
 * names available) or of the suite's own scene folder; a problem is an InputError at its file and line.
 */
export function loadSuite(ref: string, scenes: readonly string[], dir?: string): Suite {
  return loadSuiteFile(ref, scenes, dir).suite;
}

/** `loadSuite`, also saying where the suite and its own scenes are. */
export function loadSuiteFile(ref: string, scenes: readonly string[], dir?: string): LoadedSuite {
  const path = suitePath(ref, dir);
  const source = readYamlSource(path);
  const suite = validateSource(source, Suite);
  const sceneFolder = suite.sceneFolder === undefined ? undefined : resolve(dirname(path), suite.sceneFolder);
  let own: string[] = [];
  if (sceneFolder !== undefined && !insideAllowed(sceneFolder, dirname(path))) {
    // `experiment` copies every .yaml of the folder into its results: it may not be any folder of the machine.
    throwIfProblems(source, [{ path: ['sceneFolder'], message: `${suite.sceneFolder} is outside the suite's folder and the project's scenes; a suite's scene folder must be inside one of them` }]);
  }
  if (sceneFolder !== undefined) {
    try {
      own = listScenes(sceneFolder);
    } catch {
      throwIfProblems(source, [{ path: ['sceneFolder'], message: `the folder ${suite.sceneFolder} (beside the suite) cannot be read` }]);
    }
  }
  const known = new Set([...scenes, ...own]);
  const problems: SourceProblem[] = [];
  const ids = new Set<string>();
  suite.tasks.forEach((task, t) => {
    if (ids.has(task.id)) problems.push({ path: ['tasks', t, 'id'], message: `task id '${task.id}' is used twice` });
    ids.add(task.id);
    task.scenes.forEach((scene, s) => {
      if (!known.has(scene)) problems.push({ path: ['tasks', t, 'scenes', s], message: `'${scene}' is not a scene of the scenes directory${sceneFolder === undefined ? '' : ' or of the suite\'s scene folder'}` });
    });
  });
  throwIfProblems(source, problems);
  return { suite, path, sceneFolder };
}

/** Whether `folder` (links followed) is inside the suite's folder or the project's scenes. */
function insideAllowed(folder: string, suiteDir: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  const target = real(folder);
  return [suiteDir, join(findProjectRoot(), 'scenes')].some((root) => {
    const rel = relative(real(root), target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}
