/**
 * `iteraplan plan --planner openai`: the real `openai` SDK against a scripted OpenAI-compatible
 * server on 127.0.0.1, and a real bridge running the TestKitchen fixture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CLOSED_DRAWER_PLAN,
  CLOSED_DRAWER_PLAN_AGAIN,
  fenced,
  happyReplies,
  lastMessage,
  PlanHarness,
  promptOf,
  reply,
  requestsOf,
  SALAD_PLAN,
  SALAD_PLAN_CLOSING_FIRST,
  STAGE1,
  STAGE2,
  STAGE2_PLAN,
  TEST_KITCHEN,
  transcript,
  userPrompt,
} from '../helpers/plan-harness.js';

import type { ReceivedRequest } from '../helpers/openai-server.js';
const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const plan = (...extra: string[]) => h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', ...extra]);

describe('the whole flow to success', () => {
  test('stages, code, execution, allocation: the JSON result and the session directory', async () => {
    const server = await h.script(reply.json({ action: 'plan', question: '', options: [] }), ...happyReplies());
    const { code, stdout, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['clarify', 'stage1-decompose', 'stage2-refine', 'code-generate']);

    // Stage 1 asks for the plan as structured output (task_decomposition); stage 2 for the plan and its goal (stated_plan).
    const formatOf = (request: ReceivedRequest) =>
      (request.body as { response_format: { type: string; json_schema: { name: string; schema: { required: string[] } } } }).response_format;
    for (const [prompt, name, required] of [
      ['stage1-decompose', 'task_decomposition', ['taskDescription', 'subtasks', 'neededObjects']],
      ['stage2-refine', 'stated_plan', ['taskDescription', 'subtasks', 'neededObjects', 'goal']],
    ] as const) {
      for (const request of requestsOf(server, prompt)) {
        const format = formatOf(request);
        expect(format.type).toBe('json_schema');
        expect(format.json_schema.name).toBe(name);
        expect(format.json_schema.schema.required).toEqual(required);
      }
    }
    // Stage 1 lists every type of the room; stage 2 the same beginning (the prompts share it, for
    // the server's prompt cache), then the facts of only the needed objects and their containers.
    const stage1 = userPrompt(requestsOf(server, 'stage1-decompose')[0]!);
    const stage2Whole = userPrompt(requestsOf(server, 'stage2-refine')[0]!);
    expect(stage2Whole.startsWith(stage1.slice(0, stage1.indexOf('Step 1')))).toBe(true);
    // A server without a grammar gets the JSON form and its explanation.
    expect(stage2Whole).toContain('Reply in the required JSON');
    expect(requestsOf(server, 'stage2-refine')[0]!.body).not.toHaveProperty('grammar');
    const stage2 = stage2Whole.slice(stage2Whole.indexOf('Objects the plan needs'));
    expect(stage1).toContain('Egg');
    expect(stage1).toContain('StoveKnob');
    expect(stage2).toContain('Knife|+00.90|+00.80|-02.21: in Drawer|+00.95|+00.83|-02.20');
    // What the drawer holds is named by type: the knife's own line gives its id.
    expect(stage2).toContain('Drawer|+00.95|+00.83|-02.20: not in anything; closed; holds Knife\n');
    expect(stage2).toContain('Knife|+00.90|+00.80|-02.21: in Drawer|+00.95|+00.83|-02.20 (closed)');
    expect(stage2).not.toContain('Egg');
    expect(stage2).not.toContain('StoveKnob');
    expect(requestsOf(server, 'code-generate')[0]!.body).not.toHaveProperty('response_format');

    const r = result();
    expect(r).toMatchObject({
      instruction: 'I feel hungry',
      scene: TEST_KITCHEN,
      planner: 'openai',
      model: 'gpt-4o',
      success: true,
      reason: 'success',
      stage1: STAGE1,
      plan: STAGE2_PLAN,
      missingObjects: [],
      codeVersions: [{ version: 1, origin: 'generated', file: 'code-v1.py' }],
      finalCode: SALAD_PLAN.trimEnd(),
      counts: { humanRefinements: 0, executionRefinements: 0, validationRepairs: 0, executions: 2 },
      failure: null,
      allocatedExecution: { success: true, failure: null, concurrent: true, timeline: { svg: 'timeline.svg', png: 'timeline.png' } },
      team: 'paper',
      allocationReassignments: 0,
    });
    // One row per skill call; each goes to the agent with the higher affordance (the robot cannot slice).
    const rows = r.allocation!;
    expect(rows.map((row) => row.line)).toEqual([3, 4, 5, 6]);
    for (const row of rows) expect(row.agent).toBe(row.scores['human']! > row.scores['robot']! ? 'human' : 'robot');
    expect(rows[1]).toMatchObject({ scores: { robot: 0 }, agent: 'human' });
    // The schedule: makespan against one call after another, and each agent's share of the work.
    expect(r.schedule?.makespan).toBeLessThanOrEqual(r.schedule!.sequential);
    expect(r.schedule?.load.map((l) => l.agent)).toEqual(['robot', 'human']);
    expect(r.schedule!.load.reduce((sum, l) => sum + l.share, 0)).toBeCloseTo(1, 12);
    expect(r.allocatedCode).toContain("human.SliceObject('Apple', 'Knife')");
    expect(r.allocatedCode).toContain("robot.OpenObject('Drawer')");
    // The first run, before allocation, follows the same rule: no run has the robot slice.
    const steps = readFileSync(join(r.sessionDir, 'steps.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { run: number; agent: string; action: string });
    const slicing = steps.filter((step) => step.action === 'SliceObject');
    expect(new Set(slicing.map((step) => step.run)).size).toBe(2);
    expect(slicing.map((step) => step.agent)).toEqual(['human', 'human']);

    // Token usage is the sum of what the server reported for the four calls.
    const reported = server.requests.length;
    expect(r.tokenUsage.calls).toBe(reported);
    const events = transcript(r.sessionDir);
    const calls = events.flatMap((e) => (e.type === 'llm-call' ? [e.call] : []));
    expect(calls.map((c) => c.stage)).toEqual(['clarify', 'stage1', 'stage2', 'codegen']);
    expect(r.tokenUsage.totalTokens).toBe(calls.reduce((sum, c) => sum + c.usage.totalTokens, 0));
    expect(r.tokenUsage.totalTokens).toBeGreaterThan(0);

    // The transcript records each stage's prompt size.
    const sizes = events.flatMap((e) => (e.type === 'decomposition' ? [[e.stage, e.promptTokens]] : []));
    expect(sizes).toEqual([
      [1, calls[1]!.promptTokenEstimate],
      [2, calls[2]!.promptTokenEstimate],
    ]);
    expect(sizes.every(([, tokens]) => typeof tokens === 'number' && tokens > 0)).toBe(true);

    // The session directory holds everything decided.
    for (const file of ['transcript.jsonl', 'code-v1.py', 'plan.allocated.py', 'result.json', 'timeline.svg', 'timeline.png']) expect(existsSync(join(r.sessionDir, file)), file).toBe(true);
    expect(readFileSync(join(r.sessionDir, 'code-v1.py'), 'utf8')).toBe(SALAD_PLAN);
    expect(readFileSync(join(r.sessionDir, 'plan.allocated.py'), 'utf8')).toBe(r.allocatedCode);
    expect(JSON.parse(readFileSync(join(r.sessionDir, 'result.json'), 'utf8'))).toEqual(r);
    expect(events.map((e) => e.type).filter((t) => t !== 'llm-call')).toEqual([
      'start', 'preferences', 'llm-structured-mode', 'dialogue-end', 'decomposition', 'decomposition', 'plan-review', 'goal', 'goal-at-start', 'code', 'goal-check', 'decision', 'execution', 'goal-check', 'allocation-decision', 'allocation', 'execution', 'end',
    ]);
    // The goal stated with the plan is approved with it; the code is dry-run against it before approval and judged after it ran.
    expect(events.filter((e) => e.type === 'goal-check').map((e) => e.type === 'goal-check' && [e.phase, e.status])).toEqual([['dry-run', 'met'], ['executed', 'met']]);
    // The scripted server takes json_schema: the mode is recorded once, found by this session.
    expect(events.find((e) => e.type === 'llm-structured-mode')).toMatchObject({ note: { mode: 'json_schema', detectedHere: true, refused: [] } });
  });

  test('without --json the person sees the plan, progress and the allocation on stderr, and the summary with where the session is on stdout', async () => {
    await h.script(...happyReplies());
    const { code, stdout, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify']);
    expect(code, stderr).toBe(0);
    // Progress on stderr, the final summary alone on stdout (`plan --yes > out.txt` keeps it).
    expect(stderr).not.toContain('Done: success');
    expect(stderr).toContain(`Stage 2 — refined with the scene: ${STAGE2.taskDescription}`);
    expect(stderr).toMatch(/\[2\/4\] line 4 .*SliceObject\('Apple', 'Knife'\) +ok/);
    expect(stdout).toMatch(/Done: success\. Session written to .*i-feel-hungry/);
  });
});

describe('structured output and code replies', () => {
  test('a reply failing the schema is retried with the validation error', async () => {
    const server = await h.script(reply.json({ taskDescription: 'Eat.' }), ...happyReplies());
    const { code, result } = await plan();
    expect(code).toBe(0);
    const stage1 = requestsOf(server, 'stage1-decompose');
    expect(stage1).toHaveLength(2);
    const retry = lastMessage(stage1[1]!);
    expect(retry).toContain("does not match the required JSON schema 'task_decomposition'");
    expect(retry).toContain('subtasks');
    expect(result().stage1).toEqual(STAGE1);
  });

  test('code wrapped in prose is accepted as it is', async () => {
    const server = await h.script(
      reply.json(STAGE1),
      reply.json(STAGE2),
      reply.completion('Here is the plan.\n\n```python\n' + SALAD_PLAN + '```\n\nIt opens the drawer before taking the knife.'),
    );
    const { code, result } = await plan();
    expect(code).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    expect(result().finalCode).toBe(SALAD_PLAN.trimEnd());
    expect(result().counts.validationRepairs).toBe(0);
  });

  test('invalid code: the errors with line:column go back, and the fix is a validation repair', async () => {
    const invalid = "def f():\n    OpenObject('Drawer')\n    knife = 'Knife'\n\nf()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(invalid), fenced(SALAD_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(0);
    const [repair] = requestsOf(server, 'code-repair');
    expect(userPrompt(repair!)).toContain(invalid.trim());
    expect(userPrompt(repair!)).toMatch(/line 3:5: .+/);
    const r = result();
    expect(r.counts).toEqual({ humanRefinements: 0, executionRefinements: 0, validationRepairs: 1, executions: 2, goalRefinements: 0 });
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'validation-repair']);
    const validation = transcript(r.sessionDir).find((e) => e.type === 'validation');
    expect(validation).toMatchObject({ version: 1, errors: [{ line: 3, column: 5 }] });
  });

  test('code still invalid after every validation repair: --yes cannot approve it, exit 1', async () => {
    const invalid = (n: number) => `def f():\n    OpenObject('Drawer')\n    knife${n} = 'Knife'\n`;
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), ...Array.from({ length: 4 }, (_, n) => fenced(invalid(n))));
    const { code, result } = await plan();
    expect(code).toBe(1);
    expect(requestsOf(server, 'code-repair')).toHaveLength(3);
    const r = result();
    expect(r.success).toBe(false);
    expect(r.reason).toMatch(/^code v4 still has errors after the validation repairs \(line 3:5: Assignments are not allowed.+\), and --yes cannot approve invalid code$/);
    // The checker's errors reach the JSON result with their line and column.
    expect(r.codeErrors).toEqual([expect.objectContaining({ line: 3, column: 5 })]);
    expect(r.counts).toMatchObject({ validationRepairs: 3, executions: 0 });
  });
});

describe('error-driven refinement', () => {
  test("an execution failure's error code and message reach the next request; the fix succeeds", async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(SALAD_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(0);
    const r = result();
    expect(r.counts).toEqual({ humanRefinements: 0, executionRefinements: 1, validationRepairs: 0, executions: 3, goalRefinements: 0 });
    const failed = transcript(r.sessionDir).find((e) => e.type === 'execution' && !e.success);
    const report = failed?.type === 'execution' ? (failed.report as { errorCode: string; message: string; line: number }) : undefined;
    expect(report).toMatchObject({ line: 3, errorCode: 'INSIDE_CLOSED_RECEPTACLE' });
    const [refine] = requestsOf(server, 'refine-execution');
    expect(userPrompt(refine!)).toContain(`error ${report!.errorCode}: ${report!.message}`);
    expect(userPrompt(refine!)).toContain("Execution failed at line 3: SliceObject('Apple', 'Knife')");
    expect(userPrompt(refine!)).toContain(CLOSED_DRAWER_PLAN.trim());
    // The one call that fixes it, in code: a small model copies a line more readily than it follows a sentence.
    expect(userPrompt(refine!)).toMatch(/A change that fixes this error: call OpenObject\('Drawer\|[^']+'\) before line 3, and CloseObject\('Drawer\|[^']+'\) after/);
  });

  test('--auto-fix: the known fix (open the drawer) is the next version, with no planner call, and it runs', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN));
    const { code, result, stderr } = await plan('--auto-fix');
    expect(code, stderr).toBe(0);
    const r = result();
    expect(requestsOf(server, 'refine-execution')).toHaveLength(0);
    expect(r.counts).toMatchObject({ executionRefinements: 1, validationRepairs: 0 });
    expect(r.finalCode).toMatch(/^def slice_an_apple\(\):\n    # The drawer is never opened\.\n    OpenObject\('Drawer\|[^']+'\)\n    SliceObject\('Apple', 'Knife'\)\n/);
    const fixed = transcript(r.sessionDir).filter((e) => e.type === 'code').at(-1);
    expect(fixed).toMatchObject({ version: 2, origin: 'execution-refinement', fix: expect.stringMatching(/^OpenObject\('Drawer\|[^']+'\) before line 3$/) });
    expect(transcript(r.sessionDir).find((e) => e.type === 'start')).toMatchObject({ options: { autoFix: true } });
  });

  test('--auto-fix chains the known fixes the simulator finds in one refinement: the fridge, then the drawer', async () => {
    const twoClosed = "def serve():\n    PutObject('Egg', 'CounterTop')\n    SliceObject('Apple', 'Knife')\n    PutObject('AppleSliced', 'Plate')\n\nserve()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(twoClosed));
    const { code, result, stderr } = await plan('--auto-fix');
    expect(code, stderr).toBe(0);
    const r = result();
    expect(requestsOf(server, 'refine-execution')).toHaveLength(0);
    // One refinement, not one per closed door: the second failure was found in the dry run of the first fix.
    expect(r.counts).toMatchObject({ executionRefinements: 1 });
    const fixed = transcript(r.sessionDir).filter((e) => e.type === 'code').at(-1);
    expect(fixed).toMatchObject({ version: 2, fixBy: 'known-fix', fix: expect.stringMatching(/^OpenObject\('Fridge\|[^']+'\) before line 2; OpenObject\('Drawer\|[^']+'\) before line \d+$/) });
    expect(r.finalCode).toMatch(/OpenObject\('Fridge\|[^']+'\)\n    PutObject\('Egg', 'CounterTop'\)\n[\s\S]*OpenObject\('Drawer\|[^']+'\)\n    SliceObject\('Apple', 'Knife'\)/);
  });

  test('--auto-fix leaves a failure without a known fix (a plate is no knife) to the planner', async () => {
    const wrongTool = "def slice_an_apple():\n    SliceObject('Apple', 'Plate')\n\nslice_an_apple()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(wrongTool), fenced(SALAD_PLAN));
    const { code, result } = await plan('--auto-fix');
    expect(code).toBe(0);
    expect(requestsOf(server, 'refine-execution')).toHaveLength(1);
    const versions = transcript(result().sessionDir).filter((e) => e.type === 'code');
    expect(versions.map((e) => (e.type === 'code' ? e.fix : undefined))).toEqual([undefined, undefined]);
  });

  test('--auto-fix drops no line of a function called several times: the second run failed ALREADY_ON, the first did its work', async () => {
    const thrice = "def g():\n    SwitchOn('StoveKnob')\n    PutObject('Apple', 'Plate')\n\ndef main():\n    g()\n    g()\n    g()\n\nmain()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(thrice), fenced(SALAD_PLAN));
    const { code, result } = await plan('--auto-fix');
    expect(code).toBe(0);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'execution')).toMatchObject({ success: false, report: { line: 2, errorCode: 'ALREADY_ON' } });
    // Dropping line 2 would have left a program that never switches the knob on: the planner is asked instead.
    expect(requestsOf(server, 'refine-execution')).toHaveLength(1);
    expect(userPrompt(requestsOf(server, 'refine-execution')[0]!)).not.toContain('A change that fixes this error');
    expect(events.filter((e) => e.type === 'code').map((e) => (e.type === 'code' ? e.fix : undefined))).toEqual([undefined, undefined]);
  });

  test('the refinement budget exhausted: exit 1 with the report', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN_AGAIN));
    const { code, result } = await plan('--max-refinements', '1');
    expect(code).toBe(1);
    const r = result();
    expect(r.success).toBe(false);
    expect(r.reason).toBe('execution still fails after 1 refinement(s)');
    expect(r.counts.executionRefinements).toBe(1);
    expect(r.failure).toMatchObject({ line: 3, errorCode: 'INSIDE_CLOSED_RECEPTACLE' });
    expect(r.allocation).toBeNull();
  });

  test('without --json a failed plan prints the report and exits 1', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN));
    const { code, stdout, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--max-refinements', '0']);
    expect(code).toBe(1);
    expect(stderr).toContain("Execution failed at line 3: SliceObject('Apple', 'Knife')");
    expect(stderr).toContain('error INSIDE_CLOSED_RECEPTACLE');
    expect(stdout).toMatch(/Failed: execution still fails after 0 refinement\(s\)/);
  });

  test('--feedback text reaches the next request and counts as a human refinement', async () => {
    const server = await h.script(...happyReplies(), fenced(SALAD_PLAN_CLOSING_FIRST));
    const feedback = 'Close the drawer before serving';
    const { code, result } = await plan('--feedback', feedback);
    expect(code).toBe(0);
    const [refine] = requestsOf(server, 'refine-feedback');
    expect(userPrompt(refine!)).toContain(`They say: "${feedback}"`);
    const r = result();
    expect(r.counts).toMatchObject({ humanRefinements: 1, executionRefinements: 0, validationRepairs: 0 });
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'human-refinement']);
    const decisions = transcript(r.sessionDir).flatMap((e) => (e.type === 'decision' ? [[e.decision, e.text]] : []));
    expect(decisions).toEqual([['feedback', feedback], ['approve', undefined]]);
  });
});

describe('a model that repeats itself', () => {
  test('a refinement giving back the failed program is not executed again: the next request says so, and the new program runs', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN), fenced(SALAD_PLAN));
    const { code, result } = await plan('--temperature', '0');
    expect(code).toBe(0);
    const r = result();
    // Two executions of v1? No: v1 once, then the new program (v2), then the allocated plan.
    expect(r.counts).toMatchObject({ executionRefinements: 1, executions: 3 });
    const refinements = requestsOf(server, 'refine-execution');
    expect(refinements).toHaveLength(2);
    expect(userPrompt(refinements[0]!)).not.toContain('gave back version');
    expect(userPrompt(refinements[1]!)).toContain('Your previous reply gave back version 1 of the program unchanged');
    // The same prompt at temperature 0 would likely repeat itself: the second request samples more freely.
    expect(refinements.map((r) => (r.body as { temperature?: number }).temperature)).toEqual([0, 0.7]);
    expect(transcript(r.sessionDir).filter((e) => e.type === 'repeat')).toMatchObject([{ origin: 'execution-refinement', version: 1, stuck: false }]);
  });

  test('a model stuck on the same program stops the session early, saying why', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(1);
    const r = result();
    expect(r.reason).toBe('the planner is stuck: asked for a different program, it gave back version 1 again, which was already tried');
    expect(r.counts).toMatchObject({ executionRefinements: 0, executions: 1 });
    expect(server.pending()).toBe(0);
  });

  test('a validation repair giving back the same invalid code gets one more request saying so, then the round stops', async () => {
    const invalid = "def f():\n    OpenObject('Drawer')\n    knife = 'Knife'\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(invalid), fenced(invalid), fenced(invalid), fenced(SALAD_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(1);
    const repairs = requestsOf(server, 'code-repair');
    expect(repairs).toHaveLength(2);
    expect(userPrompt(repairs[1]!)).toContain('gave back version 1 of the program unchanged');
    expect(result().codeVersions).toHaveLength(1);
    expect(server.pending()).toBe(1);
  });

  test('a program that differs only in comments and names is the same program', async () => {
    const renamed = CLOSED_DRAWER_PLAN.replace(/slice_an_apple/g, 'serve').replace('# The drawer is never opened.', '# Try again.');
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(renamed), fenced(CLOSED_DRAWER_PLAN_AGAIN), fenced(SALAD_PLAN));
    const { code } = await plan();
    expect(code).toBe(0);
    expect(userPrompt(requestsOf(server, 'refine-execution')[1]!)).toContain('gave back version 1');
  });
});

describe('needed objects the scene lacks', () => {
  test('cannot be named: the stage-1 schema allows only the room\'s types, and a reply naming another is sent back', async () => {
    const wanted = { ...STAGE1, neededObjects: ['Apple', 'Knife', 'Toaster', 'Plate'] };
    const server = await h.script(reply.json(wanted), reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(0);
    const [first, retry] = requestsOf(server, 'stage1-decompose');
    const schema = JSON.stringify((first!.body as { response_format: { json_schema: { schema: unknown } } }).response_format.json_schema.schema);
    expect(schema).toContain('"AppleSliced"');
    expect(schema).not.toContain('"Toaster"');
    expect(lastMessage(retry!)).toContain("does not match the required JSON schema 'task_decomposition'");
    expect(result().missingObjects).toEqual([]);
    expect(result().stage1?.neededObjects).toEqual(STAGE1.neededObjects);
  });
});
