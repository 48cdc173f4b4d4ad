/**
 * Tasks whose goal already holds where they start ask for nothing: on a simulator, each task's
 * start scene is reset and its goal judged on that state (with no steps, nothing "was" yet).
 */
import type { ExecutionClient } from '../../execution/index.js';
import { evaluateCriteria, type IsPickupable } from '../suites/criteria.js';
import type { SuiteTask } from '../suites/suite.js';

/** The tasks whose goal holds at the start of a scene of theirs, with the alternative that holds. */
export async function tasksMetAtStart(tasks: readonly SuiteTask[], client: Pick<ExecutionClient, 'reset'>, isPickupable: IsPickupable): Promise<{ task: SuiteTask; scene: string; alternative: string }[]> {
  const met: { task: SuiteTask; scene: string; alternative: string }[] = [];
  for (const task of tasks) {
    for (const scene of task.scenes) {
      const verdict = evaluateCriteria(task.success, await client.reset(scene), isPickupable);
      if (verdict.met) {
        met.push({ task, scene, alternative: verdict.alternative ?? '' });
        break;
      }
    }
  }
  return met;
}
