/** The approver of the command-line flags: --feedback, --yes, --answer, and the terminal behind them. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { ErrorReport } from '../../src/execution/index.js';
import { ScriptedApprover, type Approver, type Decision, type Proposal } from '../../src/session/approver.js';

const plan = { taskDescription: 'Serve an apple.', subtasks: ['Slice it.'], neededObjects: ['Apple'] };
const valid: Proposal = { version: 1, code: "OpenObject('Fridge')", plan, errors: [], describe: () => '' };
const invalid: Proposal = { ...valid, version: 4, errors: [{ line: 1, column: 1, message: 'bad' }] };
const report = { errorCode: 'NOT_REACHABLE', line: 3 } as ErrorReport;

/** A stand-in for the terminal menu that records what it was asked. */
function terminal(decision: Decision): Approver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    answer: async (question) => (asked.push(`answer: ${question}`), 'toast'),
    review: async (proposal) => (asked.push(`review v${proposal.version}`), decision),
    confirmRefinement: async () => (asked.push('confirm'), false),
  };
}

describe('ScriptedApprover', () => {
  it('gives each --feedback in order, then approves with --yes', async () => {
    const approver = new ScriptedApprover({ yes: true, feedback: ['use a bowl', 'no knife'] });
    expect(await approver.review(valid)).toEqual({ kind: 'feedback', text: 'use a bowl' });
    expect(await approver.review(valid)).toEqual({ kind: 'feedback', text: 'no knife' });
    expect(await approver.review(valid)).toEqual({ kind: 'approve' });
    expect(await approver.confirmRefinement(report, 1, 5)).toBe(true);
  });

  it('with --yes, code that still has errors is not approved but ends the session with the reason', async () => {
    const decision = await new ScriptedApprover({ yes: true }).review(invalid);
    expect(decision).toEqual({ kind: 'abort', reason: 'code v4 still has errors after the validation repairs (line 1:1: bad), and --yes cannot approve invalid code' });
  });

  it('without --yes and without a terminal it refuses instead of waiting', async () => {
    const approver = new ScriptedApprover({ yes: false });
    await expect(approver.review(valid)).rejects.toThrow(InputError);
    await expect(approver.review(valid)).rejects.toThrow(/pass --yes/);
    await expect(approver.answer('Sweet or savoury?', [])).rejects.toThrow(/--answer/);
  });

  it('hands what the flags leave open to the terminal', async () => {
    const menu = terminal({ kind: 'regenerate' });
    const approver = new ScriptedApprover({ yes: false, feedback: ['use a bowl'], fallback: menu });
    expect(await approver.review(valid)).toEqual({ kind: 'feedback', text: 'use a bowl' });
    expect(await approver.review(invalid)).toEqual({ kind: 'regenerate' });
    expect(await approver.answer('Sweet or savoury?', ['sweet'])).toBe('toast');
    expect(await approver.confirmRefinement(report, 1, 5)).toBe(false);
    expect(menu.asked).toEqual(['review v4', 'answer: Sweet or savoury?', 'confirm']);
  });

  it('--answer answers the question without asking the terminal', async () => {
    const menu = terminal({ kind: 'approve' });
    expect(await new ScriptedApprover({ yes: false, answers: ['savoury'], fallback: menu }).answer('Sweet or savoury?', [])).toBe('savoury');
    expect(menu.asked).toEqual([]);
  });
});
