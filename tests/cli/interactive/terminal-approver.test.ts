/** The approval menu's real inquirer prompts, driven by keystrokes as a person would. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TerminalApprover } from '../../../src/cli/interactive/terminal-approver.js';
import type { ErrorReport } from '../../../src/execution/index.js';
import type { PlanProposal, Proposal } from '../../../src/session/approver.js';
import { makeScratch, type Scratch } from '../../helpers/files.js';
import { SALAD_PLAN } from '../../helpers/plans.js';
import { InterruptedError } from '../../../src/errors.js';
import { choose, choosePlan, MENU } from './menu.js';
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

  it('names each object id of the code under it', async () => {
    setUp();
    const decision = approver.review(proposal({ legend: ['StoveKnob|+00.39|+00.90|-01.78 = the knob of the burner under the Pan'] }));
    expect(await term.waitFor('What next?')).toContain('Objects named by id:\n  StoveKnob|+00.39|+00.90|-01.78 = the knob of the burner under the Pan');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('says whether the code shown meets the goal in the simulator, and which objects break it', async () => {
    setUp();
    const goal = [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }];
    const unmet = { alternative: 'apple served', predicate: 'there should be an AppleSliced on a Plate', because: ['the Apple slice 0 is on the CounterTop, not on a Plate'] };
    const missed = approver.review(proposal({ goal, goalCheck: { version: 1, phase: 'dry-run', status: 'unmet', alternative: null, unmet: [unmet], failure: null } }));
    expect(await term.waitFor('What next?')).toContain(
      'In the simulator, code v1 does NOT meet the goal:\n- apple served: there should be an AppleSliced on a Plate — the Apple slice 0 is on the CounterTop, not on a Plate',
    );
    term.press('enter');
    await missed;
    setUp();
    const met = approver.review(proposal({ goal, goalCheck: { version: 1, phase: 'dry-run', status: 'met', alternative: 'apple served', unmet: [], failure: null } }));
    expect(await term.waitFor('What next?')).toContain('In the simulator, code v1 meets the goal (apple served).');
    term.press('enter');
    await met;
    setUp();
    const none = approver.review(proposal({ goal: null }));
    expect(await term.waitFor('What next?')).toContain('No goal was stated: this code is not checked against one, and a run cannot be reported as success.');
    term.press('enter');
    await none;
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

  it('Show prompt prints the plan and the prompt, then the menu comes back', async () => {
    setUp();
    const decision = approver.review(proposal());
    await choose(term, 'Show prompt');
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

describe('the stage-2 plan menu', () => {
  const goal = [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }];
  const planProposal = (extra: Partial<PlanProposal> = {}): PlanProposal => ({ plan, missingObjects: ['Bowl'], goal, describe: () => 'Request: I feel hungry\nLast prompt (stage stage2, model m):', ...extra });

  it('shows the plan, what is missing and the goal in words; Enter approves', async () => {
    setUp();
    const decision = approver.reviewPlan(planProposal());
    const shown = await choosePlan(term);
    expect(shown).toContain('The plan (stage 2):\n  Serve a sliced apple.\n  1. Slice the apple.\n  2. Serve it.\n  Needs: Apple, Knife, Plate');
    expect(shown).toContain('Not in this room: Bowl');
    expect(shown).toContain('Done when (any one of these holds at the end):\n  - apple served: there should be an AppleSliced on a Plate');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('says so when the planner states no goal', async () => {
    setUp();
    const decision = approver.reviewPlan(planProposal({ goal: null }));
    expect(await choosePlan(term)).toContain('The planner states no goal to check the result against: the code will not be checked, and a run cannot be reported as success.');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('Correct it in words: the typed correction is the decision', async () => {
    setUp();
    const decision = approver.reviewPlan(planProposal());
    await choosePlan(term, 'Correct it in words');
    await term.waitFor('What should change in the plan?');
    term.type('serve it in a bowl');
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'correct', text: 'serve it in a bowl' });
  });

  it("offers the household's reading when it differs from the stated goal; taking it makes it the plan's goal", async () => {
    setUp();
    const reading = [{ name: 'fruit served', all: [{ exists: { type: ['Apple', 'AppleSliced'], in: ['Plate', 'Bowl'] } }] }];
    const decision = approver.reviewPlan(planProposal({ householdReading: reading }));
    const shown = await choosePlan(term, "Take the household's reading");
    expect(shown).toContain('The household knowledge reads the request otherwise (any one of these):\n  - fruit served: there should be an Apple or AppleSliced on a Plate or in a Bowl');
    await expect(decision).resolves.toEqual({ kind: 'edit', plan: { ...plan, goal: reading }, why: "took the household's reading: fruit served" });
  });

  it("offers no household reading when there is none", async () => {
    setUp();
    const decision = approver.reviewPlan(planProposal());
    expect(await choosePlan(term)).not.toContain("Take the household's reading");
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });

  it('Show prompt prints the readable description, then the plan menu comes back; Abort stops', async () => {
    setUp();
    const decision = approver.reviewPlan(planProposal());
    await choosePlan(term, 'Show prompt');
    await term.waitFor('Last prompt (stage stage2, model m):');
    await choosePlan(term, 'Abort');
    await expect(decision).resolves.toEqual({ kind: 'abort' });
  });
});

describe('Edit the plan in $EDITOR', () => {
  const saved = process.env['VISUAL'];
  afterAll(() => {
    if (saved === undefined) delete process.env['VISUAL'];
    else process.env['VISUAL'] = saved;
  });

  it('an unreadable edit is refused with the line at fault and the menu comes back; a valid one is the decision', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iteraplan-plan-edit-'));
    const mark = join(dir, 'once');
    const bad = join(dir, 'bad.txt');
    const good = join(dir, 'good.txt');
    writeFileSync(bad, 'Task: Serve a sliced apple.\nslice it somehow\n');
    writeFileSync(good, 'Task: Serve apple slices in a bowl.\n1. Slice the apple.\n2. Put the slices in the Bowl.\nNeeds: Apple, Knife, Bowl\n');
    const script = join(dir, 'editor.sh');
    // The first edit checks it got the plan as text and saves a broken one; the second a valid one.
    writeFileSync(script, `#!/bin/sh\nif [ -e '${mark}' ]; then cp '${good}' "$1"; else touch '${mark}'; grep -q '^2. Serve it.$' "$1" && cp '${bad}' "$1"; fi\n`);
    chmodSync(script, 0o755);
    process.env['VISUAL'] = script;
    setUp();
    const decision = approver.reviewPlan({ plan, missingObjects: [], goal: null, describe: () => '' });
    await choosePlan(term, 'Edit the plan in $EDITOR');
    expect(await term.waitFor('the plan is unchanged')).toContain("line 2 of the edited plan: 'slice it somehow' is not");
    await choosePlan(term, 'Edit the plan in $EDITOR');
    await expect(decision).resolves.toEqual({
      kind: 'edit',
      plan: { taskDescription: 'Serve apple slices in a bowl.', subtasks: ['Slice the apple.', 'Put the slices in the Bowl.'], neededObjects: ['Apple', 'Knife', 'Bowl'] },
    });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("Edit the plan in $EDITOR: a goal the edit cannot keep (issue 37, items 7 and 8)", () => {
  const saved = process.env['VISUAL'];
  afterAll(() => {
    if (saved === undefined) delete process.env['VISUAL'];
    else process.env['VISUAL'] = saved;
  });
  const goal = [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }];
  const head = 'Task: Serve a sliced apple.\n1. Slice the apple.\n2. Serve it.\nNeeds: Apple, Knife, Plate\nDone when:\n';

  it('an alias bomb and a goal that names nothing are each refused naming where, the menu reopens, and Edit opens the refused text again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iteraplan-goal-edit-'));
    const bomb = join(dir, 'bomb.txt');
    const vacuous = join(dir, 'vacuous.txt');
    const good = join(dir, 'good.txt');
    // 120 aliases of one alternative: past the 100 the goal's YAML may resolve.
    writeFileSync(bomb, `${head}- &a {name: bomb, all: [{exists: {type: Apple}}]}\n${'- *a\n'.repeat(120)}`);
    writeFileSync(vacuous, `${head}- name: anything\n  all:\n    - exists: {}\n`);
    writeFileSync(good, `${head}- name: apple on a plate\n  all:\n    - exists: {type: AppleSliced, in: Plate}\n`);
    // Each opening checks what it was given, then saves the next text: the plan with its goal,
    // then the refused bomb again, then the refused vacuous goal again. Any other text: exit 9.
    const script = join(dir, 'editor.sh');
    writeFileSync(
      script,
      `#!/bin/sh
if grep -q '^- \\*a$' "$1"; then cp '${vacuous}' "$1"
elif grep -q 'exists: {}' "$1"; then cp '${good}' "$1"
elif grep -q 'type: AppleSliced' "$1" && grep -q '^Done when:$' "$1"; then cp '${bomb}' "$1"
else exit 9; fi
`,
    );
    chmodSync(script, 0o755);
    process.env['VISUAL'] = script;
    setUp();
    const decision = approver.reviewPlan({ plan, missingObjects: [], goal, describe: () => '' });

    await choosePlan(term, 'Edit the plan in $EDITOR');
    expect(await term.waitFor('(Edit the plan opens your edit again).')).toMatch(/line 5 of the edited plan: the goal's aliases expand too far \(at most 100\); write the conditions out instead; the plan is unchanged/);
    // The menu is back; the edit reopens the bomb (the script checks it), and the vacuous goal is refused at its field.
    await choosePlan(term, 'Edit the plan in $EDITOR');
    expect(await term.waitFor('(Edit the plan opens your edit again).')).toMatch(/the goal after "Done when:" \(line 5\) at 0\.all\.0\.exists: names no object: say the type \(or id\)/);
    await choosePlan(term, 'Edit the plan in $EDITOR');
    await expect(decision).resolves.toEqual({
      kind: 'edit',
      plan: { ...plan, goal: [{ name: 'apple on a plate', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }] },
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('a goal that holds in the room already is said at the plan step', async () => {
    setUp();
    const decision = approver.reviewPlan({ plan, missingObjects: [], goal, heldAlready: 'This goal (apple served) already holds in the room (TestKitchen): nothing would change.', describe: () => '' });
    expect(await term.waitFor('Generate code from this plan?')).toContain(
      'This goal (apple served) already holds in the room (TestKitchen): nothing would change. Approving it runs nothing and is no success of the request: correct or edit the goal.',
    );
    term.press('enter');
    await expect(decision).resolves.toEqual({ kind: 'approve' });
  });
});
