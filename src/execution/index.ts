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
export { runCall, type CallOutcome } from './run-call.js';
export { planSchedule, actionSeconds, type PlannedSchedule, type PlanScheduleOptions } from './plan-schedule.js';
export { actingAgents, checkCarriesOut, AgentCannotError } from './acting-agents.js';
export { executeConcurrently, type ConcurrentOptions, type ConcurrentResult, type ExecutedCall } from './concurrent.js';
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
export { plannedTimeline, executedTimeline } from './executed-timeline.js';
export { scheduleToJson } from './schedule-json.js';
export { normalState, sameWorld } from './same-state.js';
export { predictingClient, type PredictingOptions, type SimulatingBridge } from './predicting-client.js';
export { recordedRun, recordSteps, type RecordedRun, type RecordedStep } from './recorded-run.js';
