import { z } from 'zod';
import { LlmCallRecordSchema } from '../llm/index.js';
import { TaskDecomposition } from '../planning/index.js';
import { Alternative } from '../goals/index.js';

/**
 * The events of a session transcript (`transcript.jsonl`, one JSON object a line). The schema is
 * the single source of truth for what a session records and what `--resume` reads back.
 */

const base = { time: z.string() };

/** Where a code version came from. */
export const CodeOrigin = z.enum([
  'generated',
  'validation-repair',
  'human-refinement',
  'execution-refinement',
  'edit',
  'regenerate',
  'resume',
  /** `--refine-from current`: the executed prefix joined with the remaining steps that succeeded. */
  'combined',
  /** Best-of-N: another candidate the person picked instead of the proposed one. */
  'candidate',
]);
export type CodeOrigin = z.infer<typeof CodeOrigin>;

export const SessionEvent = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('start'),
    instruction: z.string(),
    scene: z.string(),
    planner: z.string(),
    model: z.string().nullable(),
    options: z.record(z.string(), z.unknown()),
  }),
  z.object({ ...base, type: z.literal('llm-call'), call: LlmCallRecordSchema }),
  z.object({ ...base, type: z.literal('clarify'), question: z.string(), answer: z.string() }),
  /** The instruction came from speech (`--voice`/`--audio`); `audioFile` is the copy in the session directory. */
  z.object({
    ...base,
    type: z.literal('voice'),
    source: z.enum(['microphone', 'file']),
    audioFile: z.string(),
    originalFile: z.string().nullable(),
    transcript: z.string(),
    instruction: z.string(),
    edited: z.boolean(),
    model: z.string(),
  }),
  z.object({
    ...base,
    type: z.literal('decomposition'),
    stage: z.union([z.literal(1), z.literal(2)]),
    result: TaskDecomposition,
    promptTokens: z.number().int().nonnegative().nullable(),
    missingObjects: z.array(z.string()).default([]),
  }),
  z.object({ ...base, type: z.literal('code'), version: z.number().int().positive(), origin: CodeOrigin, file: z.string(), code: z.string() }),
  z.object({
    ...base,
    type: z.literal('validation'),
    version: z.number().int().positive(),
    errors: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })),
  }),
  z.object({
    ...base,
    type: z.literal('decision'),
    version: z.number().int().positive(),
    decision: z.enum(['approve', 'feedback', 'edit', 'regenerate', 'abort', 'refine', 'stop', 'pick']),
    text: z.string().optional(),
  }),
  z.object({
    ...base,
    type: z.literal('execution'),
    version: z.number().int().positive(),
    attempt: z.number().int().nonnegative(),
    allocated: z.boolean(),
    success: z.boolean(),
    actions: z.number().int().nonnegative(),
    report: z.record(z.string(), z.unknown()).nullable(),
  }),
  /** The planner could not act on feedback as worded: no new code; the person is asked again (and --resume does not retry it). */
  z.object({ ...base, type: z.literal('feedback-not-understood'), version: z.number().int().positive(), text: z.string(), reason: z.string() }),
  /** Best-of-N: every candidate of a code version, its rank and why (src/session/candidates.ts). */
  z.object({
    ...base,
    type: z.literal('candidates'),
    version: z.number().int().positive(),
    chosen: z.number().int().positive(),
    candidates: z.array(
      z.object({
        index: z.number().int().positive(),
        file: z.string(),
        rank: z.number().int().positive(),
        valid: z.boolean(),
        executes: z.boolean(),
        meetsCriteria: z.boolean().nullable(),
        actions: z.number().int().nonnegative().nullable(),
        repairs: z.number().int().nonnegative(),
        reasons: z.array(z.string()),
      }),
    ),
  }),
  /** `--refine-from current`: the calls that had run when code `version` failed; the next version continues after them. */
  z.object({ ...base, type: z.literal('continuation'), version: z.number().int().positive(), executed: z.array(z.string()) }),
  z.object({ ...base, type: z.literal('allocation'), rows: z.array(z.record(z.string(), z.unknown())), file: z.string() }),
  /** The person's answer to the stage-2 plan before code generation: a correction's text, or an edit's plan. */
  z.object({
    ...base,
    type: z.literal('plan-review'),
    decision: z.enum(['approve', 'correct', 'edit', 'abort']),
    text: z.string().optional(),
  }),
  /**
   * What "done" means for this request, as success criteria over the final state: stated by the
   * planner with the stage-2 plan and approved by the person, or the task's own (experiments).
   */
  z.object({ ...base, type: z.literal('goal'), source: z.enum(['planner', 'task']), alternatives: z.array(Alternative).min(1) }),
  z.object({ ...base, type: z.literal('end'), success: z.boolean(), reason: z.string(), result: z.record(z.string(), z.unknown()) }),
]);
export type SessionEvent = z.infer<typeof SessionEvent>;

/** An event before the time stamp is added. */
export type SessionEventInput = SessionEvent extends infer E ? (E extends SessionEvent ? Omit<E, 'time'> : never) : never;
