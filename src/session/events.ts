/**
 * The events of a session transcript (`transcript.jsonl`, one JSON object a line). Each event's
 * schema is its type and its validation: what a session records is what `--resume`, the state
 * machine (state.ts) and `export` read back, with nothing untyped in between.
 */
import { z } from 'zod';
import { AllocationFigures, AllocationRowSchema } from '../allocation/index.js';
import { ErrorReportSchema } from '../execution/index.js';
import { LlmCallRecordSchema, LlmFailedAttemptSchema, StructuredModeNoteSchema } from '../llm/index.js';
import { DroppedAlternative, TaskDecomposition } from '../planning/index.js';
import { Alternative } from '../goals/index.js';
import { CodeOrigin } from './code-origin.js';
import { DialogueAnswerKind, DialogueTurnKind } from './dialogue-kinds.js';
import { Preference, PreferenceRule } from '../preferences/index.js';
import { PlanResultSchema } from './plan-result.js';
import { SessionOptions } from './settings.js';

export { CodeOrigin } from './code-origin.js';

const base = { time: z.string() };

/**
 * The decisions a person (or a stand-in) records: at approval (`pick`: best-of-N, another
 * candidate of the version taken instead of the proposed one), and about an execution failure.
 */
export const DecisionKind = z.enum(['approve', 'feedback', 'edit', 'regenerate', 'abort', 'refine', 'stop', 'pick']);
export type DecisionKind = z.infer<typeof DecisionKind>;

export const SessionEvent = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('start'),
    instruction: z.string(),
    scene: z.string(),
    planner: z.string(),
    /** A replay (`planner: replay`): the planner it plans as, the replayed session's (`openai`, `combined`); absent in replays before it (they planned as `openai`). */
    plansAs: z.enum(['openai', 'combined']).optional(),
    model: z.string().nullable(),
    options: SessionOptions,
  }),
  z.object({ ...base, type: z.literal('llm-call'), call: LlmCallRecordSchema }),
  /** An LLM request attempt that gave no usable reply (timeout, HTTP error, cut connection...), retried or not. */
  z.object({ ...base, type: z.literal('llm-attempt-failed'), attempt: LlmFailedAttemptSchema }),
  /** How structured replies are asked for on this endpoint, and which stronger modes it refused. */
  z.object({ ...base, type: z.literal('llm-structured-mode'), note: StructuredModeNoteSchema }),
  /** The clarifying question was not asked: the planner's reply was unusable. */
  z.object({ ...base, type: z.literal('clarify-skipped'), reason: z.string() }),
  z.object({ ...base, type: z.literal('clarify'), question: z.string(), answer: z.string() }),
  /**
   * A turn of the dialogue before planning (session/dialogue.ts): the planner asks a question with
   * a few likely answers (`ask`), or proposes the goal in words for the person to accept (`propose`).
   */
  z.object({ ...base, type: z.literal('dialogue-question'), turn: z.number().int().positive(), kind: DialogueTurnKind, question: z.string(), options: z.array(z.string()), optional: z.boolean().optional() }),
  /** The person's answer to turn `turn`, and what it was: words, an offered answer, "you decide", "stop asking", or the proposal accepted. */
  z.object({ ...base, type: z.literal('dialogue-answer'), turn: z.number().int().positive(), answer: z.string(), kind: DialogueAnswerKind }),
  /** The planner found the request clear enough to plan: no more questions. */
  z.object({ ...base, type: z.literal('dialogue-end'), reason: z.literal('clear') }),
  /** The person's lasting preferences that hold in this room (docs/preferences.md), as they stood when the session started. */
  z.object({ ...base, type: z.literal('preferences'), person: z.string(), applied: z.array(Preference) }),
  /** Feedback that read as a lasting preference: whether the person kept it ("Remember this for next time?"), and as which statement. */
  z.object({ ...base, type: z.literal('preference-offer'), text: z.string(), rule: PreferenceRule.nullable(), kept: z.boolean(), preference: Preference.optional() }),
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
  /**
   * `fix`: a change IteraPlan made itself instead of asking the planner, and `fixBy` what made it:
   * a failure's known fix (`--auto-fix`; absent in transcripts before `fixBy`) or a program the
   * offline search found toward the approved goal (`--search-fix`).
   */
  z.object({
    ...base,
    type: z.literal('code'),
    version: z.number().int().positive(),
    origin: CodeOrigin,
    file: z.string(),
    code: z.string(),
    fix: z.string().optional(),
    fixBy: z.enum(['known-fix', 'search']).optional(),
  }),
  /**
   * A reply gave back the program of `version`, already tried: it was asked for again, saying so
   * (`stuck` false), or it did so again and the planner counts as stuck (`stuck` true).
   */
  z.object({ ...base, type: z.literal('repeat'), origin: CodeOrigin, version: z.number().int().positive(), stuck: z.boolean() }),
  z.object({
    ...base,
    type: z.literal('validation'),
    version: z.number().int().positive(),
    errors: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })),
  }),
  /** `text`: the feedback, the edited or picked code, or why an abort was not the person's own choice. */
  z.object({ ...base, type: z.literal('decision'), version: z.number().int().positive(), decision: DecisionKind, text: z.string().optional() }),
  z.object({
    ...base,
    type: z.literal('execution'),
    version: z.number().int().positive(),
    attempt: z.number().int().nonnegative(),
    allocated: z.boolean(),
    success: z.boolean(),
    actions: z.number().int().nonnegative(),
    /** Skill calls completed before the failure (absent in transcripts older than it). */
    steps: z.number().int().nonnegative().optional(),
    report: ErrorReportSchema.nullable(),
    /** The allocated plan ran with every agent at once (docs/teams.md); its makespan in seconds and its timeline's files. */
    concurrent: z.boolean().optional(),
    makespan: z.number().nonnegative().optional(),
    timeline: z.object({ svg: z.string(), png: z.string().nullable() }).optional(),
  }),
  /** The planner could not act on feedback as worded: no new code; the person is asked again (and --resume does not retry it). */
  z.object({ ...base, type: z.literal('feedback-not-understood'), version: z.number().int().positive(), text: z.string(), reason: z.string() }),
  /**
   * A correction understood that asks for nothing the plan (`step` plan, with no version) or the
   * code (`step` code, of `version`) does not do already: nothing changed, and the person goes on.
   */
  z.object({ ...base, type: z.literal('correction-unchanged'), step: z.enum(['plan', 'code']), version: z.number().int().positive().optional(), text: z.string(), reason: z.string() }),
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
  /**
   * A round whose reply held no usable program even after it was asked again (an empty block,
   * prose, code that calls no skill): no version is made, code `version` stays the base.
   */
  z.object({ ...base, type: z.literal('unusable-reply'), version: z.number().int().nonnegative(), round: CodeOrigin, reason: z.string() }),
  /** `--refine-from current`: the calls that had run when code `version` failed; the next version continues after them. */
  z.object({ ...base, type: z.literal('continuation'), version: z.number().int().positive(), executed: z.array(z.string()) }),
  z.object({
    ...base,
    type: z.literal('allocation'),
    rows: z.array(AllocationRowSchema),
    file: z.string(),
    /** The team allocated to, and the schedule of the allocated plan (docs/teams.md). */
    team: z.string().optional(),
    schedule: z.record(z.string(), z.unknown()).optional(),
    /** What the allocator's own allocation costs and leaves on the table (before a line was given to another agent). */
    figures: AllocationFigures.optional(),
    /** The allocation as approved: its expected makespan (walks included), chance of success, calls, and the lines given to other agents than the allocator's. */
    shown: z
      .object({
        makespan: z.number().nonnegative(),
        successProbability: z.number().min(0).max(1),
        calls: z.number().int().nonnegative(),
        changes: z.array(z.object({ line: z.number().int().positive(), agent: z.string(), by: z.enum(['you', 'preference']) }).strict()),
      })
      .strict()
      .optional(),
  }),
  /**
   * The person's decision at the allocation step: approve it, or give the call at `line` to
   * `agent` instead of `from` — a human refinement of the allocation.
   */
  z.object({
    ...base,
    type: z.literal('allocation-decision'),
    decision: z.enum(['approve', 'reassign', 'abort']),
    line: z.number().int().positive().optional(),
    agent: z.string().optional(),
    from: z.string().optional(),
    text: z.string().optional(),
  }),
  /**
   * A correction in words at the allocation step ("let the robot do the cutting"): `applied` with
   * the lines it gave to another agent (each also an `allocation-decision` reassign after it), or
   * refused with why (nothing changed; the person is asked again).
   */
  z.object({ ...base, type: z.literal('allocation-words'), text: z.string(), applied: z.boolean(), lines: z.array(z.number().int().positive()).optional(), reason: z.string().optional() }),
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
  /**
   * Code `version` judged against the approved goal: in a dry run in the simulator before it runs
   * (`dry-run`), or on the world after it ran to its end (`executed`). `status`: the goal holds
   * (`met`), the code runs to its end but leaves conditions `unmet`, it `fails` on the way
   * (`failure`), or there was no simulator to ask (`unavailable`).
   */
  z.object({
    ...base,
    type: z.literal('goal-check'),
    version: z.number().int().positive(),
    phase: z.enum(['dry-run', 'executed']),
    status: z.enum(['met', 'unmet', 'fails', 'unavailable']),
    alternative: z.string().nullable(),
    unmet: z.array(z.object({ alternative: z.string(), predicate: z.string(), because: z.array(z.string()) })),
    failure: z.string().nullable(),
  }),
  /**
   * The stage-2 plan went back to the person (who sees `reason` at the plan step): their
   * `correction` in words the planner did not understand or cannot plan, or a plan (edited) the
   * planner cannot write code for. Nothing decided is lost; `--resume` returns to the plan.
   */
  z.object({ ...base, type: z.literal('plan-returned'), reason: z.string(), correction: z.string().optional() }),
  /**
   * The approved goal judged on the world as the plan would start (before any code): when it
   * holds already (`met`, by `alternative`) the session ends "already done" and runs nothing.
   */
  z.object({ ...base, type: z.literal('goal-at-start'), met: z.boolean(), alternative: z.string().nullable() }),
  /**
   * Alternatives of the goal a model stated with its stage-2 plan that do not rest on the request
   * (stated-goal.ts), dropped before the plan was recorded, each with why; and what came of it:
   * the others kept, the household reader's goal taken, stage 2 asked again, or the request refused.
   */
  z.object({ ...base, type: z.literal('goal-dropped'), dropped: z.array(DroppedAlternative).min(1), outcome: z.enum(['kept-others', 'reader-goal', 'asked-again', 'refused']) }),
  /** The planner could not act on an unmet goal (it cannot write code toward it): no goal refinement is asked again. */
  z.object({ ...base, type: z.literal('goal-not-refined'), version: z.number().int().positive(), reason: z.string() }),
  z.object({ ...base, type: z.literal('end'), success: z.boolean(), reason: z.string(), result: PlanResultSchema }),
]);
export type SessionEvent = z.infer<typeof SessionEvent>;

/** An event before the time stamp is added (the options may leave out what has a default). */
export type SessionEventInput = SessionEvent extends infer E ? (E extends SessionEvent ? Omit<E, 'time'> : never) : never;

/** The event of one type. */
export type EventOf<T extends SessionEvent['type']> = Extract<SessionEvent, { type: T }>;
