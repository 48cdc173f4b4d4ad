/**
 * A plan's result with its outcome in the world: an unmet goal turns a run that "worked" into a
 * failure, so that nobody reads success where the world says otherwise.
 */
import { GOAL_NOT_MET, SESSION_FILES, type PlanResult } from '../session/index.js';
import { NOT_CHECKED_WORDS, type Outcome } from './outcome.js';
import { writeSessionFile } from './session-files.js';

/** `PlanResult` as `--json` prints it and result.json keeps it once the world has been looked at. */
export type PlanResultWithOutcome = PlanResult & { outcome: Outcome | null };

/** Adds the outcome; success needs a goal, met in the world the plan left. */
export function withOutcome(result: PlanResult, outcome: Outcome | null): PlanResultWithOutcome {
  const met = outcome?.goal?.met === true;
  if (!result.success || met) return { ...result, outcome };
  // It ran: without a goal met nothing says it did what was asked.
  const reason = outcome?.goal ? GOAL_NOT_MET : NOT_CHECKED_WORDS;
  return { ...result, success: false, reason, ending: 'failed' as const, outcome };
}

/**
 * Rewrites the result.json of the session folder `sessionDir` with the outcome. The folder is
 * the session's own, given by the caller: never the `sessionDir` a result (from a transcript
 * someone may have edited) names.
 */
export function writeResultWithOutcome(sessionDir: string, result: PlanResultWithOutcome): void {
  writeSessionFile(sessionDir, SESSION_FILES.result, JSON.stringify({ ...result, sessionDir }, null, 2) + '\n');
}
