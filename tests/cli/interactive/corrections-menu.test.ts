/**
 * Corrections in words at the terminal's approval steps, on a virtual terminal (issue 38): each
 * is read by the one reader of corrections; one not understood is said once and asked again, and
 * what lists corrections (result.json, summary.md, report.html) lists it as refused, never as
 * applied. (Before: "no eggs please" was refused at the plan step and the report then showed it
 * as "Your correction".)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeSessionReports } from '../../../src/report/index.js';
import { PlanHarness, transcript } from '../../helpers/plan-harness.js';
import { useTerminalSessions } from '../../helpers/terminal-session.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const sessions = useTerminalSessions(h);

/** Corrects the plan in words at the plan menu. */
async function correctPlan(term: Awaited<ReturnType<typeof sessions.start>>['term'], text: string): Promise<void> {
  await choosePlan(term, 'Correct it in words');
  await term.waitFor('What should change in the plan?');
  term.type(text);
  term.press('enter');
}

describe('corrections in words at the plan and code steps', () => {
  test('a refused one is said once and asked again; the report lists only what was applied as applied', async () => {
    const live = await sessions.start();
    const done = live.run();
    await correctPlan(live.term, 'make it spicier');
    const refused = await live.term.waitFor('say it in other words');
    expect(refused).toContain("did not understand 'spicier'");
    // Applied: the sliced apple goes in the fridge, not on the plate.
    await correctPlan(live.term, 'in the fridge please');
    const corrected = await choosePlan(live.term, 'Approve the plan');
    expect(corrected).toContain('2. Put the AppleSliced in the Fridge.');
    expect(corrected).toContain('there should be an AppleSliced directly in a Fridge');
    // At the code: understood, but the plan uses no egg: said so, nothing changes.
    await choose(live.term, 'Give feedback');
    await live.term.waitFor('Your feedback:');
    live.term.type("no eggs please, thanks");
    live.term.press('enter');
    const unchanged = await live.term.waitFor('What next?');
    expect(unchanged).toContain('The plan uses no eggs: nothing to leave out.');
    expect(unchanged).toContain('The code is unchanged.');
    await choose(live.term, 'Approve');
    await chooseAllocation(live.term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(result.corrections).toEqual([
      { step: 'plan', text: 'make it spicier', outcome: 'refused', reason: expect.stringContaining("'spicier'") },
      { step: 'plan', text: 'in the fridge please', outcome: 'applied' },
      { step: 'code', text: 'no eggs please, thanks', outcome: 'unchanged', reason: 'The plan uses no eggs: nothing to leave out.', version: 1 },
    ]);
    // The approved code is what ran: the apple slice is in the fridge.
    expect(result.finalCode).toContain('Fridge');
    const events = transcript(live.session.dir);
    expect(events.filter((e) => e.type === 'code')).toHaveLength(1);

    const { summary, html } = await writeSessionReports(live.session.dir);
    const md = readFileSync(summary, 'utf8');
    expect(md).not.toContain('Your correction: "make it spicier"');
    expect(md).toContain('Your correction: "in the fridge please"');
    expect(md).toContain('- "make it spicier" at the plan: refused, not applied');
    expect(md).toContain('- "no eggs please, thanks" at code v1: changed nothing');
    const page = readFileSync(html, 'utf8');
    expect(page).not.toContain('Your correction: “make it spicier”');
    expect(page).toContain('Your correction: “in the fridge please”');
    expect(page).toContain('<li class="refused">&quot;make it spicier&quot; at the plan: refused, not applied');
    expect(JSON.parse(readFileSync(join(live.session.dir, 'result.json'), 'utf8')).corrections).toEqual(result.corrections);
  });

  test('at the allocation step: who does what in words; one the team cannot do is said once and changes nothing', async () => {
    const live = await sessions.start();
    const done = live.run();
    await choosePlan(live.term);
    await choose(live.term, 'Approve');
    const sayIt = async (text: string): Promise<void> => {
      await chooseAllocation(live.term, 'Say it in words');
      await live.term.waitFor('Who should do what?');
      live.term.type(text);
      live.term.press('enter');
    };
    await sayIt('let the robot do the cutting');
    const refused = await live.term.waitFor('Say it in other words');
    expect(refused).toContain("The allocation is unchanged: the robot cannot do line");
    await sayIt("I'll do everything, please");
    await chooseAllocation(live.term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(new Set(result.allocation!.map((r) => r.agent))).toEqual(new Set(['human']));
    expect(result.corrections).toEqual([
      { step: 'allocation', text: 'let the robot do the cutting', outcome: 'refused', reason: expect.stringContaining('the robot cannot do line') },
      { step: 'allocation', text: "I'll do everything, please", outcome: 'applied' },
    ]);
    // Each line it moved is a human refinement of the allocation, as a reassignment by hand is.
    expect(transcript(live.session.dir).filter((e) => e.type === 'allocation-decision' && e.decision === 'reassign').length).toBeGreaterThan(0);
  });
});
