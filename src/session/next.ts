/**
 * The session's decisions: from the state alone (state.ts), what happens next. The flow of the
 * paper, clarify → stage 1 → stage 2 (and the person's review of it) → code → approval loop →
 * execution with error-driven refinement → allocation, is written here once; the driver (run-plan.ts) carries each step out
 * and records what came of it, and the recorded events lead to the next state.
 */
import type { ErrorReport } from '../execution/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import type { PlanResult } from './plan-result.js';
import { SESSION_DEFAULTS, type RefineFrom } from './settings.js';
import type { GoalCheck, SessionState } from './state.js';
import { GOAL_NOT_MET, heldBeforeReason } from './reasons.js';

/** What the driver does next. */
export type Step =
  /** The session has ended: its result. */
  | { kind: 'done'; result: PlanResult }
  /** The dialogue before planning: the planner's next turn (ask, propose the goal, or plan), `left` turns within the bound. */
  | { kind: 'dialogue-turn'; turn: number; left: number }
  /** The question of turn `turn` waits for the person's answer (asked again after a resume). */
  | { kind: 'dialogue-answer'; turn: number }
  /** Stage 1, once the dialogue has ended (or reached its bound, or is off). */
  | { kind: 'decompose' }
  /** Stage 2: the plan checked against the needed objects' facts (again, revised by the person's correction). */
  | { kind: 'refine-decomposition'; correction: { plan: TaskDecomposition; text: string } | null }
  /** Show the stage-2 plan to the person before any code is written from it. */
  | { kind: 'review-plan' }
  /** The first code (one request, or the best of N). */
  | { kind: 'generate' }
  /** Show the current version and get the person's decision. */
  | { kind: 'review'; version: number }
  /** The rounds a decision asks for: each ends with a new version or without one. */
  | { kind: 'refine-feedback'; feedback: string }
  | { kind: 'edit'; code: string }
  | { kind: 'regenerate' }
  | { kind: 'pick'; code: string }
  /**
   * Run the current version: from a reset scene, or (`continuing`) after the executed prefix;
   * `replayPrefix` first runs that prefix again from a reset scene, when the simulator is not there.
   */
  | { kind: 'execute'; version: number; continuing: boolean; replayPrefix: string[] | null }
  /** Ask whether a failure goes back to the planner (refinement `attempt` of the budget). */
  | { kind: 'confirm-refinement'; report: ErrorReport; attempt: number }
  /** Ask the planner to correct the failed code: the whole program, or only what remains after `completedCalls`. */
  | { kind: 'refine-execution'; report: ErrorReport; mode: RefineFrom; completedCalls: number }
  /** Dry-run the current version in the simulator and judge it against the approved goal. */
  | { kind: 'check-goal'; version: number }
  /** Before any code: whether the approved goal holds already in the world the plan starts in. */
  | { kind: 'check-start' }
  /** The current version leaves the goal unmet (in its dry run, or after it ran): back to the planner, saying which conditions and why. */
  | { kind: 'refine-goal'; check: GoalCheck }
  /** The remaining steps succeeded: join them with the executed prefix into one program. */
  | { kind: 'join' }
  /** Allocate the executed program, verify the allocated one, and end. */
  | { kind: 'allocate' }
  /**
   * End without a plan that ran: it failed, the person aborted, or the goal held already (nothing
   * ran, so nothing shows the request was done: no success either).
   */
  | { kind: 'finish'; success: false; reason: string; ending?: 'aborted' | 'already-done' };

/** The next step of a session in `state`. */
export function next(state: SessionState): Step {
  if (state.result) return { kind: 'done', result: state.result };
  if (state.aborted !== null) {
    const { reason, byPerson } = state.aborted;
    return byPerson ? { kind: 'finish', success: false, reason, ending: 'aborted' } : { kind: 'finish', success: false, reason };
  }
  if (state.stuck !== null) return { kind: 'finish', success: false, reason: state.stuck };
  if (!state.stage1) return dialogueStep(state) ?? { kind: 'decompose' };
  if (!state.plan) return { kind: 'refine-decomposition', correction: null };
  if (!state.code) return planReview(state) ?? atStart(state) ?? { kind: 'generate' };
  if (state.executed) return afterRun(state) ?? (state.continuation.prefix !== null ? { kind: 'join' } : { kind: 'allocate' });
  if (!state.approved) return (state.pending === null ? goalStep(state) : null) ?? approval(state);
  return goalStep(state) ?? execution(state);
}

/**
 * The dialogue before stage 1: an open question gets its answer; otherwise, while questions are
 * allowed, the dialogue has not ended and the bound (`--max-questions`) leaves a turn, the
 * planner takes the next one.
 */
function dialogueStep(state: SessionState): Step | null {
  const { turns, ended } = state.dialogue;
  const last = turns.at(-1);
  if (last !== undefined && last.answer === null && !ended) return { kind: 'dialogue-answer', turn: turns.length };
  const bound = state.settings.maxQuestions ?? SESSION_DEFAULTS.maxQuestions;
  if (!state.settings.clarify || ended || turns.length >= bound) return null;
  return { kind: 'dialogue-turn', turn: turns.length + 1, left: bound - turns.length };
}

/**
 * Before a version is shown or run: its dry run against the approved goal, and while that runs to
 * its end but leaves the goal unmet, goal refinements within their budget. Code that fails on the
 * way goes to the person (and the execution loop) as it is: its failure is the report to refine from.
 */
function goalStep(state: SessionState): Step | null {
  const code = state.code!;
  if (state.goal === null || !code.valid) return null;
  const check = state.goalCheck;
  if (check === null) return { kind: 'check-goal', version: code.version };
  if (check.status === 'unmet' && state.goalRefinements < state.settings.maxGoalRefinements) return { kind: 'refine-goal', check };
  return null;
}

/**
 * After the code ran to its end, before allocation: a world that misses the approved goal goes
 * back to the planner within the budget, else the session ends without success.
 */
function afterRun(state: SessionState): Step | null {
  const check = state.goalAfterRun;
  if (state.goal === null || check === null || check.status !== 'unmet') return null;
  if (state.goalRefinements < state.settings.maxGoalRefinements) return { kind: 'refine-goal', check };
  return { kind: 'finish', success: false, reason: `${GOAL_NOT_MET} (${check.unmet[0]?.because[0] ?? check.unmet[0]?.predicate ?? 'unmet'})` };
}

/**
 * Before the first code, once the goal is approved: a goal that holds already in the world the
 * plan starts in ends the session "already done", nothing run; one that does not is planned for.
 * It is no success of the request (issue 37, item 8): a goal that the room meets as it is cannot
 * tell the request done from not begun ("Fridge closed" for "I feel hungry").
 */
function atStart(state: SessionState): Step | null {
  if (state.goal === null) return null;
  const check = state.goalAtStart;
  if (check === null) return { kind: 'check-start' };
  if (!check.met) return null;
  return { kind: 'finish', success: false, reason: heldBeforeReason(check.alternative), ending: 'already-done' };
}

/** Where a session in `state` is, as the resume message names it. */
export function phase(state: SessionState): 'decompose' | 'approve' | 'execute' | 'allocate' | 'done' {
  if (state.result) return 'done';
  if (!state.plan || !state.code) return 'decompose';
  if (state.executed) return 'allocate';
  return state.approved ? 'execute' : 'approve';
}

/** Before the first code: the person approves the stage-2 plan, or corrects it (when the approver reviews plans). */
function planReview(state: SessionState): Step | null {
  const { planReview: review } = state;
  if (!state.reviewsPlan || review.approved) return null;
  if (review.correction !== null) return { kind: 'refine-decomposition', correction: { plan: state.plan!, text: review.correction } };
  return { kind: 'review-plan' };
}

/** The approval loop: carry out a decision that asked for new code, else show the code again. */
function approval(state: SessionState): Step {
  const { pending } = state;
  if (pending?.kind === 'feedback') return { kind: 'refine-feedback', feedback: pending.text };
  if (pending?.kind === 'edit') return { kind: 'edit', code: pending.code };
  if (pending?.kind === 'regenerate') return { kind: 'regenerate' };
  if (pending?.kind === 'pick') return { kind: 'pick', code: pending.code };
  return { kind: 'review', version: state.code!.version };
}

/** The execution loop: run, and while it fails refine from the report (with the person's go-ahead). */
function execution(state: SessionState): Step {
  const { run, settings, continuation } = state;
  const code = state.code!;
  if (!code.valid) return { kind: 'finish', success: false, reason: 'the refined code does not validate' };
  if (run.kind !== 'failed') {
    const continuing = continuation.prefix !== null;
    const replayPrefix = continuing && continuation.world !== 'failure' ? continuation.prefix : null;
    return { kind: 'execute', version: code.version, continuing, replayPrefix };
  }
  if (run.decision === 'stop') return { kind: 'finish', success: false, reason: 'the user stopped refinement' };
  if (run.decision === 'refine') return { kind: 'refine-execution', report: run.report, mode: settings.refineFrom, completedCalls: run.steps ?? 0 };
  if (state.refinements >= settings.maxRefinements) {
    return { kind: 'finish', success: false, reason: `execution still fails after ${state.refinements} refinement(s)` };
  }
  return { kind: 'confirm-refinement', report: run.report, attempt: state.refinements + 1 };
}
