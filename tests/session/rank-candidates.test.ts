/** Best-of-N ranking on hand-made candidate outcomes. */
import { describe, expect, it } from 'vitest';
import { compareOutcomes, rankCandidates, rankReasons, type CandidateOutcome } from '../../src/session/rank-candidates.js';
import { describeCandidates } from '../../src/session/candidates.js';

function outcome(index: number, over: Partial<CandidateOutcome> = {}): CandidateOutcome {
  return { index, code: `# candidate ${index}\n`, valid: true, errors: 0, repairs: 0, executes: true, failure: null, meetsCriteria: null, actions: 10, ...over };
}

const invalid = (index: number) => outcome(index, { valid: false, errors: 2, repairs: 3, executes: false, actions: null });
const failing = (index: number, actions = 4) => outcome(index, { executes: false, failure: 'line 3: RECEPTACLE_CLOSED', actions });

describe('rankCandidates', () => {
  it('valid before invalid, executing before failing, whatever the order they came in', () => {
    const ranked = rankCandidates([invalid(1), failing(2), outcome(3, { actions: 30 })]);
    expect(ranked.map((c) => c.index)).toEqual([3, 2, 1]);
    expect(ranked.map((c) => c.rank)).toEqual([1, 2, 3]);
  });

  it("meeting the task's criteria outranks fewer actions; unknown criteria do not count either way", () => {
    const ranked = rankCandidates([outcome(1, { meetsCriteria: false, actions: 5 }), outcome(2, { meetsCriteria: true, actions: 50 })]);
    expect(ranked[0]!.index).toBe(2);
    const unknown = rankCandidates([outcome(1, { actions: 12 }), outcome(2, { actions: 8 })]);
    expect(unknown[0]!.index).toBe(2);
  });

  it('a full tie keeps the earlier candidate first (stable by index)', () => {
    const ranked = rankCandidates([outcome(3), outcome(1), outcome(2)]);
    expect(ranked.map((c) => c.index)).toEqual([1, 2, 3]);
    expect(compareOutcomes(outcome(2), outcome(2))).toBe(0);
  });

  it('a failing run with fewer actions still ranks below one that executes', () => {
    expect(rankCandidates([failing(1, 1), outcome(2, { actions: 99 })])[0]!.index).toBe(2);
  });

  it('says why, criterion by criterion', () => {
    expect(rankReasons(invalid(1))).toEqual(['does not validate (2 errors after 3 repairs)']);
    expect(rankReasons(failing(2))).toEqual(['valid', 'fails (line 3: RECEPTACLE_CLOSED)', '4 atomic actions']);
    expect(rankReasons(outcome(3, { repairs: 1, meetsCriteria: true, actions: 1 }))).toEqual(['valid after 1 repair', 'executes', 'meets the goal', '1 atomic action']);
  });

  it('the "Show other candidates" text lists every candidate best first, the proposed one marked', () => {
    const text = describeCandidates(rankCandidates([failing(1), outcome(2)]));
    expect(text.indexOf('Candidate 2 — rank 1 (proposed)')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Candidate 2')).toBeLessThan(text.indexOf('Candidate 1 — rank 2'));
    expect(text).toContain('# candidate 1');
  });
});
