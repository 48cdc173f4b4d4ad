/**
 * `--goal FILE|SESSION`: the goal a run is judged by. A YAML or JSON file holding a goal in the
 * goal vocabulary (docs/goals.md), or a session folder, whose approved goal is taken. Code run
 * from a session's own folder (`runs/<id>/code-v2.py`) is judged by that session's goal.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { Goal, goalTypeNames } from '../goals/index.js';
import type { Goal as OutcomeGoal } from '../outcome/index.js';
import { readSessionRecord } from '../report/index.js';
import { SESSION_FILES } from '../session/index.js';
import { guardFs } from '../fs-errors.js';
import { readRegularFile } from '../regular-files.js';
import { parseYamlSource, validateSource, type World } from '../world/index.js';

/** Where a goal came from, in words for the person. */
export interface LoadedGoal {
  goal: OutcomeGoal;
  from: string;
}

/** The goal of `--goal`, or of the session folder the code file is in; null when there is none. */
export function loadGoal(option: string | undefined, codeFile: string, world: World): LoadedGoal | null {
  if (option !== undefined) {
    if (!existsSync(option)) throw new InputError(`--goal ${option}: no such file or session folder`);
    const loaded = statSync(option).isDirectory() ? sessionGoal(option) : fileGoal(option);
    if (loaded === null) throw new InputError(`--goal ${option}: the session has no goal (none was stated and approved)`);
    checkTypes(loaded, world);
    return loaded;
  }
  const folder = dirname(codeFile);
  if (!existsSync(join(folder, SESSION_FILES.transcript))) return null;
  const loaded = sessionGoal(folder);
  if (loaded !== null) checkTypes(loaded, world);
  return loaded;
}

function sessionGoal(folder: string): LoadedGoal | null {
  const goal = readSessionRecord(folder).goal;
  return goal === null ? null : { goal, from: `the goal of the session ${folder}` };
}

function fileGoal(file: string): LoadedGoal {
  // Bounded, and a regular file only: a pipe would wait, a huge file take minutes to parse.
  const bytes = guardFs('cannot read the goal', file, () => readRegularFile(file, 'goalFileBytes'));
  if (bytes === undefined) throw new InputError(`--goal ${file}: no such file or session folder`);
  const source = parseYamlSource(bytes.toString('utf8'), file);
  return { goal: { source: 'planner', alternatives: validateSource(source, Goal) }, from: `the goal in ${source.file}` };
}

/** A goal naming a type the catalogue does not have cannot hold: refused, naming it. */
function checkTypes(loaded: LoadedGoal, world: World): void {
  const unknown = goalTypeNames(loaded.goal.alternatives).filter((name) => !world.catalogue.types.has(name));
  if (unknown.length > 0) throw new InputError(`${loaded.from} names ${unknown.map((n) => `'${n}'`).join(', ')}, which the object catalogue does not have`);
}
