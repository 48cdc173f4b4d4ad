/**
 * `iteraplan plan` against the servers a researcher runs locally: one that enforces json_schema
 * (llama.cpp's server, vLLM), one that refuses it with HTTP 500 but takes json_object with a
 * schema (llama-cpp-python), one that takes no response format at all; code valid by construction;
 * an unusable clarifying reply; progress lines and bad LLM options.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { behaveLikeLlamaCppPython } from '../helpers/openai-server.js';
import { fenced, PlanHarness, promptOf, reply, requestsOf, SALAD_PLAN, STAGE1, STAGE2, STAGE2_COMPACT, STAGE2_GOAL, STAGE2_PLAN, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

/** SALAD_PLAN as a JSON program, one subtask for each of STAGE2's four. */
const SALAD_PROGRAM = {
  function: 'slice_an_apple',
  subtasks: [
    { subtask: 'Open the drawer.', calls: [{ skill: 'OpenObject', obj: 'Drawer' }] },
    { subtask: 'Slice the apple.', calls: [{ skill: 'SliceObject', obj: 'Apple', tool: 'Knife' }] },
    { subtask: 'Serve the slices.', calls: [{ skill: 'PutObject', obj: 'AppleSliced', receptacle: 'Plate' }] },
    { subtask: 'Close the drawer.', calls: [{ skill: 'CloseObject', obj: 'Drawer' }] },
  ],
};
const SALAD_PRINTED =
  "def slice_an_apple():\n    # SubTask 1: Open the drawer.\n    OpenObject('Drawer')\n    # SubTask 2: Slice the apple.\n    SliceObject('Apple', 'Knife')\n" +
  "    # SubTask 3: Serve the slices.\n    PutObject('AppleSliced', 'Plate')\n    # SubTask 4: Close the drawer.\n    CloseObject('Drawer')\n\nslice_an_apple()\n";

type Body = { response_format?: { type: string; json_schema?: { name: string; schema: unknown }; schema?: unknown }; max_tokens?: number; temperature?: number; seed?: number };
const bodyOf = (request: { body: unknown }) => request.body as Body;

const plan = (...extra: string[]) => h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', ...extra]);

describe('code valid by construction', () => {
  test('on by default where the server takes json_schema: the program is asked for as JSON and approved as the skill code printed from it', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), reply.json(SALAD_PROGRAM));
    const { code, result } = await plan('--code-by-construction', 'auto');
    expect(code).toBe(0);
    const [codegen] = requestsOf(server, 'code-generate');
    const format = bodyOf(codegen!).response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema!.name).toBe('skill_program');
    expect(JSON.stringify(format.json_schema!.schema)).toContain('"AppleSliced"');
    // The program covers every subtask of the plan.
    expect(format.json_schema!.schema).toHaveProperty('properties.subtasks.minItems', STAGE2.subtasks.length);
    const r = result();
    expect(r.finalCode).toBe(SALAD_PRINTED);
    expect(readFileSync(join(r.sessionDir, 'code-v1.py'), 'utf8')).toBe(SALAD_PRINTED);
    expect(r.counts.validationRepairs).toBe(0);
    expect(transcript(r.sessionDir).some((e) => e.type === 'validation')).toBe(false);
  });

  test('off: the same server is asked for skill code as text (the plain path stays)', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code } = await plan('--code-by-construction', 'off');
    expect(code).toBe(0);
    expect(bodyOf(requestsOf(server, 'code-generate')[0]!).response_format).toBeUndefined();
  });
});

describe("llama.cpp's server (its replies carry `timings`; it takes a GBNF grammar)", () => {
  const timings = (cached: number, evaluated: number) => ({ timings: { cache_n: cached, prompt_n: evaluated, prompt_ms: evaluated * 25, predicted_n: 20, predicted_ms: 3000 } });
  const grammarOf = (request: { body: unknown }) => (request.body as { grammar?: string }).grammar;
  const lastMessage = (request: { body: unknown }) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content;

  test('the stage-2 plan and goal come in the short form held by a grammar of the room\'s types, and are read into the same plan and goal', async () => {
    const server = await h.script(reply.json(STAGE1, timings(0, 900)), reply.completion(STAGE2_COMPACT, timings(880, 500)), fenced(SALAD_PLAN));
    const { code, result } = await plan('--code-by-construction', 'off');
    expect(code).toBe(0);
    const [stage2] = requestsOf(server, 'stage2-refine');
    const body = stage2!.body as Body & { grammar?: string };
    expect(body.response_format).toBeUndefined();
    expect(body.grammar).toMatch(/^root ::= "Task: " task "\\n" s1 "Needed objects: " needed "\\n" done/m);
    // Types of the room (and what they can become) only; the goal vocabulary's words.
    const types = /^type ::= (.*)$/m.exec(body.grammar!)![1]!;
    expect(types).toContain('"AppleSliced"');
    expect(types).toContain('"Drawer"');
    expect(types).not.toContain('"Toaster"');
    expect(body.grammar).toMatch(/^words ::= "open" and1-0\? \| "closed" and1-0\? \| "on" and1-1\?/m);
    // The prompt explains the short form, not the JSON one.
    expect(userPrompt(stage2!)).toContain('Done when <name>: <condition>');
    expect(userPrompt(stage2!)).not.toContain('Reply in the required JSON');
    const r = result();
    expect(r.plan).toEqual(STAGE2_PLAN);
    expect(transcript(r.sessionDir).find((e) => e.type === 'goal')).toMatchObject({ source: 'planner', alternatives: STAGE2_GOAL });
  });

  test('a stage-2 reply in the short form that fails the checks is sent back with the problem, as a JSON one would be', async () => {
    const server = await h.script(
      reply.json(STAGE1, timings(0, 900)),
      reply.completion(STAGE2_COMPACT.replace('in Plate', 'in Toaster'), timings(880, 500)),
      reply.completion(STAGE2_COMPACT, timings(1300, 60)),
      fenced(SALAD_PLAN),
    );
    const { code, result } = await plan('--code-by-construction', 'off');
    expect(code).toBe(0);
    const [first, retry] = requestsOf(server, 'stage2-refine');
    expect(grammarOf(retry!)).toBe(grammarOf(first!));
    // The stage's own zod check, as for a JSON reply: the Toaster is not a type of this room.
    expect(lastMessage(retry!)).toMatch(/^Your plan cannot be used: .*\n +→ at goal\[0\]\.all\[0\]\nReply again with the whole corrected plan in the same short form\.$/s);
    expect(result().plan).toEqual(STAGE2_PLAN);
  });

  test('a stage-2 reply that never fits ends the session with the schema failure a JSON reply gets (exit 3)', async () => {
    const wrong = () => reply.completion('Sure! Here is the plan.', timings(880, 500));
    await h.script(reply.json(STAGE1, timings(0, 900)), wrong(), wrong(), wrong(), wrong());
    const { code, stdout } = await plan('--code-by-construction', 'off');
    expect(code).toBe(3);
    expect(JSON.parse(stdout)).toMatchObject({ error: { exitCode: 3, message: expect.stringMatching(/stage2.*did not match schema 'stated_plan' after \d+ attempts: the reply is the plan .*does not begin with "Task: "/s) } });
  });

  test('code comes in the short form held by a grammar of the room\'s skills and objects, and is approved as the skill code printed from it; cached and evaluated prompt tokens are recorded', async () => {
    const compact = 'slice_an_apple\n# 1 Open the drawer.\nOpenObject Drawer\n# 2 Slice the apple with the knife.\nSliceObject Apple Knife\n# 3 Put the slices on the plate.\nPutObject AppleSliced Plate\n# 4 Close the drawer.\nCloseObject Drawer\n';
    const server = await h.script(reply.json(STAGE1, timings(0, 900)), reply.completion(STAGE2_COMPACT, timings(880, 500)), reply.completion(compact, timings(1300, 120)));
    const { code, result } = await plan('--code-by-construction', 'auto');
    expect(code).toBe(0);
    const [codegen] = requestsOf(server, 'code-generate');
    const body = codegen!.body as Body & { grammar?: string };
    expect(body.response_format).toBeUndefined();
    expect(body.grammar).toMatch(/^root ::= name "\\n" s1$/m);
    expect(body.grammar).toContain('"AppleSliced"');
    // Every subtask of the plan, in order.
    expect(body.grammar).toContain('s4 ::= "# 4 Close the drawer.\\n" ( call "\\n" ){1,10}\n');
    expect(result().finalCode).toBe(SALAD_PRINTED.replace('Slice the apple.', 'Slice the apple with the knife.').replace('Serve the slices.', 'Put the slices on the plate.'));
    const calls = transcript(result().sessionDir).flatMap((e) => (e.type === 'llm-call' ? [e.call] : []));
    expect(calls.map((c) => [c.stage, c.timings?.cachedTokens, c.timings?.evaluatedTokens])).toEqual([
      ['stage1', 0, 900],
      ['stage2', 880, 500],
      ['codegen', 1300, 120],
    ]);
  });

  test('a compact reply that fails the checks is sent back with the problem in its own words', async () => {
    const server = await h.script(
      reply.json(STAGE1, timings(0, 900)),
      reply.completion(STAGE2_COMPACT, timings(880, 500)),
      reply.completion('f\n# 1 Open the drawer.\nOpenObject Drawer\n# 3 Put the slices on the plate.\nSliceObject Apple Knife\n# 2 Slice the apple with the knife.\nPutObject AppleSliced Plate\n# 4 Close the drawer.\nCloseObject Drawer\n', timings(1300, 120)),
      reply.completion('slice_an_apple\n# 1 Open the drawer.\nOpenObject Drawer\n# 2 Slice the apple with the knife.\nSliceObject Apple Knife\n# 3 Put the slices on the plate.\nPutObject AppleSliced Plate\n# 4 Close the drawer.\nCloseObject Drawer\n', timings(1400, 60)),
    );
    const { code } = await plan('--code-by-construction', 'on');
    expect(code).toBe(0);
    const retry = requestsOf(server, 'code-generate')[1]!;
    expect(lastMessage(retry)).toContain('subtask 2 comes after subtask 3');
  });

  test('the same server is asked for skill code as text with --code-by-construction off (no grammar)', async () => {
    const server = await h.script(reply.json(STAGE1, timings(0, 900)), reply.completion(STAGE2_COMPACT, timings(880, 500)), fenced(SALAD_PLAN));
    const { code } = await plan('--code-by-construction', 'off');
    expect(code).toBe(0);
    expect(grammarOf(requestsOf(server, 'code-generate')[0]!)).toBeUndefined();
  });
});

describe('a local model on a terminal', () => {
  test('replies are streamed: the stage and the tokens are shown as they arrive, and the reply is used whole', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify'], { terminal: true });
    expect(code).toBe(0);
    expect(server.requests.every((r) => (r.body as { stream?: boolean }).stream === true)).toBe(true);
    // One line per stage redrawn in place as chunks arrive, then its total.
    const redraws = stderr.split('\r\x1b[K').filter((line) => line.startsWith('  LLM codegen: '));
    const counts = redraws.map((line) => Number(/codegen: (\d+) token/.exec(line)![1]));
    expect(counts.length).toBeGreaterThan(5);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(redraws.at(-1)).toMatch(/^  LLM codegen: \d+ tokens in [\d.]+ s\n/);
    expect(stderr).toMatch(/LLM stage1: \d+ tokens in [\d.]+ s\n/);
    expect(result().finalCode).toBe(SALAD_PLAN.trimEnd());
  });

  test('not on a terminal, nothing is streamed', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify']);
    expect(code).toBe(0);
    expect(server.requests.some((r) => (r.body as { stream?: boolean }).stream === true)).toBe(false);
    expect(stderr).not.toContain('LLM codegen:');
  });
});

describe('a llama-cpp-python server (json_schema refused with HTTP 500, json_object with a schema taken)', () => {
  test('the mode is found at the first structured call and recorded; the refusals are not retried; code is still valid by construction', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), reply.json(SALAD_PROGRAM));
    behaveLikeLlamaCppPython(server);
    const { code, result } = await plan('--code-by-construction', 'auto');
    expect(code).toBe(0);
    const formats = server.requests.map((r) => bodyOf(r).response_format?.type);
    // Two refusals (with and without string bounds), then every structured request as json_object.
    expect(formats).toEqual(['json_schema', 'json_schema', 'json_object', 'json_object', 'json_object']);
    expect(bodyOf(server.requests[4]!).response_format!.schema).toBeDefined();
    expect(server.requests.every((r) => typeof bodyOf(r).max_tokens === 'number')).toBe(true);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'llm-structured-mode')).toMatchObject({ note: { mode: 'json_object_schema', detectedHere: true, refused: [{ mode: 'json_schema', status: 500 }, { mode: 'json_schema_no_bounds', status: 500 }] } });
    expect(events.filter((e) => e.type === 'llm-attempt-failed').map((e) => e.type === 'llm-attempt-failed' && [e.attempt.kind, e.attempt.status, e.attempt.retryInMs])).toEqual([
      ['rejected', 500, null],
      ['rejected', 500, null],
    ]);
    expect(result().finalCode).toBe(SALAD_PRINTED);
  });
});

describe('a server without structured outputs', () => {
  test('structured replies come as text with the schema in the prompt; auto then asks for skill code as text', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    server.addRule((r) => bodyOf(r).response_format !== undefined, () => reply.error(400, "Unrecognized request argument supplied: response_format"));
    const { code, result } = await plan('--code-by-construction', 'auto');
    expect(code).toBe(0);
    const asked = server.requests.filter((r) => bodyOf(r).response_format === undefined);
    expect(asked.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    expect(JSON.stringify((asked[0]!.body as { messages: unknown }).messages)).toContain('matches this JSON schema');
    expect(result().finalCode).toBe(SALAD_PLAN.trimEnd());
  });
});

describe('an unusable clarifying reply', () => {
  test('does not end the run: the session plans without a question and says why in the transcript', async () => {
    const garbage = reply.completion('Sure! I would ask about breakfast');
    await h.script(garbage, garbage, garbage, reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--code-by-construction', 'off']);
    expect(code).toBe(0);
    const r = result();
    expect(r.success).toBe(true);
    expect(r.clarification).toBeNull();
    expect(transcript(r.sessionDir).find((e) => e.type === 'clarify-skipped')).toMatchObject({ reason: expect.stringContaining("'clarify'") });
  });
});

describe('LLM control', () => {
  test('a retried attempt is shown as a progress line at once; temperature, seed and token limits are sent', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), reply.error(503, 'loading model'), fenced(SALAD_PLAN));
    const { code, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--temperature', '0', '--seed', '7', '--max-tokens', '300,codegen=900']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/LLM call for stage 'codegen': attempt 1 of 4 failed \(HTTP 503\); retrying in [\d.]+ s/);
    expect(server.requests.map((r) => [bodyOf(r).temperature, bodyOf(r).seed, bodyOf(r).max_tokens])).toEqual([
      [0, 7, 300],
      [0, 7, 300],
      [0, 7, 900],
      [0, 7, 900],
    ]);
  });

  test.each([
    [['--temperature', '3'], '--temperature'],
    [['--max-tokens', 'codegen=0'], '--max-tokens'],
    [['--llm-timeout', 'soon'], '--llm-timeout'],
    [['--structured-output', 'xml'], '--structured-output'],
  ])('bad %j is a usage error (exit 2) naming the option', async (flags, named) => {
    await h.script();
    const { code, stderr } = await plan(...flags);
    expect(code).toBe(2);
    expect(stderr).toContain(named);
  });

  test('ITERAPLAN_LLM_TIMEOUT is read, and a bad value names the variable', async () => {
    await h.script();
    const { code, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify'], { env: { ITERAPLAN_LLM_TIMEOUT: '-1' } });
    expect(code).toBe(2);
    expect(stderr).toMatch(/ITERAPLAN_LLM_TIMEOUT='-1' must be a number of seconds/);
  });
});
