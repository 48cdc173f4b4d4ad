/** The task decomposition of stages 1 and 2: its zod schema (type, validation and the JSON schema sent to the LLM). */
import { z } from 'zod';
import { REPLY_LIMITS as L } from './reply-limits.js';

/**
 * The structured output of stages 1 and 2 (schema name `task_decomposition`). This zod schema is
 * the single source of truth for the type, its validation and the JSON schema sent to the LLM.
 */
export const TaskDecomposition = z
  .object({
    taskDescription: z.string().min(1).max(L.taskDescriptionChars).describe('What will be done for the person, in one or two sentences.'),
    subtasks: z.array(z.string().min(1).max(L.subtaskChars)).min(1).max(L.subtasks).describe('Ordered subtasks, each a short imperative sentence.'),
    neededObjects: z.array(z.string().min(1).max(L.objectTypeChars)).max(L.neededObjects).describe('Object types of the scene the plan needs.'),
  })
  .strict();
export type TaskDecomposition = z.infer<typeof TaskDecomposition>;

/** The schema name used in `response_format.json_schema.name`. */
export const taskDecompositionSchemaName = 'task_decomposition';
