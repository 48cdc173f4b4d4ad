/** The one place a session's ending and verdict become words (report/verdict.ts), and the one wording of each reason (session/reasons.ts). */
import { describe, expect, it } from 'vitest';
import { ENDING_WORDS, endingOf, verdictWords } from '../../src/report/index.js';
import { HELD_BEFORE_WORDS } from '../../src/report/verdict.js';
import { GOAL_NOT_MET, NOT_CHECKED, SessionEnding } from '../../src/session/index.js';
import { NOT_CHECKED_WORDS, withOutcome, type Outcome } from '../../src/outcome/index.js';
import type { PlanResult } from '../../src/session/plan-result.js';

describe('verdict words', () => {
  it('every ending has its word for the last line of plan, and a result older than endings reads as succeeded or failed', () => {
    expect(Object.keys(ENDING_WORDS).sort()).toEqual([...SessionEnding.options].sort());
    expect(endingOf({ success: true })).toBe('succeeded');
    expect(endingOf({ success: false })).toBe('failed');
    expect(endingOf({ success: true, ending: 'already-done' })).toBe('already-done');
  });

  it('every ending has its verdict in a few words; an unmet goal says so whatever the ending', () => {
    const ran = (met: boolean | null): Pick<Outcome, 'ran' | 'goal'> => ({ ran: true, goal: met === null ? null : { source: 'planner', met, alternative: met ? 'a' : null, alternatives: [] } });
    expect(verdictWords({ success: true, ending: 'succeeded' }, ran(true))).toBe('succeeded, goal met');
    expect(verdictWords({ success: false, ending: 'failed', reason: GOAL_NOT_MET }, ran(false))).toBe('ran, but the goal was NOT met');
    expect(verdictWords({ success: false, ending: 'failed', reason: NOT_CHECKED }, ran(null))).toBe(NOT_CHECKED_WORDS);
    expect(verdictWords({ success: false, ending: 'aborted', reason: 'aborted by the user' }, null)).toBe('aborted by the user');
    expect(verdictWords({ success: false, ending: 'refused', reason: 'not a household task' }, null)).toBe('refused: not a household task');
    // A goal that held before anything ran is no success, in a result before that rule (success: true) too.
    expect(verdictWords({ success: false, ending: 'already-done' }, null)).toBe('goal held before anything ran: nothing done, not a success');
    expect(verdictWords({ success: true, ending: 'already-done' }, null)).toBe(HELD_BEFORE_WORDS);
    expect(verdictWords(null, null)).toBe('unfinished');
  });

  it('the outcome gives the session\'s own reasons: one wording for a goal not met, one for a goal not checked', () => {
    const result = { success: true, reason: 'success', ending: 'succeeded' } as PlanResult;
    const outcome = (met: boolean | null) => ({ ran: true, goal: met === null ? null : { source: 'planner' as const, met, alternative: null, alternatives: [] } }) as unknown as Outcome;
    expect(withOutcome(result, outcome(false))).toMatchObject({ success: false, reason: GOAL_NOT_MET, ending: 'failed' });
    expect(withOutcome(result, outcome(null))).toMatchObject({ success: false, reason: NOT_CHECKED, ending: 'failed' });
  });
});
