/**
 * A plan's result with its outcome in the world: an unmet goal turns a run that "worked" into a
 * failure, so that nobody reads success where the world says otherwise.
 */
import { SESSION_FILES, type PlanResult } from '../session/index.js';
import type { Outcome } from './outcome.js';
import { writeSessionFile } from './session-files.js';

/** `PlanResult` as `--json` prints it and result.json keeps it once the world has been looked at. */
export type PlanResultWithOutcome = PlanResult & { outcome: Outcome | null };

/** Adds the outcome; success needs the goal met when one is known. */
export function withOutcome(result: PlanResult, outcome: Outcome | null): PlanResultWithOutcome {
  const unmet = result.success && outcome?.goal?.met === false;
  return {
    ...result,
    success: result.success && !unmet,
    reason: unmet ? `the plan ran, but the goal was not met` : result.reason,
    ...(unmet ? { ending: 'failed' as const } : {}),
    outcome,
  };
}

/** Rewrites the session's result.json with the outcome. */
export function writeResultWithOutcome(result: PlanResultWithOutcome): void {
  writeSessionFile(result.sessionDir, SESSION_FILES.result, JSON.stringify(result, null, 2) + '\n');
}
