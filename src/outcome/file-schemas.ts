/**
 * The schemas of the files an outcome adds to a session folder (`outcome.json`, `steps.jsonl`),
 * so that a folder read back (reports, `runs`) is checked like every other input. Each is held
 * to its type: a field added to Outcome or StepRecord without its schema does not compile.
 */
import { z } from 'zod';
import { OBJECT_STATE_FLAGS } from '../bridge/index.js';
import type { StepRecord } from './observed-client.js';
import type { Outcome } from './outcome.js';

const GoalVerdictSchema = z.object({
  source: z.enum(['task', 'planner']),
  met: z.boolean(),
  alternative: z.string().nullable(),
  alternatives: z.array(z.object({ name: z.string(), met: z.boolean(), conditions: z.array(z.object({ text: z.string(), met: z.boolean(), because: z.array(z.string()).optional() })) })),
});

const ObjectFactsSchema = z.object({
  in: z.string().nullable(),
  heldBy: z.string().nullable(),
  flags: z.array(z.enum(OBJECT_STATE_FLAGS)),
  fillLiquid: z.string().nullable(),
  temperature: z.string().nullable(),
});

export const OutcomeSchema: z.ZodType<Outcome> = z.object({
  scene: z.string(),
  ran: z.boolean(),
  goal: GoalVerdictSchema.nullable(),
  verdict: z.enum(['goal-met', 'goal-not-met', 'not-checked', 'failed']).optional(),
  success: z.boolean(),
  changes: z.array(
    z.object({
      objectId: z.string(),
      name: z.string(),
      type: z.string(),
      kind: z.enum(['changed', 'appeared', 'replaced', 'gone']),
      before: ObjectFactsSchema.nullable(),
      after: ObjectFactsSchema.nullable(),
      into: z.array(z.string()),
      words: z.string(),
    }),
  ),
  unchangedActedOn: z.array(z.object({ objectId: z.string(), name: z.string(), words: z.string() })),
  agents: z.array(z.object({ name: z.string(), holding: z.string().nullable(), holdingName: z.string().nullable() })),
});

export const StepRecordSchema: z.ZodType<StepRecord> = z.object({
  run: z.number().int().positive(),
  time: z.string(),
  agent: z.string(),
  action: z.string(),
  args: z.record(z.string(), z.string()),
  resolved: z.record(z.string(), z.string()),
  success: z.boolean(),
  errorCode: z.string().nullable(),
});
