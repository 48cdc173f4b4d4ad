/** The planning session: the flow from request to allocated plan, its transcript, approvals and resume. */
export { NO_TERMINAL, ScriptedApprover, type Approver, type Decision, type Proposal } from './approver.js';
export { PlanRun } from './run-plan.js';
export { silentReporter, type PlanReporter } from './reporter.js';
export { type SessionEvent } from './events.js';
export { Session } from './session.js';
export { REFINE_FROM, type RefineFrom } from './continuation.js';
export { openDryRunClient } from './dry-run-connection.js';
