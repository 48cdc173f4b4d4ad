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
  const other = SALAD_PLAN.replace('# Serve a sliced apple.', '# Another way.');
  const candidates = () => [
    { index: 1, rank: 2, reasons: ['valid', 'fails (line 3: NOT_REACHABLE)'], code: other },
    { index: 2, rank: 1, reasons: ['valid', 'executes'], code: SALAD_PLAN },
  ];

  it('prints every candidate with its rank and reasons; keeping the proposed one brings the menu back', async () => {
    const decision = approver().review(proposal({ candidates }));
    const menu = await term.waitFor('Abort');
    expect(menu).toContain('Show other candidates');
    // Approve is highlighted; the entry sits just above Abort.
    term.press('down', 'down', 'down', 'down', 'down', 'enter');
    await term.waitFor('What next? Show other candidates');
    await term.waitFor('Candidate 1 — rank 2: valid, fails (line 3: NOT_REACHABLE)');
    expect(await term.waitFor('Use candidate 1 (rank 2)')).toContain('Keep the proposed one');
    term.press('enter');
    await term.waitFor('Use another candidate? Keep the proposed one');
    await term.waitFor('What next?');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('picking another candidate makes it the decision, with its code', async () => {
    const decision = approver().review(proposal({ candidates }));
    await term.waitFor('Abort');
    term.press('down', 'down', 'down', 'down', 'down', 'enter');
    await term.waitFor('Use candidate 1 (rank 2)');
    term.press('down', 'enter');
    await expect(decision).resolves.toEqual({ kind: 'pick', index: 1, code: other });
  });

  it('is not offered for a version with a single candidate', async () => {
    const decision = approver().review(proposal());
    expect(await term.waitFor('Abort')).not.toContain('Show other candidates');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });
});
