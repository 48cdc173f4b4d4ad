import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { singlePool } from '../pool.js';
import { experimentLlms, type PlannerMode } from '../../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../../src/experiments/run/rate-limit.js';
import { runExperiment, type ExperimentOptions } from '../../../src/experiments/run/runner.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import type { ReplayOrigin } from '../../../src/llm/index.js';
import { replayOrigin } from '../../../src/session/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI } from '../../helpers/openai-server.js';

/** Two tasks on FloorPlan301: one needs a human refinement, one an execution refinement. */
const suite: Suite = {
  suite: 'llm-small',
  tasks: [
    {
      id: 'relax',
      instruction: 'I feel so tired, need to relax.',
      roomType: 'Bedroom',
      scenes: ['FloorPlan301'],
      success: [{ name: 'lights dimmed', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: 'DeskLamp', isToggled: true } }] }],
    },
    {
      id: 'lights-off',
      instruction: 'Turn off the light.',
      roomType: 'Bedroom',
      scenes: ['FloorPlan301'],
      success: [{ name: 'dark', all: [{ none: { type: 'LightSwitch', isToggled: true } }] }],
    },
  ],
};

const program = (...calls: string[]) => '```python\ndef task():\n' + calls.map((c) => `    ${c}\n`).join('') + '\ntask()\n```';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

/** Tokens of every scripted reply: a record's tokens are 110 a call. */
const USAGE = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 };

/** The scripted model: answers by what is asked, so concurrent episodes get the right replies. */
function answer(request: ReceivedRequest): string | object {
  const body = request.body as ChatBody;
  const user = body.messages.at(-1)!.content;
  switch (body.response_format?.json_schema?.name) {
    case 'clarify':
      return { action: 'plan', question: '', options: [] };
    case 'task_decomposition':
      return user.includes('relax')
        ? { taskDescription: 'Dim the lights.', subtasks: ['Switch the lamp on and the ceiling light off.'], neededObjects: ['DeskLamp', 'LightSwitch'] }
        : { taskDescription: 'Turn the light off.', subtasks: ['Switch off the light.'], neededObjects: ['LightSwitch'] };
    // Stage 2 also states the goal, in the model's form of the goal vocabulary.
    case 'stated_plan': {
      const selector = (type: string, is: string[]) => ({ type: [type], in: null, is, fillLiquid: null, was: null });
      return user.includes('relax')
        ? { taskDescription: 'Dim the lights.', subtasks: ['Switch the lamp on and the ceiling light off.'], neededObjects: ['DeskLamp', 'LightSwitch'], goal: [{ name: 'lamp on', all: [{ exists: selector('DeskLamp', ['on']) }] }] }
        : { taskDescription: 'Turn the light off.', subtasks: ['Switch off the light.'], neededObjects: ['LightSwitch'], goal: [{ name: 'dark', all: [{ none: selector('LightSwitch', ['on']) }] }] };
    }
    case 'allocation': {
      // Every call to the human, whatever the affordances say.
      const lines = [...user.matchAll(/^line (\d+):/gm)].map((m) => ({ line: Number(m[1]), agent: 'human' }));
      return { assignments: lines };
    }
  }
  if (user.includes('They say: "')) return program("SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')");
  if (user.includes('failed while it ran in the simulator')) return program("SwitchOff('LightSwitch')");
  if (user.includes('Request: "I feel so tired')) return program("SwitchOn('DeskLamp')");
  if (user.includes('Request: "Turn off the light')) return program("SwitchOff('LightSwitch')", "SwitchOff('DeskLamp')");
  throw new Error(`unscripted request: ${user.slice(0, 80)}`);
}

const bridge = useExperimentBridge();
let server: ScriptedOpenAI;

afterEach(async () => {
  await server?.close();
});

async function run(mode: PlannerMode, out: string, env: NodeJS.ProcessEnv, extra: { cacheDir?: string; replay?: ReplayOrigin } = {}, overrides: Partial<ExperimentOptions> = {}) {
  return runExperiment({
    suite,
    models: ['model-a', 'model-b'],
    repeats: 1,
    concurrency: 2,
    outDir: out,
    simulators: singlePool(bridge()),
    world: (scene) => loadWorld(scene),
    ...experimentLlms({ kind: mode, env, limiter: new RateLimiter({ maxConcurrent: 2 }), byConstruction: 'off', ...extra }),
    maxRefinements: 5,
    maxHumanRefinements: 5,
    maxRepairs: 3,
    clarify: true,
    feedbackStyle: 'words',
    ...overrides,
  });
}

describe('the experiment with the openai planner against a scripted OpenAI-compatible server', () => {
  it('runs each model, counts human and execution refinements, tokens and the LLM allocator, and replays without the server', async () => {
    server = await startScriptedOpenAI();
    server.enqueue(...Array.from({ length: 60 }, () => reply.decided(answer, { usage: USAGE })));
    const env = { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' };
    const cacheDir = mkdtempSync(join(tmpdir(), 'cache-'));
    const live = await run('openai', mkdtempSync(join(tmpdir(), 'experiment-')), env, { cacheDir });

    expect(live.records).toHaveLength(4);
    const models = new Set(server.requests.map((r) => (r.body as ChatBody).model));
    expect(models).toEqual(new Set(['model-a', 'model-b']));
    for (const record of live.records) {
      expect(record.status).toBe('finished');
      expect(record.success).toBe(true);
      expect(record.tokens.total).toBe(110 * record.tokens.calls);
      // The LLM gave every call to the human: it agrees exactly where the rule does.
      const humanRows = record.allocation.filter((row) => row.agent === 'human').length;
      expect(record.allocators.llm).toMatchObject({ calls: record.allocation.length, agreeing: humanRows });
    }
    const relax = live.records.filter((r) => r.task === 'relax');
    expect(relax.map((r) => [r.model, r.h, r.e]).sort()).toEqual([['model-a', 1, 0], ['model-b', 1, 0]]);
    const lightsOff = live.records.filter((r) => r.task === 'lights-off');
    for (const record of lightsOff) expect([record.h, record.e, record.executionRefinements]).toEqual([0, 1, 1]);
    // The simulated user's words reached the model.
    const feedback = server.requests.map((r) => (r.body as ChatBody).messages.at(-1)!.content).find((c) => c.includes('They say: "'));
    expect(feedback).toContain('there should be no LightSwitch that is on (for lights dimmed)');
    expect(feedback).toContain('Also turn off the light switch.');

    // Replay from the cache, with the server gone: the same counts.
    await server.close();
    const replayed = await run('replay', mkdtempSync(join(tmpdir(), 'experiment-')), {}, { replay: replayOrigin(cacheDir) });
    const counts = (records: typeof live.records) =>
      records.map((r) => `${r.model} ${r.task} h=${r.h} e=${r.e} ok=${r.success} llm=${r.allocators.llm?.agreeing}`).sort();
    expect(counts(replayed.records)).toEqual(counts(live.records));
    expect(replayed.records.every((r) => r.status === 'finished')).toBe(true);
  });
});

describe('repeats run concurrently with --cache', () => {
  it('store every reply of every repeat, lose none, and replay each repeat as it ran', async () => {
    server = await startScriptedOpenAI();
    // The first code of the request alternates between needing feedback and being right: repeats differ.
    let firstCode = 0;
    server.enqueue(
      ...Array.from({ length: 80 }, () =>
        reply.decided(
          (request) => {
            const body = request.body as ChatBody;
            const user = body.messages.at(-1)!.content;
            if (user.includes('Request: "I feel so tired') && user.includes('Write the program for this plan.') && body.response_format === undefined) {
              return firstCode++ % 2 === 0 ? program("SwitchOn('DeskLamp')") : program("SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')");
            }
            return answer(request);
          },
          { usage: USAGE },
        ),
      ),
    );
    const relaxOnly: Suite = { suite: 'repeats', tasks: [suite.tasks[0]!] };
    const cacheDir = mkdtempSync(join(tmpdir(), 'cache-'));
    const runRepeats = (mode: PlannerMode, env: NodeJS.ProcessEnv, extra: { cacheDir?: string; replay?: ReplayOrigin }) =>
      run(mode, mkdtempSync(join(tmpdir(), 'experiment-')), env, extra, { suite: relaxOnly, models: ['model-a'], repeats: 4, concurrency: 4 });
    const live = await runRepeats('openai', { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' }, { cacheDir });
    expect(live.records.map((r) => r.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
    expect(live.records.map((r) => r.h).sort()).toEqual([0, 0, 1, 1]);

    await server.close();
    const replayed = await runRepeats('replay', {}, { replay: replayOrigin(cacheDir) });
    const byRepeat = (records: typeof live.records) => records.map((r) => `#${r.repeat} h=${r.h} e=${r.e} calls=${r.tokens.calls} ok=${r.success}`).sort();
    expect(byRepeat(replayed.records)).toEqual(byRepeat(live.records));
  });
});

describe('an episode the endpoint fails in', () => {
  it('is errored but keeps the tokens and calls it spent', async () => {
    server = await startScriptedOpenAI();
    // Clarify and stage 1 answer; then the key is revoked.
    server.enqueue(
      reply.json({ action: 'plan', question: '', options: [] }, { usage: { prompt_tokens: 50, completion_tokens: 5 } }),
      reply.json({ taskDescription: 'Turn the light off.', subtasks: ['Switch off the light.'], neededObjects: ['LightSwitch'] }, { usage: { prompt_tokens: 60, completion_tokens: 20 } }),
      reply.error(401, 'key revoked'),
    );
    const result = await run('openai', mkdtempSync(join(tmpdir(), 'experiment-')), { OPENAI_BASE_URL: server.baseURL }, {}, { suite: { ...suite, tasks: [suite.tasks[1]!] }, models: ['model-a'], concurrency: 1 });
    const [record] = result.records;
    expect(record).toMatchObject({ status: 'errored', tokens: { prompt: 110, completion: 25, total: 135, calls: 2 } });
    expect(record!.error).toContain('refused the API key');
  });
});
