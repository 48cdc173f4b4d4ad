/** Errors of the offline planner; each names what it understands or why it cannot go on. */
import { PlanFailedError } from '../../errors.js';
import { FeedbackNotUnderstoodError, RequestRefusedError } from '../planner.js';

/** The request matches nothing the intent catalogue knows (exit 2; the session ends refused). */
export class UnsupportedRequestError extends RequestRefusedError {}

/** Feedback in none of the documented forms; the message lists the forms. The session asks again. */
export class UnsupportedFeedbackError extends FeedbackNotUnderstoodError {}

/** The goal cannot be grounded in this scene, or a failure has no known repair (exit 1). */
export class OfflinePlanningError extends PlanFailedError {}
