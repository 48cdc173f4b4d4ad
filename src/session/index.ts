/** The planning session: the state machine from request to allocated plan, its driver, transcript, approvals and resume. */
export {
  NO_TERMINAL,
  ScriptedApprover,
  takeHouseholdReading,
  type AllocationChoice,
  type AllocationDecision,
  type AllocationProposal,
  type Approver,
  type CandidateView,
  type Decision,
  type PlanDecision,
  type PlanProposal,
  type Proposal,
} from './approver.js';
export { allocationStage, reassign, type AllocationOutcome } from './allocation-stage.js';
export { describeCandidates } from './candidates.js';
export { goalCheckSentence, unmetLines } from './goal-judge.js';
export { NOT_CHECKED, GOAL_NOT_MET } from './reasons.js';
export { formatPlanText, parsePlanText } from './plan-text.js';
export { planText } from './describe.js';
export { runPlan, type PlanDeps } from './run-plan.js';
export { next, phase, type Step } from './next.js';
export { applyEvent, initialState, resumedState, stateFromEvents, type GoalCheck, type SessionState } from './state.js';
export { silentReporter, type PlanReporter } from './reporter.js';
export { SessionEvent, type SessionEventInput, type EventOf } from './events.js';
export { CodeOrigin } from './code-origin.js';
export { PlanResultSchema, SessionEnding, type PlanResult } from './plan-result.js';
export { BrokenPreference } from './preference-breaches.js';
export { Session } from './session.js';
export { parseSessionEvents, SessionFolder } from './session-folder.js';
export { findSessionDirs } from './find-sessions.js';
export { replayOrigin, replayedSession, type ReplayedSession } from './replay-origin.js';
export { SESSION_FILES, SESSION_MARKERS, candidateFile, codeFile, voiceFile } from './layout.js';
export { REFINE_FROM, SESSION_BOUNDS, SESSION_DEFAULTS, SessionOptions, type PlanSettings, type RefineFrom } from './settings.js';
export { describeFailedAttempt, sessionRecorder } from './llm-recorder.js';
export { summariseUsage } from './usage.js';
export { correctionsOf, correctionWords, CorrectionEntry } from './corrections.js';
export { STOP_ASKING, YOU_DECIDE, DialogueAnswerKind, DialogueTurnKind } from './dialogue-kinds.js';
export { classifyAnswer } from './dialogue.js';
