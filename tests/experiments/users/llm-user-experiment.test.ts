import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { llmOptions, singlePool } from '../pool.js';
import { main } from '../../../src/cli/main.js';
import { EpisodeRecord } from '../../../src/experiments/results/episode-record.js';
import { experimentLlms, type ExperimentLlmOptions } from '../../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../../src/experiments/run/rate-limit.js';
import { runExperiment } from '../../../src/experiments/run/runner.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import { replayOrigin } from '../../../src/session/index.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';
import { captureIO } from '../../helpers/capture.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI } from '../../helpers/openai-server.js';

const relax = {
  id: 'relax',
  instruction: 'I feel so tired, need to relax.',
  roomType: 'Bedroom' as const,
  scenes: ['FloorPlan301'],
  success: [{ name: 'lights dimmed', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: 'DeskLamp', isToggled: true } }] }],
};
const suite: Suite = { suite: 'llm-user-small', tasks: [relax] };

const FEEDBACK = 'The ceiling light is still on; I want it off as well.';
const ANSWER = 'A lamp, and the big light off.';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

const program = (...calls: string[]) => '```python\ndef task():\n' + calls.map((c) => `    ${c}\n`).join('') + '\ntask()\n```';
// A request without a JSON body is the LLM-concurrency probe (GET /props), not a chat.
const schemaOf = (request: ReceivedRequest) => (request.body as ChatBody | undefined)?.response_format?.json_schema?.name ?? null;
const lastUser = (request: ReceivedRequest) => (request.body as ChatBody).messages.at(-1)!.content;

/** The scripted planner and user: each reply decided by what is asked, so reruns get the same ones. */
function answer(request: ReceivedRequest): string | object {
  const user = lastUser(request);
  switch (schemaOf(request)) {
    case 'clarify':
      // The first turn asks; once answered, the request is clear.
      return user.includes('Answer: "')
        ? { action: 'plan', question: '', options: [] }
        : { action: 'ask', question: 'Would a lamp or some music help you relax?', options: ['a lamp', 'music'] };
    case 'user_answer':
      return { answer: ANSWER };
    case 'user_review':
      return user.includes('what you want holds') ? { decision: 'approve', feedback: '' } : { decision: 'feedback', feedback: FEEDBACK };
    case 'task_decomposition':
      return { taskDescription: 'Dim the lights.', subtasks: ['Switch the lamp on and the ceiling light off.'], neededObjects: ['DeskLamp', 'LightSwitch'] };
    // Stage 2 states its goal too: the lamp on (the first code meets it; the user wants the ceiling light off as well).
    case 'stated_plan':
      return {
        taskDescription: 'Dim the lights.',
        subtasks: ['Switch the lamp on and the ceiling light off.'],
        neededObjects: ['DeskLamp', 'LightSwitch'],
        goal: [{ name: 'lamp on', all: [{ exists: { type: ['DeskLamp'], in: null, is: ['on'], fillLiquid: null, was: null } }] }],
      };
    case 'allocation':
      return { assignments: [...user.matchAll(/^line (\d+):/gm)].map((m) => ({ line: Number(m[1]), agent: 'human' })) };
  }
  if (user.includes('They say: "')) return program("SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')");
  if (user.includes('Request: "I feel so tired') && user.includes('Write the program for this plan.')) return program("SwitchOn('DeskLamp')");
  throw new Error(`unscripted request: ${user.slice(0, 80)}`);
}

async function scriptedServer(replies: number): Promise<ScriptedOpenAI> {
  const server = await startScriptedOpenAI();
  server.enqueue(...Array.from({ length: replies }, () => reply.decided(answer, { usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } })));
  return server;
}

/** A record without what differs from run to run (time, where the session went). */
const comparable = (record: EpisodeRecord) => ({ ...record, wallMs: 0, sessionDir: null, simulator: undefined });

let server: ScriptedOpenAI | undefined;
afterEach(async () => {
  await server?.close();
});

describe('the LLM user in an experiment with the openai planner (scripted server, real bridge)', () => {
  const bridge = useExperimentBridge();

  async function run(options: Omit<ExperimentLlmOptions, 'limiter' | 'llmUser'>) {
    const llms = experimentLlms({ ...options, limiter: new RateLimiter({ maxConcurrent: 2 }), llmUser: { model: 'judge' }, byConstruction: 'off' });
    return runExperiment(llmOptions(suite, singlePool(bridge()), llms, { clarify: true }));
  }

  it("sends the user's answer and feedback to the planner, notes the judge in the record, and replays identically without the server", async () => {
    server = await scriptedServer(30);
    const cacheDir = mkdtempSync(join(tmpdir(), 'cache-'));
    const live = await run({ kind: 'openai', env: { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test' }, cacheDir });

    expect(live.records).toHaveLength(1);
    const [record] = live.records;
    expect(record).toMatchObject({ status: 'finished', success: true, h: 1, e: 0, clarified: true, user: { kind: 'llm', model: 'judge', calls: 3, tokens: 330 } });

    const schemas = server.requests.map(schemaOf);
    const userRequests = server.requests.filter((r) => schemaOf(r)?.startsWith('user_'));
    expect(userRequests.map((r) => (r.body as ChatBody).model)).toEqual(['judge', 'judge', 'judge']);
    // The planner's calls during the session (not the user's, not the allocator's after it) are the record's tokens.
    const plannerCalls = schemas.filter((s) => s === null || !(s.startsWith('user_') || s === 'allocation')).length;
    expect(record!.tokens).toEqual({ prompt: 100 * plannerCalls, completion: 10 * plannerCalls, total: 110 * plannerCalls, calls: plannerCalls });

    // The user's answer reached stage 1, and its feedback reached the planner's next request.
    const stage1 = server.requests.find((r) => schemaOf(r) === 'task_decomposition')!;
    expect(lastUser(stage1)).toContain(`Answer: "${ANSWER}"`);
    const firstReview = server.requests.findIndex((r) => schemaOf(r) === 'user_review');
    const next = server.requests[firstReview + 1]!;
    expect(schemaOf(next)).toBeNull();
    expect(lastUser(next)).toContain(`They say: "${FEEDBACK}"`);

    // The session keeps every review with the criteria's verdict beside the LLM's decision.
    expect(JSON.parse(readFileSync(join(record!.sessionDir!, 'user-reviews.json'), 'utf8'))).toEqual([
      { version: 1, decision: 'feedback', why: 'feedback (criteria unmet)', feedback: FEEDBACK },
      { version: 2, decision: 'approve', why: 'approved (criteria met: lights dimmed)' },
    ]);

    await server.close();
    const replayed = await run({ kind: 'replay', env: {}, replay: replayOrigin(cacheDir) });
    expect(replayed.records.map(comparable)).toEqual(live.records.map(comparable));
  });
});

const suiteYaml = `suite: cli-llm-user
tasks:
  - id: lights-off
    instruction: I feel so tired, need to relax.
    roomType: Bedroom
    scenes: [FloorPlan301]
    success:
      - name: dark
        all: [{ none: { type: LightSwitch, isToggled: true } }]
`;

describe('iteraplan experiment --user llm', () => {
  const suiteFile = () => {
    const file = join(mkdtempSync(join(tmpdir(), 'suite-')), 'small.yaml');
    writeFileSync(file, suiteYaml);
    return file;
  };
  const envWith = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const env = bridgeEnv(extra);
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ITERAPLAN_MODEL']) if (!(name in extra)) delete env[name];
    return env;
  };
  const records = (out: string) => readFileSync(join(out, 'episodes.jsonl'), 'utf8').trim().split('\n').map((line) => EpisodeRecord.parse(JSON.parse(line)));

  it('exits 3 with the offline planner and neither an endpoint nor a replay source', async () => {
    const captured = captureIO(envWith({}));
    expect(await main(['experiment', '--suite', suiteFile(), '--user', 'llm', '--out', mkdtempSync(join(tmpdir(), 'results-'))], captured.io)).toBe(3);
    expect(captured.stderr()).toMatch(/--user llm needs an LLM to play the user: set OPENAI_API_KEY \(or OPENAI_BASE_URL for a local server\), or replay recorded calls with --replay DIR/);
  });

  it('exits 2 for --goal-review with --user llm (the goal review is the rule-based user\'s)', async () => {
    const captured = captureIO(envWith({}));
    expect(await main(['experiment', '--suite', suiteFile(), '--user', 'llm', '--goal-review'], captured.io)).toBe(2);
    expect(captured.stderr()).toContain("--goal-review is the rule-based user's review of the stated goal; the LLM user (--user llm) reviews code only");
  });

  it('exits 2 for --user-model without --user llm', async () => {
    const captured = captureIO(envWith({}));
    expect(await main(['experiment', '--suite', suiteFile(), '--user-model', 'judge'], captured.io)).toBe(2);
    expect(captured.stderr()).toContain('--user-model applies to --user llm');
  });

  it('judges the offline planner with $ITERAPLAN_MODEL, replays it from the cache, and will not mix users in one results folder', async () => {
    server = await scriptedServer(10);
    const cache = mkdtempSync(join(tmpdir(), 'cache-'));
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const live = captureIO(envWith({ OPENAI_BASE_URL: server.baseURL, ITERAPLAN_MODEL: 'judge-m' }));
    expect(await main(['experiment', '--suite', suiteFile(), '--user', 'llm', '--cache', cache, '--out', out], live.io), live.stderr()).toBe(0);
    const [record] = records(out);
    expect(record).toMatchObject({ status: 'finished', model: 'offline', h: 0, user: { kind: 'llm', model: 'judge-m' } });
    expect(server.requests.map(schemaOf)).toContain('user_review');
    await server.close();

    const replayOut = mkdtempSync(join(tmpdir(), 'results-'));
    const replayed = captureIO(envWith({}));
    expect(await main(['experiment', '--suite', suiteFile(), '--user', 'llm', '--user-model', 'judge-m', '--replay', cache, '--out', replayOut], replayed.io), replayed.stderr()).toBe(0);
    expect(records(replayOut).map(comparable)).toEqual(records(out).map(comparable));

    const mixed = captureIO(envWith({}));
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out], mixed.io)).toBe(2);
    expect(mixed.stderr()).toMatch(/holds results of other settings[^\n]*settings\.json\); this run differs in:\n {2}- user: the LLM user \(judge-m for offline\) \(recorded\) → the simulated user \(this run\)\n/);
    expect(mixed.stderr()).toContain('--fresh');
  });
});
