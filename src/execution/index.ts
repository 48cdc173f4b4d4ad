/** The executor: skill calls → atomic actions → bridge, with error reports on failure. */
export { executeProgram } from './program.js';
export {
  executeSteps,
  DEFAULT_AGENT,
  DEFAULT_AGENTS,
  type ExecuteOptions,
  type ExecutionClient,
  type ExecutionResult,
  type ProgressEvent,
} from './executor.js';
export { expandSkillCall, hasHoldingCondition, needsStartState, type ActionArg, type PlannedAction, type UnlessHolding } from './expand.js';
export { KnownHands } from './hands.js';
export {
  buildErrorReport,
  FLAG_WORDS,
  formatErrorReport,
  ErrorReportSchema,
  ObjectSnapshotSchema,
  type ErrorReport,
  type ObjectSnapshot,
  type FailureContext,
} from './report.js';
export { worldExecutionData } from './world-data.js';
