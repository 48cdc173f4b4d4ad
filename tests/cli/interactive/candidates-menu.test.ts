/** "Show other candidates" in the approval menu: there only for a best-of-N version. */
import { afterEach, describe, expect, it } from 'vitest';
import { TerminalApprover } from '../../../src/cli/interactive/terminal-approver.js';
import type { Proposal } from '../../../src/session/approver.js';
import { SALAD_PLAN } from '../../helpers/plans.js';
import { VirtualTerminal } from './virtual-terminal.js';

let term: VirtualTerminal;
afterEach(() => term.input.end());

const plan = { taskDescription: 'Serve a sliced apple.', subtasks: ['Slice it.'], neededObjects: ['Apple'] };
const proposal = (extra: Partial<Proposal> = {}): Proposal => ({ version: 1, code: SALAD_PLAN, plan, errors: [], describe: () => 'the plan', ...extra });

function approver(): TerminalApprover {
  term = new VirtualTerminal();
  return new TerminalApprover({ context: { input: term.input, output: term.output }, print: term.print, color: false });
}

describe('Show other candidates', () => {
  it('prints every candidate with its rank and reasons, then the menu comes back', async () => {
    const decision = approver().review(proposal({ candidates: () => 'Candidate 2 — rank 1 (proposed): valid, executes\nCandidate 1 — rank 2: valid, fails (line 3: NOT_REACHABLE)' }));
    const menu = await term.waitFor('Abort');
    expect(menu).toContain('Show other candidates');
    // Approve is highlighted; the entry sits just above Abort.
    term.press('down', 'down', 'down', 'down', 'down', 'enter');
    await term.waitFor('What next? Show other candidates');
    await term.waitFor('Candidate 1 — rank 2: valid, fails (line 3: NOT_REACHABLE)');
    await term.waitFor('Abort');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('is not offered for a version with a single candidate', async () => {
    const decision = approver().review(proposal());
    expect(await term.waitFor('Abort')).not.toContain('Show other candidates');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });
});
