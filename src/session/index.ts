/** The planning session: the flow from request to allocated plan, its transcript, approvals and resume. */
export {
  NO_TERMINAL,
  ScriptedApprover,
  type Approver,
  type CandidateView,
  type Decision,
  type PlanDecision,
  type PlanProposal,
  type Proposal,
} from './approver.js';
export { describeCandidates } from './candidates.js';
export { formatPlanText, parsePlanText } from './plan-text.js';
export { planText } from './describe.js';
export { type PlanResult } from './plan-result.js';
export { PlanRun } from './run-plan.js';
export { silentReporter, type PlanReporter } from './reporter.js';
export { SessionEvent, type CodeOrigin } from './events.js';
export { Session } from './session.js';
export { REFINE_FROM, type RefineFrom } from './continuation.js';
export { openDryRunClient } from './dry-run-connection.js';
