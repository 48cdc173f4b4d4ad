/**
 * The LLM endpoint misbehaving during `iteraplan plan` (the real `openai` SDK against a scripted
 * server, a real bridge): 429, 500, garbage, an empty reply, a reply cut off at the token limit,
 * the connection closed mid-reply. Every time: the request is retried, then the command ends
 * with exit 3 and a message naming the stage and the failure, the session keeps what was decided
 * (the two decomposition stages), and `--resume` continues from there. Once: retried, and the
 * resumed plan succeeds.
 *
 * Every case runs concurrently with the others, each with its own scripted server, since the
 * retries back off for real (0.5 + 1 + 2 s a failing call).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { Session } from '../../src/session/session.js';
import { bridgeEnv, startBridge } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { startScriptedOpenAI, type ScriptedOpenAI, type ScriptedReply } from '../helpers/openai-server.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { fenced, promptOf, reply, SALAD_PLAN, STAGE1, STAGE2, STAGE2_PLAN, TEST_KITCHEN } from '../helpers/plan-harness.js';
import { runCli } from './cli-run.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let bridge: BridgeProcess;
const servers: ScriptedOpenAI[] = [];
beforeAll(async () => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-llm-faults-');
  bridge = await startBridge(scenes.dir);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await bridge?.close();
  scenes?.remove();
  scratch?.remove();
});

async function serverWith(...replies: ScriptedReply[]): Promise<ScriptedOpenAI> {
  const server = await startScriptedOpenAI();
  servers.push(server);
  server.enqueue(...replies);
  return server;
}

/** `iteraplan plan ... --planner openai --yes --json` in-process; `name` keeps each case's files apart. */
function plan(name: string, server: ScriptedOpenAI, args: string[]) {
  const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_BRIDGE_TOKEN: bridge.token, OPENAI_BASE_URL: server.baseURL });
  delete env['OPENAI_API_KEY'];
  const out = join(scratch.dir, name, 'runs');
  const common = ['--planner', 'openai', '--code-by-construction', 'off', '--yes', '--json', '--bridge', bridge.url, '--out', out, '--cache', join(scratch.dir, name, 'cache')];
  return runCli(['plan', ...args, ...common], env);
}

const NEW = ['I feel hungry', '--scene', TEST_KITCHEN, '--no-clarify'];
const ATTEMPTS = 4; // the first try and the default three retries

/** Each fault, as the server gives it, and what the final error says about it. */
const FAULTS: Array<[name: string, fault: () => ScriptedReply, message: RegExp]> = [
  ['429 rate limit', () => reply.error(429, 'Rate limit reached for gpt-4o', { 'retry-after': '0' }), /kept failing for stage 'codegen' after 4 attempts \(HTTP 429: Rate limit reached/],
  ['500 server error', () => reply.error(500, 'The server had an error'), /kept failing for stage 'codegen' after 4 attempts \(HTTP 500: The server had an error/],
  ['garbage body', () => reply.garbage(), /stage 'codegen' gave no usable reply \(garbage\): .*\(4 attempts\)/],
  ['empty reply', () => reply.completion(''), /stage 'codegen' gave no usable reply \(empty\): .*\(4 attempts\)/],
  ['connection closed mid-reply', () => reply.disconnect(), /stage 'codegen' after 4 attempts: connection lost while reading the reply/],
];

describe.concurrent('a code reply cut off at its token limit', () => {
  test('is not sent again: the cut code is checked and its errors go to a validation repair', async () => {
    const server = await serverWith(reply.json(STAGE1), reply.json(STAGE2), reply.cutOff("```python\ndef f():\n    OpenObject('Dr"), fenced(SALAD_PLAN));
    const done = await plan('cut-off', server, NEW);
    expect(done.code, done.stderr).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate', 'code-repair']);
    const result = JSON.parse(done.stdout) as { counts: { validationRepairs: number }; sessionDir: string };
    expect(result.counts.validationRepairs).toBe(1);
    const codegen = Session.open(result.sessionDir).events.find((e) => e.type === 'llm-call' && e.call.stage === 'codegen');
    expect(codegen?.type === 'llm-call' && codegen.call.response.finishReason).toBe('length');
  });
});

describe.concurrent('the LLM endpoint failing at code generation', () => {
  test.each(FAULTS)('%s: retried, then exit 3 naming it; the session intact; --resume goes on', async (name, fault, message) => {
    const faults = Array.from({ length: ATTEMPTS }, fault);
    const server = await serverWith(reply.json(STAGE1), reply.json(STAGE2), ...faults);
    const failed = await plan(name, server, NEW);
    expect(failed.code, failed.stderr).toBe(3);
    // --json: the failure as one JSON object on stdout, the words on stderr.
    expect(JSON.parse(failed.stdout)).toMatchObject({ error: { exitCode: 3, message: expect.stringContaining('--resume') } });
    expect(failed.stderr).toMatch(/^iteraplan: /);
    expect(failed.stderr).toMatch(message);
    expect(failed.stderr).not.toMatch(/unexpected error/);
    expect(server.requests.filter((r) => promptOf(r) === 'code-generate')).toHaveLength(ATTEMPTS);

    // The decided stages are on disk, the transcript valid line by line; no code was made up.
    const dir = /continue it with: iteraplan plan --resume (.+)$/m.exec(failed.stderr)?.[1];
    expect(dir, failed.stderr).toBeDefined();
    const events = Session.open(dir!).events;
    expect(events.map((e) => e.type)).toEqual([
      'start', 'preferences', 'llm-call', 'llm-structured-mode', 'decomposition', 'llm-call', 'decomposition', 'plan-review', 'goal', 'goal-at-start',
      ...Array.from({ length: ATTEMPTS }, () => 'llm-attempt-failed'),
    ]);
    // Every failed attempt is in the transcript: which, how, how long, and whether it was retried.
    const attempts = events.flatMap((e) => (e.type === 'llm-attempt-failed' ? [e.attempt] : []));
    expect(attempts.map((a) => [a.stage, a.attempt, a.retryInMs === null])).toEqual([
      ['codegen', 1, false],
      ['codegen', 2, false],
      ['codegen', 3, false],
      ['codegen', 4, true],
    ]);
    expect(attempts.every((a) => a.elapsedMs >= 0 && a.kind !== '')).toBe(true);

    // Resumed against an endpoint that fails once the same way: retried, and the plan succeeds.
    const recovered = await serverWith(fault(), fenced(SALAD_PLAN));
    const resumed = await plan(name, recovered, ['--resume', dir!]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(recovered.requests.map(promptOf)).toEqual(['code-generate', 'code-generate']);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ success: true, plan: STAGE2_PLAN, sessionDir: dir });
    const codegen = Session.open(dir!).events.flatMap((e) => (e.type === 'llm-call' && e.call.stage === 'codegen' ? [e.call] : []));
    expect(codegen.map((call) => call.attempts)).toEqual([2]);
  });
});

describe.concurrent('a hung endpoint and --llm-timeout', () => {
  test('a body that stalls after its headers: each attempt cut off at --llm-timeout, a progress line per retry, exit 3', async () => {
    const stall = () =>
      reply.handler((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id": "chatcmpl-stall", "choices": ['); // then silence
      });
    // The deadline is short, so every call under it is one that stalls: the plan's stages are
    // decided first (the endpoint then refusing the code, a 404 is not retried), and the session
    // resumed under --llm-timeout asks for the code only. A reply meant to beat 0.3 s would not
    // always do so on a busy machine.
    const decided = await plan('hung', await serverWith(reply.json(STAGE1), reply.json(STAGE2), reply.error(404, 'no such model')), NEW);
    expect(decided.code, decided.stderr).toBe(3);
    const dir = /continue it with: iteraplan plan --resume (.+)$/m.exec(decided.stderr)?.[1];
    expect(dir, decided.stderr).toBeDefined();
    const server = await serverWith(...Array.from({ length: ATTEMPTS }, stall));
    const failed = await plan('hung', server, ['--resume', dir!, '--llm-timeout', '0.3']);
    expect(failed.code, failed.stderr).toBe(3);
    expect(server.requests.map(promptOf)).toEqual(Array.from({ length: ATTEMPTS }, () => 'code-generate'));
    const progress = failed.stderr.split('\n').filter((line) => line.startsWith("iteraplan: LLM call for stage 'codegen': attempt"));
    expect(progress).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`attempt ${n} of 4 got no complete reply within 0\\.3 s; retrying in [\\d.]+ s$`))));
    expect(failed.stderr).toMatch(/gave no complete reply within 0\.3 s for stage 'codegen' \(4 attempts\); --llm-timeout or ITERAPLAN_LLM_TIMEOUT/);
  });

  test('ITERAPLAN_LLM_TIMEOUT sets the same deadline; a bad value or flag is bad input (exit 2)', async () => {
    const server = await serverWith();
    const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_BRIDGE_TOKEN: bridge.token, OPENAI_BASE_URL: server.baseURL, ITERAPLAN_LLM_TIMEOUT: 'soon' });
    delete env['OPENAI_API_KEY'];
    const out = join(scratch.dir, 'env-timeout', 'runs');
    const badEnv = await runCli(['plan', ...NEW, '--planner', 'openai', '--yes', '--bridge', bridge.url, '--out', out], env);
    expect(badEnv.code).toBe(2);
    expect(badEnv.stderr).toContain("ITERAPLAN_LLM_TIMEOUT='soon' must be a number of seconds above 0 and at most 3600");
    const badFlag = await plan('bad-flag', server, [...NEW, '--llm-timeout', '0']);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('must be a number of seconds above 0 and at most 3600');
  });
});
