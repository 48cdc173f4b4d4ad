import type { TaskDecomposition } from '../planning/index.js';
import type { SessionEvent } from './events.js';

/**
 * How far a session got, read from its transcript: the next stage to run and everything already
 * decided (the plan, the newest code, how many refinements were used).
 * - `decompose`: no refined plan yet (stages run again, answers already given are kept)
 * - `approve`: code exists and waits for the person's decision
 * - `execute`: the code was approved; execution (and refinement) goes on
 * - `allocate`: the code executed successfully; allocation and its verification remain
 * - `done`: the session ended; `result` is its result
 */
export interface ResumePoint {
  stage: 'decompose' | 'approve' | 'execute' | 'allocate' | 'done';
  clarification: { question: string; answer: string } | null;
  stage1: TaskDecomposition | null;
  plan: TaskDecomposition | null;
  missingObjects: string[];
  /** The person approved the current stage-2 plan (a `plan-review` approve after it). */
  planReviewed: boolean;
  version: number;
  code: string | null;
  executions: number;
  executionRefinements: number;
  /** A decision for new code (feedback, edit, regenerate) whose code was not recorded yet. */
  pending: PendingDecision | null;
  result: Record<string, unknown> | null;
}

/** The decisions that ask for a new code version. */
export type PendingDecision = { kind: 'feedback'; text: string } | { kind: 'edit'; code: string } | { kind: 'regenerate' } | { kind: 'pick'; index: number; code: string };

export function readResumePoint(events: readonly SessionEvent[]): ResumePoint {
  const point: ResumePoint = {
    stage: 'decompose',
    clarification: null,
    stage1: null,
    plan: null,
    missingObjects: [],
    planReviewed: false,
    version: 0,
    code: null,
    executions: 0,
    executionRefinements: 0,
    pending: null,
    result: null,
  };
  let approved = false;
  // Versions the checker rejected: approving one of them does not let it run.
  const invalid = new Set<number>();
  let executed = false;
  for (const event of events) {
    switch (event.type) {
      case 'clarify':
        point.clarification = { question: event.question, answer: event.answer };
        break;
      case 'decomposition':
        if (event.stage === 1) point.stage1 = event.result;
        else {
          point.plan = event.result;
          point.missingObjects = event.missingObjects;
          point.planReviewed = false;
        }
        break;
      case 'plan-review':
        if (event.decision === 'approve') point.planReviewed = true;
        break;
      case 'code':
        point.version = event.version;
        point.code = event.code;
        point.pending = null;
        if (event.origin === 'execution-refinement') point.executionRefinements += 1;
        // New code from a person's round needs a new approval; refined code after a failed
        // execution runs on without one, as in the paper's loop.
        if (event.origin !== 'execution-refinement' && event.origin !== 'validation-repair') approved = false;
        break;
      case 'decision':
        if (event.decision === 'approve' && !invalid.has(point.version)) approved = true;
        point.pending = pendingOf(event.decision, event.text);
        break;
      case 'validation':
        invalid.add(event.version);
        break;
      case 'feedback-not-understood':
        point.pending = null; // answered: with the reason, and the menu again
        break;
      case 'execution':
        point.executions = event.attempt;
        if (!event.allocated) executed = event.success;
        break;
      case 'end':
        point.result = event.result;
        break;
      default:
        break;
    }
  }
  if (point.result) point.stage = 'done';
  else if (!point.plan || point.code === null) point.stage = 'decompose';
  else if (executed) point.stage = 'allocate';
  else if (approved) point.stage = 'execute';
  else point.stage = 'approve';
  return point;
}

function pendingOf(decision: string, text: string | undefined): PendingDecision | null {
  if (decision === 'feedback' && text !== undefined) return { kind: 'feedback', text };
  if (decision === 'edit' && text !== undefined) return { kind: 'edit', code: text };
  if (decision === 'regenerate') return { kind: 'regenerate' };
  if (decision === 'pick' && text !== undefined) return { kind: 'pick', index: 0, code: text };
  return null;
}
