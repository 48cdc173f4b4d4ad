/** The shape of an experiment suite (suites/*.yaml): its tasks, their instructions, hidden intents and success criteria. */
import { z } from 'zod';
import { Alternative } from './criteria.js';

/** One task of a suite: an instruction, the scenes it runs on and what counts as success. */
export const SuiteTask = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    instruction: z.string().min(1),
    roomType: z.enum(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']),
    scenes: z.array(z.string().min(1)).min(1),
    /** The simulated user's hidden intent: its answer to a clarifying question (the criteria follow it). */
    intent: z.string().min(1).optional(),
    success: z.array(Alternative).min(1),
  })
  .strict();
export type SuiteTask = z.infer<typeof SuiteTask>;

export const Suite = z
  .object({
    suite: z.string().min(1),
    description: z.string().optional(),
    tasks: z.array(SuiteTask).min(1),
  })
  .strict();
export type Suite = z.infer<typeof Suite>;

/** One episode: a task on one scene. */
export interface Episode {
  id: string;
  task: SuiteTask;
  scene: string;
}

/** Expands a suite into its episodes, in file order. */
export function suiteEpisodes(suite: Suite): Episode[] {
  return suite.tasks.flatMap((task) => task.scenes.map((scene) => ({ id: `${task.id}@${scene}`, task, scene })));
}
