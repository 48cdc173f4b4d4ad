/**
 * The goal of a suite's task, as an experiment's episode names it (its `suite` and `task`): read
 * from the project's suites (suites/<suite>.yaml), each suite loaded once. Targeted augmentation
 * reads a failure's kind from it where the request's words say none (goal-task-types.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSuite, type Suite } from '../experiments/index.js';
import type { Alternative } from '../goals/index.js';

/** The goal of a task of a suite; undefined when there is no such suite in the folder, or no such task in it. */
export type TaskGoals = (suite: string, task: string) => readonly Alternative[] | undefined;

/**
 * The task goals of the suites in `dir` whose scenes are among `scenes` (a suite's own scene
 * folder besides). A suite given to the experiment by path, not in `dir`, is not found.
 * @throws InputError when a suite file of `dir` does not check (naming its file and line)
 */
export function suiteTaskGoals(dir: string, scenes: readonly string[]): TaskGoals {
  const loaded = new Map<string, Suite | null>();
  const suite = (name: string): Suite | null => {
    if (!loaded.has(name)) {
      // A name from a results file, not a path: nothing outside the folder is read.
      const file = join(dir, `${name}.yaml`);
      loaded.set(name, /^[\w.-]+$/.test(name) && !name.startsWith('.') && existsSync(file) ? loadSuite(file, scenes) : null);
    }
    return loaded.get(name)!;
  };
  return (name, task) => suite(name)?.tasks.find((t) => t.id === task)?.success;
}
