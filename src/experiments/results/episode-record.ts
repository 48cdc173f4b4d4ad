/** The record of one episode (a line of episodes.jsonl): what happened, what it cost, and how each allocator did. */
import { z } from 'zod';
import { EpisodeVariant, sameVariant, DEFAULT_VARIANT, variantLabel } from '../run/variant.js';
import { TeamOutcome } from '../run/team-outcome.js';

/**
 * One line of `episodes.jsonl`: what one episode (a task on a scene, with one model, one repeat)
 * produced. Metrics are pure functions over these records, so a results file can be re-reported
 * without running anything again.
 */

/** How one allocator did on an episode's final program (Tables VII and VIII). */
export const AllocatorOutcome = z
  .object({
    /** Skill calls allocated. */
    calls: z.number().int().nonnegative(),
    /** Calls given the same agent as the rule-based (ground truth) allocation. */
    agreeing: z.number().int().nonnegative(),
    /** The allocated program executed to the end in a fresh world. */
    executed: z.boolean(),
    /** Executed and every call at its best agent: the episode counts for OER. */
    optimal: z.boolean(),
    /** Why the allocator gave no allocation (e.g. an LLM reply that was unusable): the allocation failed. */
    error: z.string().nullable().default(null),
    /** The LLM the LLM allocator asked (absent for the rule-based and random allocators, and in older records). */
    model: z.string().optional(),
  })
  .strict();
export type AllocatorOutcome = z.infer<typeof AllocatorOutcome>;

/** The allocator families of the ablation, as reports name them. */
export const allocatorNames = ['rule-based', 'llm', 'random'] as const;
export type AllocatorName = (typeof allocatorNames)[number];

/** Who judged the code at the approval points: the rule-based simulated user, or an LLM playing the user. */
export const EpisodeUser = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('simulated') }).strict(),
  z
    .object({
      kind: z.literal('llm'),
      model: z.string(),
      /** The user's own LLM calls and tokens (not in the record's `tokens`, which are the planner's). */
      calls: z.number().int().nonnegative(),
      tokens: z.number().int().nonnegative(),
    })
    .strict(),
]);
export type EpisodeUser = z.infer<typeof EpisodeUser>;

export const EpisodeRecord = z
  .object({
    version: z.literal(1),
    suite: z.string(),
    task: z.string(),
    scene: z.string(),
    roomType: z.enum(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']),
    /** The task's kind in its dataset (ALFRED's task type), when the suite gives one. */
    taskType: z.string().optional(),
    /** `offline` for the offline planner, else the LLM's name. */
    model: z.string(),
    /** 1-based repeat number. */
    repeat: z.number().int().positive(),
    instruction: z.string(),
    /** `errored`: the episode did not finish (refused, not understood, bridge died, LLM unreachable; `ending` says which): a failure of the headline, left out of the refinement metrics. */
    status: z.enum(['finished', 'errored']),
    error: z.string().nullable(),
    /** Human refinements until the user approved code it judged right (see `user`); null if never. */
    h: z.number().int().nonnegative().nullable(),
    /** Execution refinements until the approved code executed; null if it never did. */
    e: z.number().int().nonnegative().nullable(),
    humanRefinements: z.number().int().nonnegative(),
    executionRefinements: z.number().int().nonnegative(),
    validationRepairs: z.number().int().nonnegative(),
    /** The task's criteria hold in the final state. */
    success: z.boolean(),
    /**
     * How the episode ended (endings.ts): succeeded, refused-rightly (a refusal where the suite
     * says a refusal is right), failed, refused (the planner declined the request),
     * not-understood (words it could not act on), errored; absent in older records.
     */
    ending: z.enum(['succeeded', 'refused-rightly', 'failed', 'refused', 'not-understood', 'errored']).optional(),
    /** The task's right answer is an honest refusal (the suite's `refusal:`): `success` means the planner refused. */
    refusalExpected: z.boolean().optional(),
    /** The planner reported success: its own approved goal held after the run (a false success when `success` is not). */
    reportedSuccess: z.boolean().optional(),
    /** Goal refinements of the session (code whose dry run missed the planner's goal, sent back to it). */
    goalRefinements: z.number().int().nonnegative().optional(),
    /**
     * `--goal-review`: the user's reviews of the stated goal at the plan step, where the goal the
     * session ran with came from (the planner's, the household's reading the user took, or none:
     * the user refused the plan; null: no plan was reviewed), and its corrections in words.
     */
    goalReview: z
      .object({
        origin: z.enum(['planner', 'household', 'refused']).nullable(),
        corrections: z.number().int().nonnegative(),
        reviews: z.array(z.object({ decision: z.enum(['approve', 'correct', 'edit', 'abort']), why: z.string(), text: z.string().optional() }).strict()),
      })
      .strict()
      .optional(),
    /** The criteria alternative met, if any. */
    alternative: z.string().nullable(),
    /**
     * Goal conditions of the closest alternative met in the final state (src/experiments/suites/goal-conditions.ts);
     * absent in errored records and in records written before it was measured.
     */
    goalConditions: z.object({ alternative: z.string(), met: z.number().int().nonnegative(), total: z.number().int().positive() }).strict().optional(),
    tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number(), calls: z.number() }).strict(),
    wallMs: z.number().nonnegative(),
    /** Atomic actions sent to the simulator by the session (all attempts). */
    actions: z.number().int().nonnegative(),
    /** Rows of the rule-based allocation of the final program. */
    allocation: z.array(z.object({ line: z.number(), call: z.string(), agent: z.string() }).strict()),
    /** Per allocator of the ablation; null when there was no valid program, or the allocator was not run. */
    allocators: z.record(z.enum(allocatorNames), AllocatorOutcome.nullable()),
    sessionDir: z.string().nullable(),
    /** The settings beyond the paper it ran with (src/experiments/run/variant.ts); absent: the default. */
    variant: EpisodeVariant.optional(),
    /** The planner asked a clarifying question. */
    clarified: z.boolean().optional(),
    /** Questions the planner asked in the dialogue before planning (goals proposed not counted); absent in older records. */
    questions: z.number().int().nonnegative().optional(),
    /**
     * A task with a persona (the `preferences` suite): what the executed run did against the
     * persona's lasting preferences, judged from its steps whether or not the store was loaded
     * (run/preference-violations.ts); absent for tasks without a persona.
     */
    preferenceViolations: z.array(z.string()).optional(),
    /** Who judged the code; absent (records written before `--user`): the simulated user. */
    user: EpisodeUser.optional(),
    /** `--team`: each team's schedule and runs on the final program (null: no valid program); absent before teams. */
    teams: z.record(z.string(), TeamOutcome).nullable().optional(),
    /** The simulator that ran it (a replica of `--replicas`, a `--bridge`, a Ray replica); absent in older records. */
    simulator: z.object({ name: z.string(), url: z.string() }).strict().optional(),
  })
  .strict();
export type EpisodeRecord = z.infer<typeof EpisodeRecord>;

/** What identifies an episode run: a rerun skips a record with this key already finished. */
export interface EpisodeKey {
  suite: string;
  task: string;
  scene: string;
  model: string;
  repeat: number;
  variant?: EpisodeVariant | undefined;
}

/** The key as one string, e.g. `paper/hungry@FloorPlan1/offline#1` (plus ` [N=3]` for a variant other than the default). */
export function episodeKey(key: EpisodeKey): string {
  const variant = key.variant === undefined || sameVariant(key.variant, DEFAULT_VARIANT) ? '' : ` [${variantLabel(key.variant)}]`;
  return `${key.suite}/${key.task}@${key.scene}/${key.model}#${key.repeat}${variant}`;
}

/** The room types' short names in the paper's tables. */
export const roomAbbreviations = { Kitchen: 'K', LivingRoom: 'L', Bedroom: 'Bd', Bathroom: 'Bt' } as const;
export type RoomType = keyof typeof roomAbbreviations;
export const roomTypes = Object.keys(roomAbbreviations) as RoomType[];
