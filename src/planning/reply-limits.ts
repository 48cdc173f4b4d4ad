/**
 * Bounds on the free text an LLM returns that later prompts carry (the clarifying question, the
 * task description, the subtasks): without them a small model's 1,500-character question is
 * copied into every later prompt and crowds out the plan. The zod schemas enforce them on the
 * reply and send them as `maxLength`/`maxItems` (see src/llm/response-format.ts for which
 * servers get the string lengths); a reply over a bound is asked for again with the error.
 */
export const REPLY_LIMITS = {
  /** Characters of the clarifying question. */
  questionChars: 300,
  /** Likely answers offered with the question, and characters of each. */
  options: 5,
  optionChars: 80,
  /** Characters of a task description. */
  taskDescriptionChars: 400,
  /** Subtasks of a plan, and characters of each. */
  subtasks: 20,
  subtaskChars: 200,
  /** Needed object types of a plan, and characters of each (a type name). */
  neededObjects: 40,
  objectTypeChars: 64,
} as const;
