/** The ALFRED train fixtures of tests/fixtures/alfred (see its README): paths and parsed trajectories. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readAlfredTrajectory, type AlfredTrajectory } from '../../../src/experiments/alfred/trajectory.js';
import { findProjectRoot } from '../../../src/world/index.js';
import { InputError } from '../../../src/errors.js';

export const FIXTURES = join(findProjectRoot(), 'tests', 'fixtures', 'alfred');
export const TRAIN = join(FIXTURES, 'data', 'json_2.1.0', 'train');
export const SPLIT_FILE = join(FIXTURES, 'data', 'splits', 'oct21.json');
export const COMMIT = '495d2c39ee3db399696a5c58512faf3c8d8f122c';

/** Every fixture trajectory file, by its task folder's task type. */
export function fixtureFiles(): { taskType: string; task: string; path: string }[] {
  return readdirSync(TRAIN).sort().flatMap((task) =>
    readdirSync(join(TRAIN, task)).map((trial) => ({ taskType: task.split('-')[0]!, task, path: join(TRAIN, task, trial, 'traj_data.json') })),
  );
}

/** The fixture of a task type, parsed. */
export function fixture(taskType: string): { path: string; trajectory: AlfredTrajectory } {
  const found = fixtureFiles().find((f) => f.taskType === taskType);
  if (found === undefined) throw new Error(`no fixture of ${taskType}`);
  return { path: found.path, trajectory: readAlfredTrajectory(found.path) };
}

/** The InputError `f` throws (any other error is thrown on; none fails the test). */
export const thrown = (f: () => unknown): InputError => {
  try {
    f();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
};
