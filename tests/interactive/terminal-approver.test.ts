/** The approval menu's real inquirer prompts, driven by keystrokes as a person would. */
import { chmodSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TerminalApprover } from '../../src/cli/interactive/terminal-approver.js';
import { InterruptedError } from '../../src/errors.js';
import type { ErrorReport } from '../../src/execution/index.js';
import type { Proposal } from '../../src/session/approver.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { SALAD_PLAN } from '../helpers/plans.js';
import { choose, MENU } from './menu.js';
import { VirtualTerminal } from './virtual-terminal.js';

let term: VirtualTerminal;
let approver: TerminalApprover;
afterEach(() => term.input.end());

function setUp(): void {
  term = new VirtualTerminal();
  approver = new TerminalApprover({ context: { input: term.input, output: term.output }, print: term.print, color: false });
}

const plan = { taskDescription: 'Serve a sliced apple.', subtasks: ['Slice the apple.', 'Serve it.'], neededObjects: ['Apple', 'Knife', 'Plate'] };

function proposal(extra: Partial<Proposal> = {}): Proposal {
  return { version: 1, code: SALAD_PLAN, plan, errors: [], describe: () => 'Stage 2 (refined): Serve a sliced apple.\nLast prompt (codegen): ...', ...extra };
}

describe('the approval menu', () => {
  it('shows the code, offers every choice, and Enter approves', async () => {
    setUp();
    const decision = approver.review(proposal());
    const shown = await term.waitFor('What next?');
    expect(shown).toContain("SliceObject('Apple', 'Knife')");
    const menu = await term.waitFor('Abort');
    for (const label of MENU) expect(menu).toContain(label);
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
    expect(term.shown).toContain('What next? Approve');
  });

  it('Give feedback: the typed text is the decision', async () => {
    setUp();
    const decision = approver.review(proposal());
    await choose(term, 'Give feedback');
    await term.waitFor('Your feedback:');
    term.type('serve it in a bowl');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'feedback', text: 'serve it in a bowl' });
  });

  it("an LLM's clarifying question and its options are shown display-safe", async () => {
    setUp();
    const answer = approver.answer('Which one?\x1b[2K\x1b[1A', ['Toast\u202e', 'Eggs']);
    const shown = await term.waitFor('Something else');
    expect(shown).toContain('Which one?<U+001B>[2K<U+001B>[1A');
    expect(shown).toContain('Toast<U+202E>');
    term.press('enter');
    await expect(answer).resolves.toBe('Toast\u202e');
  });

  it('Show prompt/plan prints the plan and the prompt, then the menu comes back', async () => {
    setUp();
    const decision = approver.review(proposal());
    await choose(term, 'Show prompt/plan');
    await term.waitFor('Last prompt (codegen)');
    await choose(term, 'Regenerate');
    await expect(decision).resolves.toEqual({ kind: 'regenerate' });
  });

  it('Abort is a decision of its own', async () => {
    setUp();
    const decision = approver.review(proposal());
    await choose(term, 'Abort');
    await expect(decision).resolves.toEqual({ kind: 'abort' });
  });

  it('code with errors: the errors are shown with line:column and the menu starts on Give feedback', async () => {
    setUp();
    const decision = approver.review(proposal({ code: 'def f():\n    x = 1\n', errors: [{ line: 2, column: 5, message: 'assignments are not allowed' }] }));
    const shown = await term.waitFor('What next?');
    expect(shown).toContain('line 2:5: assignments are not allowed');
    term.press('enter');
    await term.waitFor('Your feedback:');
    term.type('no variables');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'feedback', text: 'no variables' });
  });

  it('Ctrl+C at the menu, the refinement question or the clarifying question interrupts (exit 130) without deciding anything', async () => {
    setUp();
    const decision = approver.review(proposal());
    await term.waitFor('Abort');
    term.press('ctrl-c');
    await expect(decision).rejects.toThrow(InterruptedError);
    await expect(decision).rejects.toMatchObject({ exitCode: 130, message: 'interrupted at the approval menu (Ctrl+C)' });
    const go = approver.confirmRefinement({ errorCode: 'NOT_REACHABLE', line: 4 } as ErrorReport, 1, 5);
    await term.waitFor('(Y/n)');
    term.press('ctrl-c');
    await expect(go).rejects.toMatchObject({ exitCode: 130, message: 'interrupted at the refinement question (Ctrl+C)' });
    const answer = approver.answer('Sweet or savoury?', []);
    await term.waitFor('Sweet or savoury?');
    term.press('ctrl-c');
    await expect(answer).rejects.toMatchObject({ exitCode: 130, message: 'interrupted at the clarifying question (Ctrl+C)' });
  });

  it('feedback the planner could not act on is shown before the menu, which comes back', async () => {
    setUp();
    const decision = approver.review(proposal({ refusedFeedback: { text: 'make it tastier', reason: "The offline planner does not understand the feedback 'make it tastier'." } }));
    const shown = await term.waitFor('What next?');
    expect(shown).toContain("The offline planner does not understand the feedback 'make it tastier'.");
    expect(shown).toContain('The code is unchanged; give the feedback in other words');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('asks before sending an execution error back, and takes no for an answer', async () => {
    setUp();
    const report = { errorCode: 'INSIDE_CLOSED_RECEPTACLE', line: 3 } as ErrorReport;
    const yes = approver.confirmRefinement(report, 1, 5);
    expect(await term.waitFor('refinement 1 of 5?')).toContain('Send this error');
    term.press('enter');
    await expect(yes).resolves.toBe(true);
    const no = approver.confirmRefinement(report, 2, 5);
    await term.waitFor('refinement 2 of 5?');
    term.type('n');
    term.press('enter');
    await expect(no).resolves.toBe(false);
  });

  it('a clarifying question offers the options and free text', async () => {
    setUp();
    const picked = approver.answer('Something sweet or savoury?', ['sweet', 'savoury']);
    await term.waitFor('Something else');
    term.press('down', 'enter');
    await expect(picked).resolves.toBe('savoury');
    const typed = approver.answer('Something sweet or savoury?', ['sweet', 'savoury']);
    await term.waitFor('Something else');
    term.press('down', 'down', 'enter');
    await term.waitFor('Your answer:');
    term.type('an omelette');
    term.press('enter');
    await expect(typed).resolves.toBe('an omelette');
  });
});

describe('Edit in $EDITOR', () => {
  let scratch: Scratch;
  const saved = { VISUAL: process.env['VISUAL'], EDITOR: process.env['EDITOR'] };
  beforeAll(() => {
    scratch = makeScratch();
  });
  afterAll(() => {
    scratch.remove();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('runs the editor on the code and returns what it saved', async () => {
    const edited = "def f():\n    OpenObject('Fridge')\n\nf()\n";
    const source = scratch.write('edited.py', edited);
    const editor = scratch.write('editor.sh', `#!/bin/sh\ngrep -q "SliceObject('Apple', 'Knife')" "$1" || exit 9\ncp '${source}' "$1"\n`);
    chmodSync(editor, 0o755);
    process.env['VISUAL'] = editor;
    setUp();
    const decision = approver.review(proposal());
    await choose(term, 'Edit in $EDITOR');
    await expect(decision).resolves.toEqual({ kind: 'edit', code: edited });
  });
});
