/**
 * The interactive loop no longer loses sessions. Feedback the offline planner does not
 * understand returns to the menu with the reason (no new version; a resume does not retry it);
 * with no one to ask (--yes) it is bad input (exit 2) and the session stays resumable. Ctrl+C
 * at the approval menu or the clarifying question interrupts (exit 130) without deciding
 * anything: the session is not ended, and --resume brings the same menu back.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InterruptedError } from '../../../src/errors.js';
import { phase } from '../../../src/session/next.js';
import { Session } from '../../../src/session/session.js';
import { stateFromEvents } from '../../../src/session/state.js';
import { PlanHarness, reply, TEST_KITCHEN, transcript } from '../../helpers/plan-harness.js';
import { useTerminalSessions } from '../../helpers/terminal-session.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

/** Sessions on a virtual terminal's menus: the offline planner, or the LLM planner on the harness's scripted server. */
const sessions = useTerminalSessions(h);

const NOT_UNDERSTOOD = "The offline planner did not understand the correction 'make it tastier'";
/** Understood ("leave out the knife"), but no plan slices the apple without one. */
const NOT_DOABLE = "The offline planner cannot act on the correction 'don't use the knife'";

/** Where a session's transcript says it is. */
const phaseOf = (dir: string, settings: Parameters<typeof stateFromEvents>[0]) => phase(stateFromEvents(settings, transcript(dir), true));

describe('feedback the offline planner does not understand', () => {
  test('at the menu: the reason is shown, the menu comes back, the code is unchanged; Approve runs it', async () => {
    const { session, run, term } = await sessions.start();
    const done = run();
    await choosePlan(term);
    await choose(term, 'Give feedback');
    await term.waitFor('Your feedback:');
    term.type('make it tastier');
    term.press('enter');
    const shown = await term.waitFor('What next?');
    expect(shown).toContain(NOT_UNDERSTOOD);
    expect(shown).toContain('The code is unchanged');
    expect(shown).toContain('Code v1:');
    await choose(term, 'Approve');
    await chooseAllocation(term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(result.codeVersions).toHaveLength(1);
    expect(transcript(session.dir).filter((e) => e.type === 'feedback-not-understood')).toMatchObject([{ version: 1, text: 'make it tastier' }]);
  });

  test('with --yes, words not understood: exit 2 naming them before anything runs, no session made', async () => {
    await h.script();
    const run = await h.run(['Serve a sliced apple on a plate', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--feedback', 'make it tastier']);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(`--feedback "make it tastier": the offline planner did not understand it: it did not understand 'tastier'`);
    expect(run.stderr).not.toContain('Session:');
  });

  test('with --yes, understood but not doable: exit 2 naming why, the session kept; --resume --yes finishes it', async () => {
    await h.script();
    const first = await h.run(['Serve a sliced apple on a plate', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--feedback', "don't use the knife"]);
    expect(first.code, first.stderr).toBe(2);
    expect(first.stderr).toContain(NOT_DOABLE);
    const dir = /continue it with: iteraplan plan --resume (.+)$/m.exec(first.stderr)?.[1];
    expect(dir, first.stderr).toBeDefined();
    expect(transcript(dir!).some((e) => e.type === 'end')).toBe(false);
    const resumed = await h.run(['--resume', dir!, '--planner', 'offline', '--yes', '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.result()).toMatchObject({ success: true });
  });

  test('a session that died on it before this fix: --resume reports it once and goes on', async () => {
    await h.script();
    const first = await h.run(['Serve a sliced apple on a plate', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--feedback', "don't use the knife"]);
    const dir = /continue it with: iteraplan plan --resume (.+)$/m.exec(first.stderr)![1]!;
    // As an older version left it: the feedback decided, nothing after it.
    const file = join(dir, 'transcript.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').split('\n').filter((line) => !line.includes('"feedback-not-understood"')).join('\n'));
    const resumed = await h.run(['--resume', dir, '--planner', 'offline', '--yes']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(NOT_DOABLE);
    expect(resumed.stdout).toContain('Done: success');
    expect(transcript(dir).filter((e) => e.type === 'feedback-not-understood')).toHaveLength(1);
  });
});

describe('Ctrl+C', () => {
  test('at the approval menu: interrupted, nothing decided, not ended; --resume shows the same menu', async () => {
    const first = await sessions.start();
    const done = first.run();
    await choosePlan(first.term);
    await first.term.waitFor('Abort');
    first.term.press('ctrl-c');
    await expect(done).rejects.toThrow(InterruptedError);
    const events = transcript(first.session.dir);
    expect(events.some((e) => e.type === 'end' || e.type === 'decision')).toBe(false);
    expect(events.filter((e) => e.type === 'plan-review')).toMatchObject([{ decision: 'approve' }]);
    expect(phaseOf(first.session.dir, first.settings)).toBe('approve');
    await sessions.release();

    const again = await sessions.start({ session: Session.open(first.session.dir) });
    const resumed = again.run();
    expect(await again.term.waitFor('What next?')).toContain('Code v1:');
    await choose(again.term, 'Approve');
    await chooseAllocation(again.term);
    expect((await resumed).success).toBe(true);
  });

  test('at the stage-2 plan: interrupted, not an abort; --resume shows the plan again', async () => {
    const first = await sessions.start();
    const done = first.run();
    await first.term.waitFor('Generate code from this plan?');
    await first.term.waitFor('Abort');
    first.term.press('ctrl-c');
    await expect(done).rejects.toMatchObject({ exitCode: 130, message: 'interrupted at the plan (Ctrl+C)' });
    const events = transcript(first.session.dir);
    expect(events.some((e) => e.type === 'end' || e.type === 'plan-review')).toBe(false);
    await sessions.release();

    const again = await sessions.start({ session: Session.open(first.session.dir) });
    const resumed = again.run();
    await choosePlan(again.term);
    await choose(again.term, 'Approve');
    await chooseAllocation(again.term);
    expect((await resumed).success).toBe(true);
  });

  test('at the clarifying question: interrupted, not "unexpected error", the session resumable', async () => {
    await h.script(reply.json({ action: 'ask', question: 'Toast or eggs?', options: ['toast', 'eggs'] }));
    const { session, run, term, settings } = await sessions.start({ kind: 'openai', instruction: 'Make me breakfast', clarify: true });
    const done = run();
    await term.waitFor('Something else');
    term.press('ctrl-c');
    await expect(done).rejects.toMatchObject({ exitCode: 130, message: 'interrupted at the clarifying question (Ctrl+C)' });
    const events = transcript(session.dir);
    // The question is in the transcript before it is answered: a resume asks it again, without a new call.
    expect(events.map((e) => e.type)).toEqual(['start', 'llm-call', 'dialogue-question']);
    expect(phaseOf(session.dir, settings)).toBe('decompose');
  });
});
