/**
 * A planning session driven through the real approval menu: keystrokes into inquirer's prompts,
 * the LLM planner on the real `openai` SDK against the scripted server, and a real bridge.
 */
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient } from '../../../src/bridge/index.js';
import { consoleReporter } from '../../../src/cli/interactive/console-reporter.js';
import { TerminalApprover } from '../../../src/cli/interactive/terminal-approver.js';
import { plannerSource } from '../../../src/planning/planner-source.js';
import { runPlan } from '../../../src/session/run-plan.js';
import { Session } from '../../../src/session/session.js';
import { loadWorld } from '../../../src/world/index.js';
import { sessionRecorder } from '../../../src/session/llm-recorder.js';
import {
  CLOSED_DRAWER_PLAN,
  fenced,
  happyReplies,
  PlanHarness,
  promptOf,
  reply,
  requestsOf,
  SALAD_PLAN,
  SALAD_PLAN_CLOSING_FIRST,
  STAGE1,
  STAGE2,
  TEST_KITCHEN,
  transcript,
  userPrompt,
} from '../../helpers/plan-harness.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';
import { VirtualTerminal } from './virtual-terminal.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

let client: BridgeClient | undefined;
let term: VirtualTerminal;
afterEach(async () => {
  term?.input.end();
  await client?.close();
});

/** Starts a session shown on a virtual terminal, as the CLI shows it, with the terminal menu as approver. */
async function startSession() {
  const started = await openSession();
  // The stage-2 plan comes first; these tests approve it and go on to the code.
  await choosePlan(term);
  return started;
}

async function openSession() {
  const world = loadWorld(TEST_KITCHEN, { scenesDir: h.scenesDir });
  const session = Session.create(h.out, 'I feel hungry');
  const source = plannerSource({ kind: 'openai', env: { OPENAI_BASE_URL: h.server.baseURL }, cacheDir: join(h.scratch.dir, 'cache'), byConstruction: 'off' });
  const { planner, model } = await source.planner(world, { recorder: sessionRecorder(session) });
  client = await BridgeClient.connect(h.bridge.url, { token: h.bridge.token });
  term = new VirtualTerminal();
  const approver = new TerminalApprover({ context: { input: term.input, output: term.output }, print: term.print, color: false });
  const done = runPlan(
    { instruction: 'I feel hungry', scene: TEST_KITCHEN, maxRefinements: 5, maxRepairs: 3, clarify: false, candidates: 1, refineFrom: 'reset', autoFix: false, maxGoalRefinements: 3 },
    { planner, model, world, client, session, approver, reporter: consoleReporter({ write: term.print }, { color: false, showCode: false }) },
  );
  return { session, done };
}

describe('the stage-2 plan before any code', () => {
  test('Correct it in words: stage 2 is asked again with the plan and the correction; the revised plan is shown and approved', async () => {
    const revised = { ...STAGE2, subtasks: [...STAGE2.subtasks, 'Serve the slices in a Bowl.'] };
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), reply.json(revised), fenced(SALAD_PLAN));
    const { session, done } = await openSession();
    await choosePlan(term, 'Correct it in words');
    await term.waitFor('What should change in the plan?');
    term.type('serve the slices in a bowl');
    term.press('enter');
    expect(await choosePlan(term)).toContain('Serve the slices in a Bowl.');
    await choose(term, 'Approve');
    await chooseAllocation(term);
    expect((await done).success).toBe(true);
    const asked = userPrompt(requestsOf(server, 'stage2-refine')[1]!);
    expect(asked).toContain(`The person read your plan:\nTask: ${STAGE2.taskDescription}`);
    expect(asked).toContain('and asks for this change: "serve the slices in a bowl"');
    // The first stage-2 request carries no correction at all.
    expect(userPrompt(requestsOf(server, 'stage2-refine')[0]!)).not.toContain('The person read your plan');
    expect(transcript(session.dir).flatMap((e) => (e.type === 'plan-review' ? [[e.decision, e.text]] : []))).toEqual([['correct', 'serve the slices in a bowl'], ['approve', undefined]]);
    expect(userPrompt(requestsOf(server, 'code-generate')[0]!)).toContain('Serve the slices in a Bowl.');
  });

  test('Abort at the plan ends the session before any code', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2));
    const { session, done } = await openSession();
    await choosePlan(term, 'Abort');
    expect(await done).toMatchObject({ success: false, reason: 'aborted by the user at the stage-2 plan', codeVersions: [] });
    expect(server.requests).toHaveLength(2);
    expect(existsSync(join(session.dir, 'code-v1.py'))).toBe(false);
  });
});

describe('the approval menu in a planning session', () => {
  test('Give feedback: the typed words reach the planner, the new code is shown, then Approve', async () => {
    const server = await h.script(...happyReplies(), fenced(`# Serve the slices on the plate.\n${SALAD_PLAN_CLOSING_FIRST}`));
    const { done } = await startSession();
    await choose(term, 'Give feedback');
    await term.waitFor('Your feedback:');
    term.type('serve the slices on the plate');
    term.press('enter');
    expect(await term.waitFor('What next?')).toContain('Code v2:\n# Serve the slices on the plate.');
    await choose(term, 'Approve');
    await chooseAllocation(term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(userPrompt(requestsOf(server, 'refine-feedback')[0]!)).toContain('They say: "serve the slices on the plate"');
    expect(result.counts.humanRefinements).toBe(1);
    expect(result.codeVersions.map((v) => v.origin)).toEqual(['generated', 'human-refinement']);
  });

  test('Show prompt shows both stages and the last prompt as text; Regenerate asks for new code', async () => {
    const server = await h.script(...happyReplies(), fenced(SALAD_PLAN_CLOSING_FIRST));
    const { done } = await startSession();
    await choose(term, 'Show prompt');
    const shown = await term.waitFor('What next?');
    expect(shown).toContain(`Stage 1 plan:\n  ${STAGE1.taskDescription}`);
    expect(shown).toContain(`Stage 2 plan:\n  ${STAGE2.taskDescription}`);
    expect(shown).toMatch(/Last prompt \(stage codegen, model [^)]+\):\n\n── system ──\n/);
    expect(shown).not.toContain('"role"');
    await choose(term, 'Regenerate');
    await term.waitFor('Code v2:');
    await choose(term, 'Approve');
    await chooseAllocation(term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate', 'code-generate']);
    expect(result.codeVersions.map((v) => v.origin)).toEqual(['generated', 'regenerate']);
  });

  test('Abort ends the session unsuccessfully and keeps it on disk', async () => {
    await h.script(...happyReplies());
    const { session, done } = await startSession();
    await choose(term, 'Abort');
    const result = await done;
    expect(result).toMatchObject({ success: false, reason: 'aborted by the user', counts: { executions: 0 } });
    expect(existsSync(join(session.dir, 'code-v1.py'))).toBe(true);
    expect(JSON.parse(readFileSync(join(session.dir, 'result.json'), 'utf8'))).toEqual(result);
    expect(transcript(session.dir).filter((e) => e.type === 'decision')).toMatchObject([{ decision: 'abort' }]);
  });

  test('an execution failure is shown and sent back for refinement once the person agrees', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(SALAD_PLAN));
    const { done } = await startSession();
    await choose(term, 'Approve');
    const asked = await term.waitFor('(Y/n)');
    expect(asked).toContain("Execution failed at line 3: SliceObject('Apple', 'Knife')");
    // inquirer wraps the question at the terminal's width.
    expect(asked.replace(/\s+/g, ' ')).toContain('Send this error to the planner for refinement 1 of 5? (INSIDE_CLOSED_RECEPTACLE at line 3)');
    term.press('enter');
    await chooseAllocation(term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(result.counts.executionRefinements).toBe(1);
    expect(userPrompt(requestsOf(server, 'refine-execution')[0]!)).toContain('error INSIDE_CLOSED_RECEPTACLE');
  });
});

describe('Edit in $EDITOR within a session', () => {
  const saved = process.env['VISUAL'];
  afterAll(() => {
    if (saved === undefined) delete process.env['VISUAL'];
    else process.env['VISUAL'] = saved;
  });

  test('an invalid edit shows its errors and the menu comes back; a valid edit runs', async () => {
    const invalid = h.scratch.write('invalid-edit.py', "def f():\n    OpenObject('Drawer')\n    knife = 'Knife'\n\nf()\n");
    const valid = h.scratch.write('valid-edit.py', SALAD_PLAN.replace("    CloseObject('Drawer')\n", ''));
    const mark = join(h.scratch.dir, 'edited-once');
    // The first edit saves invalid code, the next one valid code; both check they got the current code.
    const editor = h.scratch.write(
      'editor.sh',
      `#!/bin/sh\nif [ -e '${mark}' ]; then grep -q 'knife =' "$1" && cp '${valid}' "$1"; else touch '${mark}'; grep -q "CloseObject('Drawer')" "$1" && cp '${invalid}' "$1"; fi\n`,
    );
    chmodSync(editor, 0o755);
    process.env['VISUAL'] = editor;

    await h.script(...happyReplies());
    const { session, done } = await startSession();
    await choose(term, 'Edit in $EDITOR');
    const afterEdit = await term.waitFor('What next?');
    expect(afterEdit).toContain('Code v2:');
    expect(afterEdit).toMatch(/It has errors:\n {2}line 3:5: .+/);
    await choose(term, 'Approve');
    expect(await term.waitFor('What next?')).toContain('The code has errors; it cannot run');
    await choose(term, 'Edit in $EDITOR');
    await term.waitFor('Code v3:');
    await choose(term, 'Approve');
    await chooseAllocation(term);
    const result = await done;
    expect(result.success).toBe(true);
    expect(result.codeVersions.map((v) => v.origin)).toEqual(['generated', 'edit', 'edit']);
    expect(result.finalCode?.trimEnd()).toBe(readFileSync(valid, 'utf8').trimEnd());
    expect(readFileSync(join(session.dir, 'code-v2.py'), 'utf8')).toBe(readFileSync(invalid, 'utf8'));
    expect(transcript(session.dir).find((e) => e.type === 'validation')).toMatchObject({ version: 2, errors: [{ line: 3, column: 5 }] });
  });
});
