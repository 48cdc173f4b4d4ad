/**
 * The one place a session's ending and verdict become words: the verdict in a few words, the same
 * in `runs`, summary.md and report.html, and the word of `plan`'s last line.
 */
import { NOT_CHECKED_WORDS, type Outcome } from '../outcome/index.js';
import type { SessionEnding } from '../session/index.js';

/** How a session ended, as its result or its `end` event says (`ending` absent in older ones). */
export interface EndWords {
  success: boolean;
  reason?: string | undefined;
  ending?: SessionEnding | undefined;
  /** The lasting preferences the plan that ran breaks (result.json's `preferencesBroken`). */
  preferencesBroken?: readonly BrokenPreferenceWords[] | undefined;
}

/** What the verdict says of a broken preference: its id and words. */
export interface BrokenPreferenceWords {
  id: string;
  text: string;
}

/** "but it broke your lasting preference p1 "no eggs"": each statement once, in the order broken; empty when none. */
export function brokenWords(broken: readonly BrokenPreferenceWords[] | undefined): string {
  const byId = new Map((broken ?? []).map((b) => [b.id, b.text] as const));
  if (byId.size === 0) return '';
  const listed = [...byId].map(([id, text]) => `${id} "${text}"`).join(', ');
  return `but it broke your lasting preference${byId.size === 1 ? '' : 's'} ${listed}`;
}

/** How a session ended, also for a result older than `ending`. */
export function endingOf(end: EndWords): SessionEnding {
  return end.ending ?? (end.success ? 'succeeded' : 'failed');
}

/** The verdict of a session whose goal held before anything ran (ending `already-done`): nothing ran, no success. */
export const HELD_BEFORE_WORDS = 'goal held before anything ran: nothing done, not a success';

/** The word that starts `plan`'s last line for each ending (`Done: …`, `Failed: …`). */
export const ENDING_WORDS: Readonly<Record<SessionEnding, string>> = { succeeded: 'Done', failed: 'Failed', aborted: 'Stopped', refused: 'Refused', 'already-done': 'Nothing done' };

/**
 * "succeeded, goal met", "ran, but the goal was NOT met", "ran to its end; the goal was not
 * checked" (never success: no goal was stated), "failed: …", the person's Abort in its own
 * words, "refused: …" (the planner would not plan the request), "goal held before anything ran"
 * (nothing ran: no success), or "unfinished".
 */
export function verdictWords(end: EndWords | null, outcome: Pick<Outcome, 'ran' | 'goal'> | null): string {
  const verdict = plainVerdict(end, outcome);
  // A plan that broke a lasting preference says so whatever its ending (issue 37, item 9).
  const broken = end === null ? '' : brokenWords(end.preferencesBroken);
  return broken === '' ? verdict : `${verdict}, ${broken}`;
}

function plainVerdict(end: EndWords | null, outcome: Pick<Outcome, 'ran' | 'goal'> | null): string {
  if (outcome?.ran && outcome.goal && !outcome.goal.met) return 'ran, but the goal was NOT met';
  if (end === null) return 'unfinished';
  // The person's Abort and the planner's refusal are no failed plan: their reason says it.
  if (end.ending === 'aborted') return end.reason ?? 'aborted';
  if (end.ending === 'refused') return `refused: ${end.reason ?? '?'}`;
  if (end.ending === 'already-done') return HELD_BEFORE_WORDS;
  if (end.success && outcome?.goal?.met) return 'succeeded, goal met';
  if (end.success || end.reason === NOT_CHECKED_WORDS || (outcome?.ran && outcome.goal === null)) return NOT_CHECKED_WORDS;
  return `failed: ${end.reason ?? '?'}`;
}
