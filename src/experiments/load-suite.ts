/** Reading a suite file (`suites/<name>.yaml` or any path), checked against the scenes there are. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import { throwIfProblems, validateSource, type SourceProblem } from '../world/index.js';
import { readYamlSource } from '../world/index.js';
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
    throw new InputError(isPath ? `suite file ${ref} does not exist` : `no suite named '${ref}' (looked for ${path}); give a name in suites/ or a file path`, { file: path });
  }
  return path;
}

/**
 * Loads and validates a suite. Every scene a task names must be one of `scenes` (the scene
 * names available); a problem is an InputError at its file and line.
 */
export function loadSuite(ref: string, scenes: readonly string[], dir?: string): Suite {
  const source = readYamlSource(suitePath(ref, dir));
  const suite = validateSource(source, Suite);
  const known = new Set(scenes);
  const problems: SourceProblem[] = [];
  const ids = new Set<string>();
  suite.tasks.forEach((task, t) => {
    if (ids.has(task.id)) problems.push({ path: ['tasks', t, 'id'], message: `task id '${task.id}' is used twice` });
    ids.add(task.id);
    task.scenes.forEach((scene, s) => {
      if (!known.has(scene)) problems.push({ path: ['tasks', t, 'scenes', s], message: `'${scene}' is not a scene of the scenes directory` });
    });
  });
  throwIfProblems(source, problems);
  return suite;
}
