/**
 * The state of a planning session: everything its transcript has decided, folded event by event
 * (`applyEvent`). The state machine (next.ts) decides from it alone, so a session that runs and
 * a session resumed from its transcript take their decisions from the same place: resuming is
 * folding the transcript (`stateFromEvents`) and going on.
 */
import type { ErrorReport } from '../execution/index.js';
import type { Alternative } from '../goals/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { CONTINUING_ORIGINS, type CodeOrigin } from './code-origin.js';
import { ENDING_ANSWERS, type DialogueAnswerKind, type DialogueTurnKind } from './dialogue-kinds.js';
import type { Preference } from '../preferences/index.js';
import type { SessionEvent } from './events.js';
import { stuckReason } from './stuck.js';
import type { PlanResult } from './plan-result.js';
import type { PlanSettings } from './settings.js';

export interface Clarification {
  question: string;
  answer: string;
}

/** One turn of the dialogue before planning: what the planner asked or proposed, and the answer once given. */
export interface DialogueTurn {
  kind: DialogueTurnKind;
  question: string;
  options: readonly string[];
  /** null while the question waits for its answer (a session interrupted there asks it again). */
  answer: string | null;
  answerKind: DialogueAnswerKind | null;
  /** The planner can plan without an answer: with no one to answer it, the dialogue ends (clarify-skipped). */
  optional?: boolean;
}

/** The dialogue so far, and whether it has ended (the planner found it clear, or the person ended it). */
export interface Dialogue {
  turns: readonly DialogueTurn[];
  ended: boolean;
}

/** The current code version: always the newest one recorded. */
export interface CurrentCode {
  version: number;
  origin: CodeOrigin;
  code: string;
  /** False when the checker reported errors for it (a `validation` event). */
  valid: boolean;
}

/** A decision that asks for a new code version, until its round has ended. */
export type PendingDecision =
  | { kind: 'feedback'; text: string }
  | { kind: 'edit'; code: string }
  | { kind: 'regenerate' }
  /** Best-of-N: another candidate of the version, its code. */
  | { kind: 'pick'; code: string };

/** The last execution of the current code version (allocated runs aside). */
export type RunState =
  | { kind: 'none' }
  | { kind: 'succeeded' }
  | {
      kind: 'failed';
      report: ErrorReport;
      /** Skill calls completed before the failure; null when the transcript did not record it. */
      steps: number | null;
      /** What the person decided about the failure, once asked. */
      decision: 'refine' | 'stop' | null;
    };

/** How a code version stands against the approved goal (a `goal-check` event). */
export type GoalCheck = Omit<Extract<SessionEvent, { type: 'goal-check' }>, 'type' | 'time'>;

/** `--refine-from current`: the calls already executed that the current code continues after. */
export interface Continuation {
  /** The executed prefix the current code continues after; null when it runs from a reset scene. */
  prefix: string[] | null;
  /** A prefix recorded for a refinement whose remaining steps have not come yet. */
  pending: string[] | null;
  /**
   * Where the simulator is: `failure` right after a failed execution in this process (the end of
   * the prefix to continue from), `unknown` after a resume or a round that gave no code.
   */
  world: 'failure' | 'unknown';
}

export interface SessionState {
  settings: PlanSettings;
  /** The last question answered in words or by an offered answer (what the stages read as "the answer"). */
  clarification: Clarification | null;
  dialogue: Dialogue;
  /** The person's lasting preferences that hold here, as recorded when the session started; null: none looked up. */
  preferences: { person: string; applied: readonly Preference[] } | null;
  stage1: TaskDecomposition | null;
  plan: TaskDecomposition | null;
  /** Needed objects of stage 1 that the scene neither has nor can derive. */
  missingObjects: string[];
  /** Whether the approver reviews the stage-2 plan before code is written (a driver's setting, not recorded). */
  reviewsPlan: boolean;
  /** The person's review of the current stage-2 plan: approved, or a correction in words waiting for stage 2 again. */
  planReview: { approved: boolean; correction: string | null };
  /** Why the plan came back to the person (a correction not understood, a plan the planner cannot code), until their next answer to it. */
  planReturned: string | null;
  code: CurrentCode | null;
  pending: PendingDecision | null;
  /** Feedback the planner could not act on, until the person's next decision: shown at the next review. */
  refusedFeedback: { text: string; reason: string } | null;
  /** The current code is approved to run (execution refinements and their repairs keep an approval). */
  approved: boolean;
  /**
   * Why the session was ended at an approval point (the plan's or the code's), and whether the
   * person chose it (an abort with a text is not their own choice: `--yes` with invalid code);
   * null while it goes on.
   */
  aborted: { reason: string; byPerson: boolean } | null;
  /** Why an execution refinement ended the session: the model gave back a tried program twice; null otherwise. */
  stuck: string | null;
  /** Executions so far, allocated ones included. */
  executions: number;
  /** Execution refinement rounds so far (those that gave no code included): the budget's count. */
  refinements: number;
  run: RunState;
  /** The report of the last failed execution of unallocated code; null after a success. */
  lastFailure: ErrorReport | null;
  /** The unallocated code executed successfully: allocation is next. */
  executed: boolean;
  continuation: Continuation;
  /** What "done" means, as the planner stated it and the person approved it; null until then, or when it states none. */
  goal: readonly Alternative[] | null;
  /** The goal judged on the world before any step (whether it holds already); null until then. */
  goalAtStart: { met: boolean; alternative: string | null } | null;
  /** The current version's dry run in the simulator, judged against the goal; null until it is done. */
  goalCheck: GoalCheck | null;
  /** The current version judged against the goal on the world it left after running to its end. */
  goalAfterRun: GoalCheck | null;
  /** Goal refinement rounds so far (those that gave no code included): the budget's count. */
  goalRefinements: number;
  /** The result of an ended session. */
  result: PlanResult | null;
}

/** The state of a session before its first event; `reviewsPlan` when its approver reviews stage-2 plans. */
export function initialState(settings: PlanSettings, reviewsPlan = false): SessionState {
  return {
    settings,
    clarification: null,
    dialogue: { turns: [], ended: false },
    preferences: null,
    stage1: null,
    plan: null,
    missingObjects: [],
    reviewsPlan,
    planReview: { approved: false, correction: null },
    planReturned: null,
    code: null,
    pending: null,
    refusedFeedback: null,
    approved: false,
    aborted: null,
    stuck: null,
    executions: 0,
    refinements: 0,
    run: { kind: 'none' },
    lastFailure: null,
    executed: false,
    continuation: { prefix: null, pending: null, world: 'unknown' },
    goal: null,
    goalAtStart: null,
    goalCheck: null,
    goalAfterRun: null,
    goalRefinements: 0,
    result: null,
  };
}

/** The state after one more event. Pure: the state given is not changed. */
export function applyEvent(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'clarify':
      // The one question of transcripts before the dialogue: a turn answered, and the end of it.
      return {
        ...state,
        clarification: { question: event.question, answer: event.answer },
        dialogue: { turns: [...state.dialogue.turns, { kind: 'ask', question: event.question, options: [], answer: event.answer, answerKind: 'answer' }], ended: true },
      };
    case 'dialogue-question':
      return { ...state, dialogue: { ...state.dialogue, turns: [...state.dialogue.turns, { kind: event.kind, question: event.question, options: [...event.options], answer: null, answerKind: null, ...(event.optional ? { optional: true } : {}) }] } };
    case 'dialogue-answer':
      return answered(state, event);
    case 'dialogue-end':
    case 'clarify-skipped':
      return { ...state, dialogue: { ...state.dialogue, ended: true } };
    case 'preferences':
      return { ...state, preferences: { person: event.person, applied: event.applied } };
    case 'preference-offer':
      // A statement kept applies from now on, to the rest of this session too.
      if (!event.kept || event.preference === undefined || state.preferences === null) return state;
      return { ...state, preferences: { ...state.preferences, applied: [...state.preferences.applied, event.preference] } };
    case 'decomposition':
      return event.stage === 1
        ? { ...state, stage1: event.result }
        : { ...state, plan: event.result, missingObjects: [...event.missingObjects], planReview: { approved: false, correction: null } };
    case 'plan-review':
      return { ...reviewed(state, event), planReturned: null };
    case 'plan-returned':
      return { ...state, planReview: { approved: false, correction: null }, planReturned: event.reason };
    case 'code':
      return codeVersion(state, event);
    case 'validation':
      return state.code?.version === event.version ? { ...state, code: { ...state.code, valid: false } } : state;
    case 'decision':
      return { ...decided(state, event), refusedFeedback: null };
    case 'feedback-not-understood':
      // The round made no code: the person hears why and decides again; a resume does not retry it.
      return { ...state, pending: null, refusedFeedback: { text: event.text, reason: event.reason } };
    case 'correction-unchanged':
      // Nothing changed: the plan (or the code) is shown again, and no refusal is pending.
      return event.step === 'plan' ? { ...state, planReview: { approved: false, correction: null }, planReturned: null } : { ...state, pending: null, refusedFeedback: null };
    case 'unusable-reply':
      return roundWithoutCode(state, event.round);
    case 'repeat':
      return repeated(state, event);
    case 'execution':
      return executed(state, event);
    case 'continuation':
      return { ...state, continuation: { ...state.continuation, pending: [...event.executed] } };
    case 'end':
      return { ...state, result: event.result };
    case 'goal':
      // The task's own goal (experiments) judges the episode afterwards; the session works toward the planner's.
      return event.source === 'planner' ? { ...state, goal: event.alternatives, goalAtStart: null, goalCheck: null, goalAfterRun: null } : state;
    case 'goal-at-start':
      return { ...state, goalAtStart: { met: event.met, alternative: event.alternative } };
    case 'goal-check':
      if (state.code?.version !== event.version) return state;
      return event.phase === 'dry-run' ? { ...state, goalCheck: goalCheckOf(event) } : { ...state, goalAfterRun: goalCheckOf(event) };
    case 'goal-not-refined':
      return { ...state, goalRefinements: Math.max(state.goalRefinements + 1, state.settings.maxGoalRefinements) };
    default:
      // start, llm-call, voice, candidates, allocation: records that decide nothing further.
      return state;
  }
}

/** The state a transcript's events lead to. */
export function stateFromEvents(settings: PlanSettings, events: readonly SessionEvent[], reviewsPlan = false): SessionState {
  return events.reduce(applyEvent, initialState(settings, reviewsPlan));
}

/**
 * The state a resumed session goes on from: the simulator's state was lost with the process, so
 * a failed execution is run again before anything is decided about it (with an open
 * continuation, after running its prefix again).
 */
export function resumedState(state: SessionState): SessionState {
  return {
    ...state,
    run: state.run.kind === 'failed' ? { kind: 'none' } : state.run,
    continuation: { ...state.continuation, world: 'unknown' },
  };
}

/** The answer to the open turn: a question answered in words or by an offered answer is the stages' answer. */
function answered(state: SessionState, event: Extract<SessionEvent, { type: 'dialogue-answer' }>): SessionState {
  const turns = [...state.dialogue.turns];
  const open = turns[event.turn - 1];
  if (open === undefined) return state;
  turns[event.turn - 1] = { ...open, answer: event.answer, answerKind: event.kind };
  const words = event.kind === 'answer' || event.kind === 'pick';
  return {
    ...state,
    // Words or an offered answer are what the stages plan by; "you decide" or "stop" leave the choice to the planner.
    clarification: words ? { question: open.question, answer: event.answer } : event.kind === 'accept' ? state.clarification : null,
    dialogue: { turns, ended: state.dialogue.ended || ENDING_ANSWERS.has(event.kind) },
  };
}

function goalCheckOf(event: Extract<SessionEvent, { type: 'goal-check' }>): GoalCheck {
  const { type: _type, time: _time, ...check } = event;
  return check;
}

function reviewed(state: SessionState, event: Extract<SessionEvent, { type: 'plan-review' }>): SessionState {
  switch (event.decision) {
    case 'approve':
      return { ...state, planReview: { approved: true, correction: null } };
    case 'correct':
      return { ...state, planReview: { approved: false, correction: event.text ?? '' } };
    case 'abort':
      return { ...state, aborted: { reason: event.text ?? 'aborted by the user at the stage-2 plan', byPerson: event.text === undefined } };
    case 'edit':
      // The edited plan follows as the next stage-2 decomposition, to be reviewed in its turn.
      return state;
  }
}

function codeVersion(state: SessionState, event: Extract<SessionEvent, { type: 'code' }>): SessionState {
  const continuing = CONTINUING_ORIGINS.has(event.origin);
  const { continuation } = state;
  return {
    ...state,
    code: { version: event.version, origin: event.origin, code: event.code, valid: true },
    pending: null,
    // New code from a person's round needs a new approval; refined code after a failed
    // execution runs on without one, as in the paper's loop.
    approved: continuing && state.approved,
    refinements: state.refinements + (event.origin === 'execution-refinement' ? 1 : 0),
    goalRefinements: state.goalRefinements + (event.origin === 'goal-refinement' ? 1 : 0),
    goalCheck: null,
    // The joined program is what ran: the world its remaining steps left is its world.
    goalAfterRun: event.origin === 'combined' && state.goalAfterRun !== null ? { ...state.goalAfterRun, version: event.version } : null,
    // Code written after a run whose world missed the goal runs again before allocation.
    executed: event.origin === 'goal-refinement' ? false : state.executed,
    run: { kind: 'none' },
    continuation:
      event.origin === 'execution-refinement' && continuation.pending !== null
        ? { ...continuation, prefix: continuation.pending, pending: null }
        : continuing
          ? continuation
          : { prefix: null, pending: null, world: 'unknown' },
  };
}

function decided(state: SessionState, event: Extract<SessionEvent, { type: 'decision' }>): SessionState {
  switch (event.decision) {
    case 'approve':
      return { ...state, pending: null, approved: state.code?.valid ?? false };
    case 'abort':
      return { ...state, pending: null, aborted: { reason: event.text ?? 'aborted by the user', byPerson: event.text === undefined } };
    case 'feedback':
      return { ...state, pending: event.text === undefined ? null : { kind: 'feedback', text: event.text } };
    case 'edit':
      return { ...state, pending: event.text === undefined ? null : { kind: 'edit', code: event.text } };
    case 'regenerate':
      return { ...state, pending: { kind: 'regenerate' } };
    case 'pick':
      return { ...state, pending: event.text === undefined ? null : { kind: 'pick', code: event.text } };
    case 'refine':
    case 'stop':
      return state.run.kind === 'failed' ? { ...state, run: { ...state.run, decision: event.decision } } : state;
  }
}

/**
 * A round whose model gave back a tried program even when told so ends without code. After a
 * failed execution that ends the session (running the same program again would fail the same
 * way); a person's round is answered, and the person decides again.
 */
function repeated(state: SessionState, event: Extract<SessionEvent, { type: 'repeat' }>): SessionState {
  if (!event.stuck) return state;
  if (event.origin === 'execution-refinement') return { ...state, stuck: stuckReason(event.version) };
  if (event.origin === 'goal-refinement') return { ...state, pending: null, goalRefinements: state.goalRefinements + 1 };
  return event.origin === 'validation-repair' ? state : { ...state, pending: null };
}

/** A round that ended without code: its decision is answered, the current version stays. */
function roundWithoutCode(state: SessionState, round: CodeOrigin): SessionState {
  if (round === 'goal-refinement') return { ...state, pending: null, goalRefinements: state.goalRefinements + 1 };
  if (round !== 'execution-refinement') return { ...state, pending: null };
  // The failed code runs again; with a continuation, from the state before its remaining steps.
  return {
    ...state,
    pending: null,
    refinements: state.refinements + 1,
    run: { kind: 'none' },
    continuation: { ...state.continuation, pending: null, world: 'unknown' },
  };
}

function executed(state: SessionState, event: Extract<SessionEvent, { type: 'execution' }>): SessionState {
  if (event.allocated) return { ...state, executions: event.attempt, continuation: { ...state.continuation, world: 'unknown' } };
  return {
    ...state,
    executions: event.attempt,
    lastFailure: event.report,
    executed: event.success,
    run: event.success || event.report === null ? { kind: 'succeeded' } : { kind: 'failed', report: event.report, steps: event.steps ?? null, decision: null },
    continuation: { ...state.continuation, world: event.success ? 'unknown' : 'failure' },
  };
}
