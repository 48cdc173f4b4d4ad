/** The shape of an experiment suite (suites/*.yaml): its tasks, their instructions, hidden intents and success criteria. */
import { z } from 'zod';
import { Alternative } from './criteria.js';
import { Persona } from './persona.js';

/**
 * Where an imported task's episodes start: the trajectory's own placement of objects (a scene of
 * the suite's scene folder, derived from the dataset), the floorplan's shipped scene, or a scene
 * the importer derived from the floorplan (`derived`, in the scene folder; the note says how).
 */
export const TaskStart = z
  .object({
    from: z.enum(['trajectory', 'floorplan', 'derived']),
    /** The iTHOR floorplan the task was recorded in (or is set in). */
    floorplan: z.string().min(1),
    /** How the start was made, or why the trajectory's own could not be (in words). */
    note: z.string().min(1).optional(),
  })
  .strict();
export type TaskStart = z.infer<typeof TaskStart>;

/** Where an imported task comes from: a file of a public repository at a commit. */
export const TaskSource = z
  .object({
    dataset: z.string().min(1),
    repository: z.string().min(1),
    commit: z.string().min(1),
    file: z.string().min(1),
    /** Which of the file's human annotations the instruction is. */
    annotation: z.number().int().nonnegative().optional(),
  })
  .strict();
export type TaskSource = z.infer<typeof TaskSource>;

/**
 * The right answer to a task is an honest refusal: the room lacks what the request needs, or no
 * robot here can or should do it. An experiment counts a refusal (before any code runs) as right
 * and any run as a failure; a run the planner reports as successful is a false success.
 */
export const ExpectedRefusal = z
  .object({
    /** Why a refusal is right, in words (what the room lacks, or why it must not be done). */
    why: z.string().min(1),
  })
  .strict();
export type ExpectedRefusal = z.infer<typeof ExpectedRefusal>;

/** One task of a suite: an instruction, the scenes it runs on and what counts as success. */
export const SuiteTask = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    instruction: z.string().min(1),
    roomType: z.enum(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']),
    scenes: z.array(z.string().min(1)).min(1),
    /** The simulated user's hidden intent: its answer to a clarifying question (the criteria follow it). */
    intent: z.string().min(1).optional(),
    /** The dataset's kind of task (ALFRED's task type, e.g. pick_heat_then_place_in_recep): reports count success per kind. */
    taskType: z.string().regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and underscores').optional(),
    start: TaskStart.optional(),
    source: TaskSource.optional(),
    /** Who asks (the `preferences` suite): lasting preferences the episode's store may hold, and answers to likely questions. */
    persona: Persona.optional(),
    /**
     * The right answer is an honest refusal (ExpectedRefusal); `success` then says what the request
     * literally asks for, which the simulated user wants, and never makes the episode a success.
     */
    refusal: ExpectedRefusal.optional(),
    success: z.array(Alternative).min(1),
  })
  .strict();
export type SuiteTask = z.infer<typeof SuiteTask>;

export const Suite = z
  .object({
    suite: z.string().min(1),
    description: z.string().optional(),
    /** A folder of scenes of this suite's own (the trajectories' starts), relative to the suite file; they join the shipped scenes. */
    sceneFolder: z.string().min(1).optional(),
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
