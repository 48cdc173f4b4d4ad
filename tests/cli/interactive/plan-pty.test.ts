/**
 * The built `iteraplan plan` in a pseudo-terminal: it sees a TTY and shows the real menu, which
 * the test answers with keystrokes; the LLM is the scripted server, the simulator a real bridge.
 */
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ensureBuilt } from '../../helpers/dist.js';
import { fenced, happyReplies, PlanHarness, reply, SALAD_PLAN, STAGE1, STAGE2, TEST_KITCHEN, transcript } from '../../helpers/plan-harness.js';
import { choose, choosePlan } from './menu.js';
import { PtyProcess } from './pty.js';

const h = new PlanHarness();
beforeAll(async () => {
  await Promise.all([h.start(), ensureBuilt()]);
});
afterAll(() => h.stop());

function plan(env: Record<string, string> = {}): PtyProcess {
  const argv = ['node', BIN, 'plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--code-by-construction', 'off'];
  return new PtyProcess([...argv, '--bridge', h.bridge.url, '--out', h.out, '--cache', join(h.scratch.dir, 'cache')], h.env(env));
}

/** The session directory the command names when it ends. */
function sessionDirOf(screen: string): string {
  const marker = 'Session written to ';
  const start = screen.lastIndexOf(marker);
  if (start === -1) throw new Error(`no session directory on the screen:\n${screen.slice(-500)}`);
  return screen.slice(start + marker.length).split(/\r?\n/)[0]!.trim();
}

describe('iteraplan plan at a terminal', () => {
  test('the plan and the code are shown; Enter approves; it executes and allocates: exit 0', async () => {
    await h.script(...happyReplies());
    const pty = plan();
    const planShown = await choosePlan(pty);
    expect(planShown).toContain('Stage 2 — refined with the scene');
    expect(planShown).toContain('The plan (stage 2):');
    const shown = await pty.waitFor('What next?');
    expect(shown).toContain("SliceObject('Apple', 'Knife')");
    pty.press('enter');
    // The allocation step: its table and timeline, then Enter approves it too.
    const allocation = await pty.waitFor('Allocation:');
    expect(allocation).toContain('Allocation to the team paper');
    expect(allocation).toMatch(/makespan [\d.]+ s, one after another [\d.]+ s/);
    pty.press('enter');
    await pty.waitFor('Done: success');
    expect(await pty.exitCode()).toBe(0);
    expect(pty.shown).toContain("human.SliceObject('Apple', 'Knife')");
    for (const file of ['plan.allocated.py', 'timeline.svg', 'timeline.png']) expect(existsSync(join(sessionDirOf(pty.shown), file)), file).toBe(true);
  });

  test('Edit with a scripted $EDITOR: an invalid edit shows its errors, the menu comes back; Abort: exit 4, session kept and ended as aborted', async () => {
    const invalid = h.scratch.write('pty-invalid.py', "def f():\n    OpenObject('Drawer')\n    knife = 'Knife'\n\nf()\n");
    const editor = h.scratch.write('pty-editor.sh', `#!/bin/sh\ngrep -q "SliceObject('Apple', 'Knife')" "$1" && cp '${invalid}' "$1"\n`);
    chmodSync(editor, 0o755);
    await h.script(...happyReplies());
    const pty = plan({ EDITOR: editor, VISUAL: '' });
    await choosePlan(pty);
    await choose(pty, 'Edit in $EDITOR');
    const afterEdit = await pty.waitFor('What next?');
    expect(afterEdit).toContain('Code v2:');
    expect(afterEdit).toMatch(/It has errors:\r?\n {2}line 3:5: /);
    await choose(pty, 'Abort');
    // An Abort is the person's choice, not a plan that failed within its budget: its own exit code.
    await pty.waitFor('Stopped: aborted by the user');
    expect(await pty.exitCode()).toBe(4);
    const dir = sessionDirOf(pty.shown);
    expect(readFileSync(join(dir, 'code-v1.py'), 'utf8')).toBe(SALAD_PLAN);
    expect(readFileSync(join(dir, 'code-v2.py'), 'utf8')).toBe(readFileSync(invalid, 'utf8'));
    expect(transcript(dir).flatMap((e) => (e.type === 'decision' ? [e.decision] : []))).toEqual(['edit', 'abort']);
  });

  test('code whose comment would erase the line above it: shown escaped, refused by the checker, Approve does not run it', async () => {
    const hidden = "def f():\n    OpenObject('Drawer')\n    SwitchOn('StoveKnob')\n    # \x1b[1A\x1b[2K\n    CloseObject('Drawer')\n\nf()\n";
    // The code and its three validation repairs all carry the hidden line.
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(hidden), fenced(hidden), fenced(hidden), fenced(hidden));
    const pty = plan();
    await choosePlan(pty);
    const shown = await pty.waitFor('What next?');
    expect(shown).toContain("    SwitchOn('StoveKnob')\r\n    # <U+001B>[1A<U+001B>[2K");
    expect(shown).toMatch(/line 4:7: U\+001B \(ESCAPE\) is a control character/);
    await choose(pty, 'Approve');
    await pty.waitFor('it cannot run until they are fixed');
    await choose(pty, 'Abort');
    // An Abort is the person's choice, not a plan that failed within its budget: its own exit code.
    await pty.waitFor('Stopped: aborted by the user');
    expect(await pty.exitCode()).toBe(4);
    const events = transcript(sessionDirOf(pty.shown));
    expect(events.some((e) => e.type === 'execution')).toBe(false);
  });

  test('Ctrl+C at the menu: exit 130, the session not ended, and the message says how to resume it', async () => {
    await h.script(...happyReplies());
    const pty = plan();
    await choosePlan(pty);
    await pty.waitFor('Abort');
    pty.press('ctrl-c');
    await pty.waitFor('interrupted at the approval menu (Ctrl+C)');
    expect(await pty.exitCode()).toBe(130);
    const dir = /continue it with: iteraplan plan --resume (\S+)/.exec(pty.shown)?.[1];
    expect(dir, pty.shown).toBeDefined();
    expect(transcript(dir!).some((e) => e.type === 'end')).toBe(false);
    expect(pty.shown).not.toContain('unexpected error');
  });

  test('Ctrl+C while the planner is asked (no prompt open): the resume hint, exit 130, no end in the transcript', async () => {
    let arrived!: () => void;
    const asked = new Promise<void>((resolve) => (arrived = resolve));
    await h.script(reply.json(STAGE1), reply.handler(() => arrived())); // stage 2 never answers
    const pty = plan();
    await asked;
    pty.press('ctrl-c');
    await pty.waitFor('interrupted (Ctrl+C)');
    expect(await pty.exitCode()).toBe(130);
    const dir = /continue it with: iteraplan plan --resume (\S+)/.exec(pty.shown)?.[1];
    expect(dir, pty.shown).toBeDefined();
    const events = transcript(dir!);
    expect(events.some((e) => e.type === 'end')).toBe(false);
    expect(events.filter((e) => e.type === 'decomposition')).toHaveLength(1);
  });
});
