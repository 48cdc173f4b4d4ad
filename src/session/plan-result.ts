/**
 * The outcome of a planning session, as `plan --json` prints it, `result.json` stores it and the
 * transcript's `end` event records it; built from the session's state and its transcript.
 */
import { z } from 'zod';
import { AllocationFigures, AllocationRowSchema, type AllocationRow } from '../allocation/index.js';
import { ErrorReportSchema } from '../execution/index.js';
import { DroppedAlternative, TaskDecomposition } from '../planning/index.js';
import { CodeOrigin, HUMAN_ORIGINS } from './code-origin.js';
import type { SessionEvent } from './events.js';
import type { SessionState } from './state.js';
import { summariseUsage } from './usage.js';
import { CorrectionEntry, correctionsOf } from './corrections.js';
import { BrokenPreference } from './preference-breaches.js';

const count = z.number().int().nonnegative();

/** How a session ended (PlanResult's `ending`). */
export const SessionEnding = z.enum(['succeeded', 'failed', 'aborted', 'refused', 'already-done']);
export type SessionEnding = z.infer<typeof SessionEnding>;

export const PlanResultSchema = z.object({
  instruction: z.string(),
  scene: z.string(),
  planner: z.string(),
  model: z.string().nullable(),
  success: z.boolean(),
  /** Why the session ended: `success`, `aborted by the user`, `execution still fails after ...`, ... */
  reason: z.string(),
  /**
   * How it ended: `succeeded`; `failed` (the plan failed within its budget, exit 1); `aborted`
   * (the person chose Abort at an approval prompt, exit 4); `refused` (the planner would not plan
   * the request, exit 2); `already-done` (the goal held before anything ran: nothing was run, and
   * no success of the request, exit 5; never exported).
   * Absent in results older than it: read `success`.
   */
  ending: SessionEnding.optional(),
  clarification: z.object({ question: z.string(), answer: z.string() }).nullable(),
  stage1: TaskDecomposition.nullable(),
  plan: TaskDecomposition.nullable(),
  missingObjects: z.array(z.string()),
  codeVersions: z.array(z.object({ version: count, origin: CodeOrigin, file: z.string() })),
  finalCode: z.string().nullable(),
  /** The checker's errors of the final code (line, column, message); empty when it is valid. */
  codeErrors: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })).default([]),
  counts: z.object({ humanRefinements: count, executionRefinements: count, validationRepairs: count, executions: count, goalRefinements: count.default(0) }),
  /** Alternatives of the goals the planner stated that did not rest on the request, dropped before any code, each with why (absent in results older than it). */
  goalDropped: z.array(DroppedAlternative).default([]),
  /** The person's corrections in words, each applied, unchanged or refused (with why); absent in results older than it. */
  corrections: z.array(CorrectionEntry).default([]),
  /**
   * The person's lasting preferences the plan that ran breaks (issue 37, item 9): an excluded type
   * used, a preferred one passed over, an agent kept away given the call. Said in the verdict,
   * summary.md and the report; absent in results older than it.
   */
  preferencesBroken: z.array(BrokenPreference).default([]),
  /** The last execution failure, when the plan failed. */
  failure: ErrorReportSchema.nullable(),
  allocation: z.array(AllocationRowSchema).nullable(),
  allocatedCode: z.string().nullable(),
  allocatedExecution: z
    .object({
      success: z.boolean(),
      actions: count,
      failure: ErrorReportSchema.nullable(),
      /** Run with every agent at once (docs/teams.md); its makespan in the plan's clock, and the timeline's files. */
      concurrent: z.boolean().optional(),
      makespan: z.number().nonnegative().optional(),
      timeline: z.object({ svg: z.string(), png: z.string().nullable() }).optional(),
    })
    .nullable(),
  /** The team the plan was allocated to (absent in results older than teams). */
  team: z.string().optional(),
  /** The schedule of the allocated plan: makespan against one call after another, and each agent's share. */
  schedule: z
    .object({
      makespan: z.number().nonnegative(),
      sequential: z.number().nonnegative(),
      speedup: z.number().nonnegative(),
      load: z.array(z.object({ agent: z.string(), calls: count, seconds: z.number().nonnegative(), share: z.number().nonnegative() })),
    })
    .nullable()
    .optional(),
  /** Lines the person gave to another agent at the allocation step. */
  allocationReassignments: count.optional(),
  /** The allocator's figures: its makespan and chance of success, the other allocator's, the floor's cost, a faster smaller team. */
  allocationFigures: AllocationFigures.nullable().optional(),
  tokenUsage: z.object({ promptTokens: count, completionTokens: count, totalTokens: count, calls: count }),
  sessionDir: z.string(),
});
export type PlanResult = z.infer<typeof PlanResultSchema>;

/** How a session ended: its verdict, and the allocation when it got that far. */
export interface SessionEnd {
  success: boolean;
  reason: string;
  /** An end that is no plan failure: the person's Abort, or the planner's refusal of the request. */
  ending?: 'aborted' | 'refused' | 'already-done';
  /** The lasting preferences the plan that ran breaks (none when nothing ran). */
  preferencesBroken?: readonly BrokenPreference[];
  allocation?: {
    rows: readonly AllocationRow[];
    code: string;
    execution: NonNullable<PlanResult['allocatedExecution']>;
    schedule: NonNullable<PlanResult['schedule']>;
    reassigned: number;
    figures: AllocationFigures;
  };
}

/** The result of a session in `state` that ends as `end`; versions, counts and usage come from its transcript. */
export function buildPlanResult(
  state: SessionState,
  session: { events: readonly SessionEvent[]; dir: string; planner: string; model: string | null },
  end: SessionEnd,
): PlanResult {
  const codeEvents = session.events.flatMap((e) => (e.type === 'code' ? [e] : []));
  return {
    instruction: state.settings.instruction,
    scene: state.settings.scene,
    planner: session.planner,
    model: session.model,
    success: end.success,
    reason: end.reason,
    ending: end.ending ?? (end.success ? 'succeeded' : 'failed'),
    clarification: state.clarification,
    stage1: state.stage1,
    plan: state.plan,
    missingObjects: state.missingObjects,
    codeVersions: codeEvents.map(({ version, origin, file }) => ({ version, origin, file })),
    finalCode: state.code?.code ?? null,
    // The checker's errors of the final version, as its validation event recorded them.
    codeErrors: state.code === null || state.code.valid
      ? []
      : ([...session.events].reverse().find((e) => e.type === 'validation' && e.version === state.code!.version) as Extract<SessionEvent, { type: 'validation' }> | undefined)?.errors ?? [],
    counts: {
      humanRefinements: codeEvents.filter((e) => HUMAN_ORIGINS.has(e.origin)).length,
      executionRefinements: codeEvents.filter((e) => e.origin === 'execution-refinement').length,
      validationRepairs: codeEvents.filter((e) => e.origin === 'validation-repair').length,
      executions: state.executions,
      goalRefinements: codeEvents.filter((e) => e.origin === 'goal-refinement').length,
    },
    goalDropped: session.events.flatMap((e) => (e.type === 'goal-dropped' ? e.dropped : [])),
    corrections: correctionsOf(session.events),
    preferencesBroken: (end.preferencesBroken ?? []).map((b) => ({ ...b, types: [...b.types] })),
    failure: !end.success ? state.lastFailure : null,
    allocation: end.allocation ? end.allocation.rows.map((r) => ({ ...r })) : null,
    allocatedCode: end.allocation?.code ?? null,
    allocatedExecution: end.allocation?.execution ?? null,
    ...(state.settings.team === undefined ? {} : { team: state.settings.team }),
    schedule: end.allocation?.schedule ?? null,
    allocationReassignments: end.allocation?.reassigned ?? 0,
    allocationFigures: end.allocation?.figures ?? null,
    tokenUsage: summariseUsage(session.events),
    sessionDir: session.dir,
  };
}
