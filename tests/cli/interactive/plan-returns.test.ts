/**
 * The stage-2 plan comes back to the person, with the reason, when the offline planner cannot go
 * on with it: a plan edited in $EDITOR into one it cannot write code for, or a correction in words
 * it does not understand. Nothing decided is lost, `--resume` returns to the plan, and the
 * session's summary does not say "Failures: None". (Issue 27: an edited plan it could not code
 * ended the session with exit 1, `--resume` failed again at once, and `runs show` said
 * "Failures: None"; a correction it did not understand gave the same plan back silently.)
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readSessionRecord } from '../../../src/report/session-record.js';
import { formatSummary } from '../../../src/report/summary.js';
import { Session } from '../../../src/session/session.js';
import { PlanHarness, transcript } from '../../helpers/plan-harness.js';
import { useTerminalSessions } from '../../helpers/terminal-session.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

/** Sessions with the offline planner on a virtual terminal's menus. */
const sessions = useTerminalSessions(h);

describe('an edited plan the offline planner cannot write code for', () => {
  const saved = process.env['VISUAL'];
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'iteraplan-plan-returns-'));
    const script = join(dir, 'editor.sh');
    writeFileSync(join(dir, 'pancakes.txt'), 'Task: Pancakes.\n1. Make pancakes with syrup.\nNeeds: Apple\n');
    writeFileSync(script, `#!/bin/sh\ncp '${join(dir, 'pancakes.txt')}' "$1"\n`);
    chmodSync(script, 0o755);
    process.env['VISUAL'] = script;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env['VISUAL'];
    else process.env['VISUAL'] = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  test('goes back to the plan menu with the reason; the session stays resumable and its summary names the failure', async () => {
    const first = await sessions.start();
    const done = first.run();
    await choosePlan(first.term, 'Edit the plan in $EDITOR');
    expect(await choosePlan(first.term)).toContain('1. Make pancakes with syrup.');
    const back = await first.term.waitFor('Generate code from this plan?');
    expect(back).toMatch(/The plan is back with you: The offline planner cannot write code for this plan: the subtask 'Make pancakes with syrup\.' is not a command it understands \('pancakes' asks for a food this world does not have/);
    // Interrupted at the plan that came back: nothing is lost, nothing is ended.
    await first.term.waitFor('Abort');
    first.term.press('ctrl-c');
    await expect(done).rejects.toMatchObject({ exitCode: 130 });
    const events = transcript(first.session.dir);
    expect(events.some((e) => e.type === 'end' || e.type === 'code')).toBe(false);
    expect(events.filter((e) => e.type === 'plan-returned')).toMatchObject([{ reason: expect.stringContaining("the subtask 'Make pancakes with syrup.'") }]);
    expect(formatSummary(readSessionRecord(first.session.dir))).toMatch(/## Failures\n\n- the plan went back to you: The offline planner cannot write code for this plan/);
    await sessions.release();

    // --resume shows the plan again with why it came back.
    const again = await sessions.start({ session: Session.open(first.session.dir) });
    const resumed = again.run();
    expect(await choosePlan(again.term, 'Abort')).toContain("The plan is back with you: The offline planner cannot write code for this plan: the subtask 'Make pancakes with syrup.'");
    expect(await resumed).toMatchObject({ success: false, ending: 'aborted', codeVersions: [] });
  });
});

describe('a correction of the plan in words the offline planner does not understand', () => {
  test('is said so, the plan is unchanged and the person is asked again; approving it goes on', async () => {
    const live = await sessions.start();
    const done = live.run();
    const shown = await choosePlan(live.term, 'Correct it in words');
    await live.term.waitFor('What should change in the plan?');
    live.term.type('make it spicier');
    live.term.press('enter');
    const back = await live.term.waitFor('say it in other words');
    expect(back).toContain('The planner did not take the correction "make it spicier": ');
    expect(back).toContain("'spicier'");
    expect(back).toContain('The plan is unchanged; say it in other words');
    // Said once, not once by the reporter and again at the plan step.
    expect(back.split('did not take the correction').length - 1).toBe(1);
    // The same plan, shown again with the reason, not another one.
    const planOf = (text: string) => text.slice(text.lastIndexOf('The plan (stage 2):')).split('\nDone when')[0];
    expect(planOf(await choosePlan(live.term))).toBe(planOf(shown));
    await choose(live.term, 'Approve');
    await chooseAllocation(live.term);
    expect(await done).toMatchObject({ success: true });
    expect(transcript(live.session.dir).filter((e) => e.type === 'plan-returned')).toMatchObject([{ correction: 'make it spicier' }]);
  });
});
