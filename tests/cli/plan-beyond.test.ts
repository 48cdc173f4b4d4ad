/**
 * The planning flow beyond the paper, through `iteraplan plan` with the real `openai` SDK against
 * a scripted OpenAI-compatible server and a real bridge: the clarifying answer in every later
 * stage, best-of-N candidates (and their exact replay), and refinement from the current state.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CLOSED_DRAWER_PLAN,
  CLOSED_DRAWER_PLAN_AGAIN,
  FAILS_MIDWAY,
  fenced,
  PlanHarness,
  promptOf,
  reply,
  REMAINDER,
  requestsOf,
  SALAD_PLAN,
  STAGE1,
  STAGE2,
  TEST_KITCHEN,
  transcript,
  userPrompt,
} from '../helpers/plan-harness.js';
import type { ReceivedRequest, ScriptedReply } from '../helpers/openai-server.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const ANSWER = 'Sliced apple on a plate, please';
const ask = reply.json({ action: 'ask', question: 'Would you like fruit or an egg?', options: ['fruit', 'an egg'] });
/** The planner's next turn: the answer made the request clear. */
const clear = reply.json({ action: 'plan', question: '', options: [] });

/** A code reply chosen by looking at the request: the scripted server answers candidates in arrival order. */
function codeFor(choose: (request: ReceivedRequest) => string): ScriptedReply {
  return reply.handler((request: ReceivedRequest, response: ServerResponse) => {
    const content = '```python\n' + choose(request) + '```';
    const body = JSON.stringify({
      id: 'chatcmpl-candidate',
      object: 'chat.completion',
      created: 0,
      model: 'scripted-model',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}

const isCandidate = (n: number) => (request: ReceivedRequest) => userPrompt(request).includes(`This is candidate ${n} of`);

describe('clarifying questions', () => {
  test('--answer is given without a terminal, and the answer reaches every later stage', async () => {
    const invalid = "def f():\n    OpenObject('Drawer')\n    x = 1\n\nf()\n";
    const server = await h.script(ask, clear, reply.json(STAGE1), reply.json(STAGE2), fenced(invalid), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN_AGAIN), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--answer', ANSWER, '--feedback', 'keep it simple']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['clarify', 'clarify', 'stage1-decompose', 'stage2-refine', 'code-generate', 'code-repair', 'refine-feedback', 'refine-execution']);
    for (const request of server.requests.slice(1)) expect(userPrompt(request), promptOf(request)).toContain(`Answer: "${ANSWER}"`);
    expect(result().clarification).toEqual({ question: 'Would you like fruit or an egg?', answer: ANSWER });
    expect(transcript(result().sessionDir).filter((e) => e.type === 'dialogue-answer')).toMatchObject([{ turn: 1, answer: ANSWER, kind: 'answer' }]);
  });

  test('--yes without --answer leaves the choice to the planner ("you decide"): the dialogue ends and stage 1 is told so', async () => {
    const server = await h.script(ask, reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json']);
    expect(code).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['clarify', 'stage1-decompose', 'stage2-refine', 'code-generate']);
    expect(userPrompt(server.requests[1]!)).toContain('Answer: "you decide" (the person leaves the choice to you)');
    expect(result().clarification).toBeNull();
  });

  test('--no-clarify never asks, and no prompt carries a clarification', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--answer', ANSWER]);
    expect(code).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    for (const request of server.requests) expect(userPrompt(request)).not.toContain(ANSWER);
  });
});

describe('best-of-N', () => {
  test('one broken and one working candidate: the working one is proposed, both are kept', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), ...[1, 2].map(() => codeFor((r) => (isCandidate(2)(r) ? SALAD_PLAN : CLOSED_DRAWER_PLAN))));
    const { code, stdout, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--candidates', '2']);
    expect(code, stdout).toBe(0);
    const requests = requestsOf(server, 'code-generate');
    expect(requests.filter(isCandidate(2))).toHaveLength(1);
    expect(requests.filter((r) => userPrompt(r).includes('This is candidate'))).toHaveLength(1);

    const r = result();
    expect(r.counts.executionRefinements).toBe(0);
    expect(readFileSync(join(r.sessionDir, 'code-v1.py'), 'utf8')).toBe(SALAD_PLAN);
    expect(readFileSync(join(r.sessionDir, 'code-v1-candidate-1.py'), 'utf8')).toBe(CLOSED_DRAWER_PLAN);
    const event = transcript(r.sessionDir).find((e) => e.type === 'candidates');
    expect(event).toMatchObject({
      version: 1,
      chosen: 2,
      candidates: [
        { index: 1, rank: 2, valid: true, executes: false, meetsCriteria: false, file: 'code-v1-candidate-1.py' },
        // Judged against the goal the planner stated with its plan (an apple slice on the plate).
        { index: 2, rank: 1, valid: true, executes: true, meetsCriteria: true, file: 'code-v1-candidate-2.py' },
      ],
    });
    if (event?.type !== 'candidates') throw new Error('no candidates event');
    expect(event.candidates[0]!.reasons.join(' ')).toMatch(/fails \(line 3: NOT_REACHABLE|fails \(line 3: INSIDE_CLOSED_RECEPTACLE/);
    expect(event.candidates[1]!.reasons).toContain('meets the goal');
  });

  test('a `was` goal is judged by each candidate\'s dry-run steps: the one that chilled the apple first ranks first, though both end with the apple on the plate', async () => {
    const chilled = { ...STAGE2, goal: [{ name: 'chilled apple served', all: [{ exists: { type: ['Apple'], in: 'Plate', is: [], fillLiquid: null, was: { in: 'Fridge', whileOn: false } } }] }] };
    const CHILL_FIRST = "def serve():\n    OpenObject('Fridge')\n    PutObject('Apple', 'Fridge')\n    PutObject('Apple', 'Plate')\n    CloseObject('Fridge')\n\nserve()\n";
    const PLATE_ONLY = "def serve():\n    PutObject('Apple', 'Plate')\n\nserve()\n";
    await h.script(reply.json(STAGE1), reply.json(chilled), ...[1, 2].map(() => codeFor((r) => (isCandidate(2)(r) ? CHILL_FIRST : PLATE_ONLY))));
    const { code, stdout, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--candidates', '2']);
    expect(code, stdout).toBe(0);
    const event = transcript(result().sessionDir).find((e) => e.type === 'candidates');
    expect(event).toMatchObject({
      chosen: 2,
      candidates: [
        // Both run to their end with the apple on the plate; only the steps of candidate 2 took it through the fridge.
        { index: 1, rank: 2, executes: true, meetsCriteria: false },
        { index: 2, rank: 1, executes: true, meetsCriteria: true },
      ],
    });
    expect(readFileSync(join(result().sessionDir, 'code-v1.py'), 'utf8')).toBe(CHILL_FIRST);
  });

  test('a best-of-3 session replays exactly with the server gone', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), ...[1, 2, 3].map(() => codeFor((r) => (isCandidate(3)(r) ? SALAD_PLAN : CLOSED_DRAWER_PLAN))));
    const live = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--candidates', '3']);
    expect(live.code, live.stdout).toBe(0);
    await server.close();
    const replayed = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'replay', '--replay', live.result().sessionDir, '--yes', '--json', '--no-clarify', '--candidates', '3']);
    expect(replayed.code, replayed.stderr).toBe(0);
    const strip = (dir: string) =>
      transcript(dir).flatMap((e): unknown[] => (e.type === 'candidates' ? [{ ...e, time: '' }] : e.type === 'code' ? [{ version: e.version, origin: e.origin, code: e.code }] : []));
    expect(strip(replayed.result().sessionDir)).toEqual(strip(live.result().sessionDir));
    expect(replayed.result().finalCode).toBe(live.result().finalCode);
    expect(replayed.result().allocatedCode).toBe(live.result().allocatedCode);
  });
});

describe('refinement from the current state', () => {

  test('the next request lists the executed calls and the state; execution goes on from there; the joined plan is verified', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(FAILS_MIDWAY), fenced(REMAINDER));
    const { code, stdout, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--refine-from', 'current']);
    expect(code, stdout).toBe(0);
    const refine = userPrompt(requestsOf(server, 'refine-execution')[0]!);
    expect(refine).toContain("Already executed, in order (do not repeat these):\n- OpenObject('Drawer')\n- SliceObject('Apple', 'Knife')\n\nThe objects now:");
    expect(refine).toMatch(/Drawer\|[^\n]*: not in anything; isOpen/);
    expect(refine).toContain('AppleSliced');
    expect(refine).toContain('return only the remaining steps');

    const r = result();
    const events = transcript(r.sessionDir);
    expect(events.find((e) => e.type === 'continuation')).toMatchObject({ version: 1, executed: ["OpenObject('Drawer')", "SliceObject('Apple', 'Knife')"] });
    const runs = events.flatMap((e) => (e.type === 'execution' ? [e] : []));
    expect(runs.map((e) => [e.version, e.allocated, e.success])).toEqual([
      [1, false, false],
      [2, false, true],
      [3, true, true],
    ]);
    // The remaining steps ran on their own (no re-run of the prefix): fewer actions than the joined plan.
    expect(runs[1]!.actions).toBeLessThan(runs[2]!.actions);
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement', 'combined']);
    expect(r.counts.executionRefinements).toBe(1);
    expect(r.finalCode).toContain("OpenObject('Drawer')\n    SliceObject('Apple', 'Knife')\n    OpenObject('Fridge')");
    expect(r.allocatedExecution).toMatchObject({ success: true });
  });

  test('an interrupted continuation resumes: the prefix runs again, then the remaining steps go on from its state', async () => {
    // v2 continues after the prefix but fails at once (the fridge is still closed); the refinement after it is cut off.
    const stillClosed = "def finish():\n    PutObject('Egg', 'Pan')\n    PutObject('AppleSliced', 'Plate')\n\nfinish()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(FAILS_MIDWAY), fenced(stillClosed), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--refine-from', 'current']);
    expect(first.code).toBe(3);
    const dir = first.stderr.split('\n').find((l) => l.startsWith('Session: '))!.slice('Session: '.length);
    server.enqueue(fenced(REMAINDER));
    const resumed = await h.run(['--resume', dir, '--planner', 'openai', '--yes', '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const r = resumed.result();
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement', 'execution-refinement', 'combined']);
    // v2 ran again after the prefix was replayed, so its failure and the request after it are those of the current state.
    const refine = requestsOf(server, 'refine-execution').at(-1)!;
    expect(userPrompt(refine)).toContain("- OpenObject('Drawer')\n- SliceObject('Apple', 'Knife')\n\nThe objects now:");
    expect(r.finalCode).toContain("SliceObject('Apple', 'Knife')\n    OpenObject('Fridge')");
    expect(r.allocatedExecution).toMatchObject({ success: true });
  });
});
