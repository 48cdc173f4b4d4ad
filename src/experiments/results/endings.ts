/**
 * How each episode ended, and the headline over every episode of a suite: task success judged by
 * the suite's own goal, with the episodes that did not succeed shown by why — failed (ran, or
 * ended in its budget, without the suite goal holding), refused (the planner declined the
 * request), not understood (feedback or an answer it could not act on, with no one to ask
 * again), errored (the environment), or not run at all. A task whose right answer is an honest
 * refusal (the suite's `refusal:`) is met by a refusal, or by a question no answer settled (issue
 * 38: the planner refuses or asks; it planned nothing), counted apart as refused rightly. Beside
 * it the false successes: episodes the planner reported as successful whose suite goal does not
 * hold (on a refusal task: any reported success).
 */
import { AnswerNotUnderstoodError, FeedbackNotUnderstoodError, RequestRefusedError } from '../../planning/index.js';
import { PlanFailedError } from '../../errors.js';
import type { EpisodeRecord } from './episode-record.js';

/** How an episode ended, as the headline counts it. */
export const ENDINGS = ['succeeded', 'refused-rightly', 'failed', 'refused', 'not-understood', 'errored'] as const;
export type Ending = (typeof ENDINGS)[number];

/** Why an episode that threw ended: the planner refused the request, did not understand words, or the environment failed. */
export function endingOfError(error: unknown): Exclude<Ending, 'succeeded' | 'failed' | 'refused-rightly'> {
  // Feedback, or the answers to a question, it could not act on with no one to ask again: nothing was planned (as `plan` exits 2).
  if (error instanceof FeedbackNotUnderstoodError || error instanceof AnswerNotUnderstoodError) return 'not-understood';
  // A request the planner maps to no goal, or cannot plan in this room: it declined before any code.
  if (error instanceof RequestRefusedError || error instanceof PlanFailedError) return 'refused';
  return 'errored';
}

/** The ending of a record (records written before endings: finished ones by their success, the others errored). */
export function endingOf(record: EpisodeRecord): Ending {
  if (record.ending !== undefined) return record.ending;
  if (record.status === 'errored') return 'errored';
  return record.success ? 'succeeded' : 'failed';
}

/** A false success: the planner reported success (its goal held), and the suite's own goal does not. */
export function isFalseSuccess(record: EpisodeRecord): boolean {
  return record.reportedSuccess === true && !record.success;
}

/** The endings of some episodes, with the ones never run, and the task success over all of them. */
export interface EndingCounts {
  /** Every episode: recorded ones and those not run. */
  episodes: number;
  counts: Record<Ending, number>;
  notRun: number;
  /** Succeeded or refused rightly / every episode; null for none. */
  success: number | null;
  /** Episodes of tasks whose right answer is a refusal (records saying `refusalExpected`). */
  refusalTasks: number;
  /** Questions the planner asked, over every episode; and the episodes with at least one. */
  questions: number;
  askedIn: number;
  /** Episodes the planner reported successful (its stated goal held). */
  reported: number;
  falseSuccesses: number;
}

/** Counts the endings of `records`; `total` is every episode they should cover (more when some were not run). */
export function countEndings(records: readonly EpisodeRecord[], total = records.length): EndingCounts {
  const counts = Object.fromEntries(ENDINGS.map((e) => [e, 0])) as Record<Ending, number>;
  for (const record of records) counts[endingOf(record)] += 1;
  const episodes = Math.max(total, records.length);
  return {
    episodes,
    counts,
    notRun: episodes - records.length,
    success: episodes === 0 ? null : (counts.succeeded + counts['refused-rightly']) / episodes,
    refusalTasks: records.filter((r) => r.refusalExpected === true).length,
    questions: records.reduce((n, r) => n + (r.questions ?? 0), 0),
    askedIn: records.filter((r) => (r.questions ?? 0) > 0).length,
    reported: records.filter((r) => r.reportedSuccess === true).length,
    falseSuccesses: records.filter(isFalseSuccess).length,
  };
}

/** "12/53 (22.6%): failed 20, refused 15, not understood 1, errored 3, not run 2" (and "refused rightly N of M refusal tasks" where a suite has them). */
export function endingsSentence(c: EndingCounts): string {
  const share = c.success === null ? 'n/a' : `${(c.success * 100).toFixed(1)}%`;
  const met = c.counts.succeeded + c.counts['refused-rightly'];
  const rightly = c.refusalTasks > 0 ? `goal met ${c.counts.succeeded}, refused rightly ${c.counts['refused-rightly']} of ${c.refusalTasks} refusal tasks; ` : '';
  const rest = [
    ['failed', c.counts.failed],
    ['refused', c.counts.refused],
    ['not understood', c.counts['not-understood']],
    ['errored', c.counts.errored],
    ['not run', c.notRun],
  ] as const;
  return `${met}/${c.episodes} (${share}): ${rightly}${rest.map(([name, n]) => `${name} ${n}`).join(', ')}`;
}
