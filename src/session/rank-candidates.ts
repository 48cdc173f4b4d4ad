/**
 * Best-of-N ranking: valid code before invalid, code that executes before code that fails, code
 * that meets the approved goal (when one was stated) before code that misses it, fewer
 * atomic actions before more, and on a full tie the earlier candidate. Pure: the dry runs that
 * produce the outcomes live in candidates.ts.
 */

/** What validation and the dry run found out about one candidate. */
export interface CandidateOutcome {
  /** 1-based position of the candidate among those asked for. */
  index: number;
  /** The code after validation repairs. */
  code: string;
  valid: boolean;
  /** Validation errors left after the repairs (0 when valid). */
  errors: number;
  /** Validation repairs the candidate needed. */
  repairs: number;
  /** The dry run executed to the end (false when invalid). */
  executes: boolean;
  /** The failure of the dry run, e.g. `line 3: RECEPTACLE_CLOSED`; null when it executed or did not run. */
  failure: string | null;
  /** The approved goal held after the dry run; null when no goal was stated or it did not run. */
  meetsCriteria: boolean | null;
  /** Atomic actions the dry run sent; null when it did not run (invalid code). */
  actions: number | null;
}

/** An outcome with its place (1 = proposed) and the reasons, in the order they are compared. */
export interface RankedCandidate extends CandidateOutcome {
  rank: number;
  reasons: string[];
}

/** The reasons of one outcome, one per ranking criterion that applies to it. */
export function rankReasons(outcome: CandidateOutcome): string[] {
  if (!outcome.valid) return [`does not validate (${outcome.errors} error${outcome.errors === 1 ? '' : 's'} after ${outcome.repairs} repair${outcome.repairs === 1 ? '' : 's'})`];
  const reasons = [outcome.repairs === 0 ? 'valid' : `valid after ${outcome.repairs} repair${outcome.repairs === 1 ? '' : 's'}`];
  reasons.push(outcome.executes ? 'executes' : `fails (${outcome.failure ?? 'unknown failure'})`);
  if (outcome.meetsCriteria !== null) reasons.push(outcome.meetsCriteria ? 'meets the goal' : 'misses the goal');
  if (outcome.actions !== null) reasons.push(`${outcome.actions} atomic action${outcome.actions === 1 ? '' : 's'}`);
  return reasons;
}

/** Negative when `a` ranks before `b`. */
export function compareOutcomes(a: CandidateOutcome, b: CandidateOutcome): number {
  const flag = (x: boolean) => (x ? 0 : 1);
  return (
    flag(a.valid) - flag(b.valid) ||
    flag(a.executes) - flag(b.executes) ||
    flag(a.meetsCriteria === true) - flag(b.meetsCriteria === true) ||
    (a.actions ?? Number.POSITIVE_INFINITY) - (b.actions ?? Number.POSITIVE_INFINITY) ||
    a.index - b.index
  );
}

/** The outcomes best first, each with its rank and reasons. */
export function rankCandidates(outcomes: readonly CandidateOutcome[]): RankedCandidate[] {
  return [...outcomes].sort(compareOutcomes).map((outcome, i) => ({ ...outcome, rank: i + 1, reasons: rankReasons(outcome) }));
}
