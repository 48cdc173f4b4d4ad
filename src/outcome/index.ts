/** What happened in the world: readable names, changes between states, goal verdicts. */
export { viewOf, positionFromId, nameObjects, typeWords, idsInText, idLegend, UNPLACED, type Point, type ViewObject, type WorldView, type ObjectNames } from '../naming/index.js';
export { worldChanges, changeSentence, factsOf, type ObjectChange, type ObjectFacts, type UntouchedInTheEnd } from './world-changes.js';
export { judgeGoal, goalSentence, type GoalVerdict, type GoalSource } from './goal-verdict.js';
export { computeOutcome, NOT_CHECKED_WORDS, type Outcome, type OutcomeInput, type OutcomeVerdict, type Goal } from './outcome.js';
export { formatOutcome, outcomeHeadline } from './format-outcome.js';
export { observeClient, lastRun, actedOn, type ObservedClient, type StepRecord } from './observed-client.js';
export { observeOutcome } from './observe-session.js';
export { withOutcome, writeResultWithOutcome, type PlanResultWithOutcome } from './plan-outcome.js';
export * from './session-files.js';
export { OutcomeSchema, StepRecordSchema } from './file-schemas.js';
