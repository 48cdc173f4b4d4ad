import { afterEach, describe, expect, it } from 'vitest';
import { llmOptions, singlePool } from '../pool.js';
import { experimentLlms } from '../../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../../src/experiments/run/rate-limit.js';
import { runExperiment } from '../../../src/experiments/run/runner.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';
import { relaxTask } from '../../helpers/user-review.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI } from '../../helpers/openai-server.js';

// The relax request in FloorPlan301 (no FloorLamp there: the desk lamp on, the ceiling light off).
const suite: Suite = { suite: 'goal-review-small', tasks: [relaxTask({ id: 'relax' })] };

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

const schemaOf = (request: ReceivedRequest) => (request.body as ChatBody | undefined)?.response_format?.json_schema?.name ?? null;
const lastUser = (request: ReceivedRequest) => (request.body as ChatBody).messages.at(-1)!.content;
const condition = (type: string, state: string) => ({ exists: { type: [type], in: null, is: [state], fillLiquid: null, was: null } });
// The model's first reading: the desk lamp on, about an object the household reads the request by
// (so the goal check keeps it), but short of what the request means: the ceiling light stays on.
const LAMP = { taskDescription: 'Switch the lamp on.', subtasks: ['Switch the desk lamp on.'], neededObjects: ['DeskLamp'], goal: [{ name: 'lamp on', all: [condition('DeskLamp', 'on')] }] };
// With the household's goals offered, "lamp on" is taken as their "dimmed" (its main object): a
// reading that is about a named object but none of theirs is the ceiling light alone, off.
const LIGHT_OFF = { taskDescription: 'Switch the light off.', subtasks: ['Switch the ceiling light off.'], neededObjects: ['LightSwitch'], goal: [{ name: 'light off', all: [condition('LightSwitch', 'off')] }] };
const DIMMED = {
  taskDescription: 'Dim the lights.',
  subtasks: ['Switch the lamp on and the ceiling light off.'],
  neededObjects: ['DeskLamp', 'LightSwitch'],
  goal: [{ name: 'dimmed', all: [condition('DeskLamp', 'on'), condition('LightSwitch', 'off')] }],
};

/**
 * The scripted model: stage 2 states "lamp on"; asked for a change it states the right goal
 * unless `stubborn`. The code follows the plan's subtasks and nothing else (feedback on it changes nothing).
 */
function model(stubborn: boolean, first = LAMP) {
  return (request: ReceivedRequest): string | object => {
    const user = lastUser(request);
    switch (schemaOf(request)) {
      case 'task_decomposition':
        return { taskDescription: first.taskDescription, subtasks: first.subtasks, neededObjects: ['DeskLamp', 'LightSwitch'] };
      case 'stated_plan':
        return user.includes('asks for this change') && !stubborn ? DIMMED : first;
      case 'allocation':
        return { assignments: [...user.matchAll(/^line (\d+):/gm)].map((m) => ({ line: Number(m[1]), agent: 'human' })) };
    }
    const context = (request.body as ChatBody).messages.map((m) => m.content).join('\n');
    const calls = context.includes('the ceiling light off') ? ["SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')"] : first === LAMP ? ["SwitchOn('DeskLamp')"] : ["SwitchOff('LightSwitch')"];
    return '```python\ndef task():\n' + calls.map((c) => `    ${c}\n`).join('') + '\ntask()\n```';
  };
}

let server: ScriptedOpenAI | undefined;
afterEach(async () => {
  await server?.close();
});

describe('experiment --goal-review: the rule-based user reviews the stated goal (real openai SDK on the scripted server, real bridge)', () => {
  const bridge = useExperimentBridge();

  async function run(options: { stubborn: boolean; goalReview: boolean; goalHints?: boolean; searchFix?: boolean; first?: typeof LAMP }) {
    server = await startScriptedOpenAI();
    server.enqueue(...Array.from({ length: 30 }, () => reply.decided(model(options.stubborn, options.first))));
    const llms = experimentLlms({ kind: 'openai', env: { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test' }, limiter: new RateLimiter({ maxConcurrent: 1 }), byConstruction: 'off', goalHints: options.goalHints ?? false });
    const { records } = await runExperiment(llmOptions(suite, singlePool(bridge()), llms, { goalReview: options.goalReview, searchFix: options.searchFix ?? false }));
    const stage2 = server.requests.filter((r) => schemaOf(r) === 'stated_plan');
    return { record: records[0]!, stage2 };
  }

  it('without it, a model whose own goal held is reported successful while the task is not done (a false success)', async () => {
    const { record } = await run({ stubborn: true, goalReview: false });
    expect(record).toMatchObject({ success: false, reportedSuccess: true });
    expect(record.goalReview).toBeUndefined();
  });

  it('corrects the goal in words before any code; the restated goal is approved and met', async () => {
    const { record, stage2 } = await run({ stubborn: false, goalReview: true });
    expect(stage2).toHaveLength(2);
    expect(lastUser(stage2[1]!)).toContain('asks for this change: "That goal is not what I asked for. What I want: lights dimmed: there should be no LightSwitch that is on');
    expect(record).toMatchObject({ success: true, reportedSuccess: true, goalReview: { origin: 'planner', corrections: 1 } });
    expect(record.goalReview!.reviews.map((r) => r.decision)).toEqual(['correct', 'approve']);
  });

  it('refuses a goal still not what it asked after its corrections: a failure, never a reported success, and no code', async () => {
    const { record, stage2 } = await run({ stubborn: true, goalReview: true });
    expect(stage2).toHaveLength(3);
    expect(server!.requests.some((r) => schemaOf(r) === null)).toBe(false);
    expect(record).toMatchObject({ success: false, reportedSuccess: false, ending: 'failed', goalReview: { origin: 'refused', corrections: 2 } });
  });

  it("with --goal-hints, takes the household's reading of the request instead of correcting (and --search-fix finds its program)", async () => {
    const { record, stage2 } = await run({ stubborn: true, goalReview: true, goalHints: true, searchFix: true, first: LIGHT_OFF });
    expect(stage2).toHaveLength(1);
    expect(record).toMatchObject({ success: true, reportedSuccess: true, goalReview: { origin: 'household', corrections: 0 } });
    expect(record.goalReview!.reviews[0]!.why).toMatch(/^took the household's reading: /);
  });
});
