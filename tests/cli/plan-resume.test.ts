/**
 * `--resume` after the process was killed between approval and execution, and `--planner
 * replay` of a recorded session with the LLM server stopped.
 */
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { runCli } from '../faults/cli-run.js';
import { startBridgeGate } from '../session/bridge-gate.js';
import {
  CLOSED_DRAWER_PLAN,
  CLOSED_DRAWER_PLAN_AGAIN,
  fenced,
  happyReplies,
  PlanHarness,
  promptOf,
  reply,
  requestsOf,
  SALAD_PLAN,
  sessionDirIn,
  SALAD_PLAN_CLOSING_FIRST,
  STAGE1,
  STAGE2,
  STAGE2_PLAN,
  TEST_KITCHEN,
  transcript,
  userPrompt,
} from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(async () => {
  await Promise.all([h.start(), ensureBuilt()]);
});
afterAll(() => h.stop());

describe('--resume', () => {
  test('a session killed after approval, before execution, finishes with no new LLM call', async () => {
    const server = await h.script(...happyReplies());
    const gate = await startBridgeGate(h.bridge.url, h.bridge.token);
    try {
      const child = execa(
        'node',
        [BIN, 'plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--code-by-construction', 'off', '--bridge', gate.url, '--out', h.out, '--cache', join(h.scratch.dir, 'cache')],
        { env: h.env(), reject: false },
      );
      await gate.firstStep; // the code is approved and its first action is on the way
      child.kill('SIGKILL');
      expect((await child).signal).toBe('SIGKILL');
    } finally {
      await gate.close();
    }
    const [id] = readdirSync(h.out).filter((name) => name.endsWith('i-feel-hungry'));
    const dir = join(h.out, id!);
    const before = transcript(dir);
    expect(before.at(-1)).toMatchObject({ type: 'decision', decision: 'approve' });
    expect(before.some((e) => e.type === 'execution')).toBe(false);
    const seen = server.requests.map(promptOf);
    expect(seen).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);

    const { code, stderr, result } = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(code, stderr).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(seen);
    const r = result();
    expect(r).toMatchObject({ success: true, sessionDir: dir, stage1: STAGE1, plan: STAGE2_PLAN, finalCode: SALAD_PLAN.trimEnd() });
    expect(r.counts).toEqual({ humanRefinements: 0, executionRefinements: 0, validationRepairs: 0, executions: 2, goalRefinements: 0 });
    expect(r.allocatedExecution?.success).toBe(true);
    const after = transcript(dir);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((e) => e.type)).toEqual(['execution', 'goal-check', 'allocation-decision', 'allocation', 'execution', 'end']);
  });

  test('an LLM failure at stage 2: the resumed session asks only for stage 2 onwards', async () => {
    const server = await h.script(reply.json(STAGE1), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify']);
    expect(first.code).toBe(3);
    const dir = sessionDirIn(first.stderr);
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr, result } = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(code, stderr).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'stage2-refine', 'code-generate']);
    expect(result()).toMatchObject({ success: true, stage1: STAGE1, plan: STAGE2_PLAN });
    expect(transcript(dir).filter((e) => e.type === 'decomposition').map((e) => e.type === 'decomposition' && e.stage)).toEqual([1, 2]);
  });

  test('a transcript torn mid-write by a crash: resume repairs it, finishes, and export takes the session', async () => {
    const server = await h.script(reply.json(STAGE1), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify']);
    expect(first.code).toBe(3);
    const dir = sessionDirIn(first.stderr);
    const torn = '{"time":"2026-01-01T00:00:00.000Z","type":"decomposition","stage":2,"result":{"taskDesc';
    appendFileSync(join(dir, 'transcript.jsonl'), torn);
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr } = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(code, stderr).toBe(0);
    // Every line reads back; the torn bytes are kept aside, not lost.
    expect(transcript(dir).at(-1)?.type).toBe('end');
    expect(readFileSync(join(dir, 'transcript.jsonl.torn'), 'utf8')).toBe(`${torn}\n`);
    const again = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(again.code).toBe(0);
    const exported = await runCli(['export', h.out, '--format', 'openai-chat'], h.env());
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).not.toContain(dir);
    expect(exported.stdout.split('\n').filter(Boolean).length).toBeGreaterThan(0);
  });

  test('feedback decided but not yet answered is sent again on resume, not forgotten', async () => {
    const feedback = 'close the drawer at the end';
    const server = await h.script(...happyReplies(), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--yes', '--feedback', feedback]);
    expect(first.code).toBe(3);
    const dir = sessionDirIn(first.stderr);
    server.enqueue(fenced(SALAD_PLAN_CLOSING_FIRST));
    const { code, result } = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(code).toBe(0);
    const refinements = requestsOf(server, 'refine-feedback');
    expect(refinements).toHaveLength(2);
    expect(userPrompt(refinements[1]!)).toBe(userPrompt(refinements[0]!));
    expect(userPrompt(refinements[1]!)).toContain(feedback);
    expect(requestsOf(server, 'code-generate')).toHaveLength(1);
    expect(result().counts.humanRefinements).toBe(1);
  });

  test('the resumed session keeps the refinement budget it started with', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--max-refinements', '1']);
    expect(first.code).toBe(3);
    server.enqueue(fenced(CLOSED_DRAWER_PLAN_AGAIN));
    const { code, result } = await h.run(['--resume', sessionDirIn(first.stderr), '--planner', 'openai', '--yes', '--json']);
    expect(code).toBe(1);
    expect(result().reason).toBe('execution still fails after 1 refinement(s)');
    expect(requestsOf(server, 'refine-execution')).toHaveLength(2);
    expect(server.pending()).toBe(0);
  });

  test('resuming a finished session gives its result again without running anything', async () => {
    const server = await h.script(...happyReplies());
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify']);
    const dir = first.result().sessionDir;
    const events = transcript(dir).length;
    const again = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(again.code).toBe(0);
    expect(again.result()).toEqual(first.result());
    expect(server.requests).toHaveLength(3);
    expect(transcript(dir)).toHaveLength(events);
  });

  test.each([
    ['candidates', 1000, 'options.candidates: Too big: expected number to be <=10'],
    ['maxRefinements', 51, 'options.maxRefinements: Too big: expected number to be <=50'],
    ['maxRefinements', -3, 'options.maxRefinements: Too small: expected number to be >=0'],
    ['refineFrom', 'sideways', 'options.refineFrom: Invalid option: expected one of "reset"|"current"'],
    ['clarify', 'maybe', 'options.clarify: Invalid input: expected boolean, received string'],
  ])('a transcript asking for %s = %s is refused on resume like the command line would, exit 2', async (name, value, message) => {
    const server = await h.script(reply.json(STAGE1), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify']);
    expect(first.code).toBe(3);
    const dir = sessionDirIn(first.stderr);
    const file = join(dir, 'transcript.jsonl');
    const [startLine, ...rest] = readFileSync(file, 'utf8').split('\n');
    const start = JSON.parse(startLine!) as { options: Record<string, unknown> };
    start.options[name] = value;
    writeFileSync(file, [JSON.stringify(start), ...rest].join('\n'));
    const { code, stderr } = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(code).toBe(2);
    // The start event's schema holds the command line's bounds (SESSION_BOUNDS): line 1 names the option.
    expect(stderr).toBe(`iteraplan: ${file}:1: ${message}\n`);
    expect(server.requests).toHaveLength(2);
  });

  test('a directory that is not a session is bad input', async () => {
    await h.script();
    const { code, stderr } = await h.run(['--resume', h.scratch.dir, '--yes']);
    expect(code).toBe(2);
    expect(stderr).toContain('is not a session directory: it has no transcript.jsonl');
  });
});

describe('--planner replay', () => {
  test('a recorded session replays to the identical result with the server stopped', async () => {
    // A session with a schema retry, a human refinement and an execution refinement.
    const server = await h.script(
      reply.json({ taskDescription: 'Eat.' }),
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(CLOSED_DRAWER_PLAN),
      fenced(CLOSED_DRAWER_PLAN_AGAIN),
      fenced(SALAD_PLAN),
    );
    const args = ['I feel hungry', '--scene', TEST_KITCHEN, '--yes', '--json', '--no-clarify', '--feedback', 'slice it on the counter'];
    const live = await h.run([...args, '--planner', 'openai']);
    expect(live.code, live.stderr).toBe(0);
    const recorded = live.result();
    expect(recorded.counts).toMatchObject({ humanRefinements: 1, executionRefinements: 1 });
    await server.close();

    const replayed = await h.run([...args, '--planner', 'replay', '--replay', recorded.sessionDir]);
    expect(replayed.code, replayed.stderr).toBe(0);
    const r = replayed.result();
    expect(r.sessionDir).not.toBe(recorded.sessionDir);
    expect(r.planner).toBe('replay');
    expect({ ...r, sessionDir: '', planner: '' }).toEqual({ ...recorded, sessionDir: '', planner: '' });
    const calls = (dir: string) => transcript(dir).flatMap((e) => (e.type === 'llm-call' ? [[e.call.key, e.call.response.text]] : []));
    expect(calls(r.sessionDir)).toEqual(calls(recorded.sessionDir));
  });

  test('a request the recording lacks is a replay miss naming the stage, exit 2', async () => {
    const server = await h.script(...happyReplies());
    const live = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify']);
    await server.close();
    const { code, stderr } = await h.run(['I want toast', '--scene', TEST_KITCHEN, '--planner', 'replay', '--replay', live.result().sessionDir, '--yes', '--no-clarify']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/replay miss for stage 'stage1'.*I want toast/);
  });
});
