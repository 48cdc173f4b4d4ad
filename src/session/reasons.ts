/**
 * The reasons a finished plan gives for not succeeding though it ran: the one wording of each,
 * for result.json, `--json`, the last line of `plan` and the outcome (outcome/plan-outcome.ts).
 * The session's verdict in a few words for reports is report/verdict.ts.
 */

/** A plan that ran to its end without a goal (never success). */
export const NOT_CHECKED = 'ran to its end; the goal was not checked';

/** A plan that ran to its end and left the goal unmet (the session adds the first unmet condition in brackets). */
export const GOAL_NOT_MET = 'the plan ran to its end, but the goal was not met';

/**
 * A goal that held in the room before anything ran (ending `already-done`): nothing ran, and the
 * goal cannot tell the request done from not begun, so it is no success (exit 5, not judged).
 */
export function heldBeforeReason(alternative: string | null): string {
  return `the goal (${alternative ?? 'as stated'}) held before anything ran, so nothing was run and nothing shows the request was done`;
}
