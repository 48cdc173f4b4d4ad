/** The task decomposition of stages 1 and 2: its zod schema (type, validation and the JSON schema sent to the LLM). */
import { z } from 'zod';
import { Goal, goalFromReply, goalReplySchema } from '../goals/index.js';
import { REPLY_LIMITS as L } from './reply-limits.js';

/** The most object types an LLM's plan may say it needs (a task in one room uses a handful; REPLY_LIMITS bounds any plan). */
export const MAX_NEEDED_OBJECTS = 12;

/** The most subtasks an LLM's plan may have (a small model otherwise keeps adding "Add salt to the toast"). */
export const MAX_SUBTASKS = 8;

/**
 * The structured output of stages 1 and 2 (schema name `task_decomposition`). This zod schema is
 * the single source of truth for the type, its validation and the JSON schema sent to the LLM.
 */
export const TaskDecomposition = z
  .object({
    taskDescription: z.string().min(1).max(L.taskDescriptionChars).describe('What will be done for the person, in one or two sentences.'),
    subtasks: z.array(z.string().min(1).max(L.subtaskChars)).min(1).max(L.subtasks).describe('Ordered subtasks, each a short imperative sentence.'),
    neededObjects: z.array(z.string().min(1).max(L.objectTypeChars)).max(L.neededObjects).describe('Object types of the scene the plan needs.'),
    /** What "done" means for the request (docs/goals.md), stated with the stage-2 plan; absent when the planner states none. */
    goal: Goal.optional(),
    /** The words of the request the goal rests on, as the household reader read them (docs/offline-planner.md); absent when none. */
    reading: z
      .object({
        words: z.array(z.string().min(1)).describe('the words (phrases) of the request the goal is read from'),
        says: z.string().min(1).describe('the reading in a sentence, for the person'),
        leftOut: z
          .array(
            z
              .object({
                words: z.string().min(1).describe('the words that said a need the room cannot serve'),
                asks: z.string().min(1).describe('what that need asks for'),
                why: z.string().min(1).describe('why this room cannot give it: what is missing'),
              })
              .strict(),
          )
          .optional()
          .describe('needs said beside the request that the goal leaves out, because this room cannot serve them'),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TaskDecomposition = z.infer<typeof TaskDecomposition>;

/**
 * What an LLM is asked for in stages 1 and 2 in one room: the same, with the needed objects
 * bounded (a small model otherwise copies the whole room there, and stage 2 then lists every
 * object's facts) and each one of the room's types (so a server that enforces the schema cannot
 * invent 'Protein' or 'CoffeeGrounds').
 */
export function taskDecompositionReply(roomTypes: readonly string[]) {
  const names = [...new Set(roomTypes)].sort();
  const type = names.length > 0 ? z.enum(names as [string, ...string[]]) : z.string().min(1);
  return TaskDecomposition.omit({ goal: true, reading: true }).extend({
    subtasks: z.array(z.string().min(1).max(L.subtaskChars)).min(1).max(MAX_SUBTASKS).describe('Ordered subtasks, each a short imperative sentence.'),
    neededObjects: z.array(type).max(MAX_NEEDED_OBJECTS).describe('The few object types of the room the plan uses.'),
  }).strict();
}

/** The schema name used in `response_format.json_schema.name`. */
export const taskDecompositionSchemaName = 'task_decomposition';

/**
 * What an LLM is asked for in stage 2: the plan, and the goal it serves in the goal vocabulary
 * (its strict form, goals/goal-reply.ts), each type one of the room's. Stated here, before any
 * code, so that the person approves it and every code version is checked against it.
 */
export function statedPlanReply(roomTypes: readonly string[]) {
  return taskDecompositionReply(roomTypes)
    .extend({ goal: goalReplySchema(roomTypes).describe('what must hold at the end for the request to be done (any one alternative suffices)') })
    .strict();
}

/** The stage-2 plan of a reply, its goal in the goal vocabulary. */
export function planFromReply(reply: z.infer<ReturnType<typeof statedPlanReply>>): TaskDecomposition {
  const { goal, ...plan } = reply;
  return { ...plan, goal: goalFromReply(goal) };
}

/** The schema name of the stage-2 reply. */
export const statedPlanSchemaName = 'stated_plan';
