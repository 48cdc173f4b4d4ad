/**
 * `--examples k` at planning time: through the real openai SDK against the scripted
 * OpenAI-compatible server, every LLM stage's prompt holds the k examples nearest the request,
 * after the request and before what differs between stages, so the stages share that beginning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExampleIndex, plannerSource, type StageOneInput } from '../../../src/planning/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../../helpers/openai-server.js';
import { EXAMPLES } from './fixtures.js';

describe('the LLM planner with examples from the plan bank', () => {
  let server: ScriptedOpenAI;
  beforeAll(async () => {
    server = await startScriptedOpenAI();
  });
  afterAll(async () => {
    await server?.close();
  });

  const userMessage = (i: number): string => {
    const body = server.requests[i]!.body as { messages: { role: string; content: string }[] };
    return body.messages.find((m) => m.role === 'user')!.content;
  };

  it('shows stage 1 and stage 2 the nearest examples at the same place, and none with k = 0', async () => {
    const world = loadWorld('FloorPlan1');
    const index = new ExampleIndex(EXAMPLES);
    const input: StageOneInput = {
      instruction: 'I need a coffee',
      scene: { name: 'FloorPlan1', roomType: 'Kitchen', objectTypes: [...new Set(world.scene.objects.map((o) => o.type))] },
      skills: [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })),
    };
    const source = plannerSource({ kind: 'openai', env: { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'k' }, byConstruction: 'off', examples: { index, k: 2 } });
    const { planner } = await source.planner(world, { model: 'local' });
    const stage1 = { taskDescription: 'Make coffee.', subtasks: ['Put the mug in the coffee machine.', 'Switch it on.'], neededObjects: ['Mug', 'CoffeeMachine'] };
    server.enqueue(reply.json(stage1));
    await planner.decompose(input);
    server.enqueue(reply.json({ ...stage1, goal: [{ name: 'coffee', all: [{ exists: { type: ['Mug'], in: null, is: [], fillLiquid: 'coffee', was: null } }] }] }));
    await planner.refineDecomposition({ ...input, stage1, objects: [], missingObjects: [] });

    const first = userMessage(server.requests.length - 2);
    const second = userMessage(server.requests.length - 1);
    // The nearest: the coffee example; not the toaster's (it shares only the room), the bedroom's, nor the validation split's.
    expect(first).toMatch(/Request: "I need a coffee"\n\nVerified examples[^\n]*\n\nExample 1\. Room: Kitchen\. Request: "Could you make coffee\?"/);
    expect(first).not.toContain('Turn on the toaster.');
    expect(first).not.toContain('desk lamp');
    expect(first).not.toContain('Brew me some coffee');
    expect(first).not.toContain('Example 2.');
    // Stage 2 begins with what stage 1 showed up to its task: the examples stay in the shared beginning.
    const shared = first.slice(0, first.indexOf('Step 1'));
    expect(second.startsWith(shared)).toBe(true);

    const none = plannerSource({ kind: 'openai', env: { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'k' }, byConstruction: 'off', examples: { index, k: 0 } });
    const plain = (await none.planner(world, { model: 'local' })).planner;
    server.enqueue(reply.json(stage1));
    await plain.decompose(input);
    expect(userMessage(server.requests.length - 1)).not.toContain('Verified examples');
    expect(userMessage(server.requests.length - 1)).toBe(first.replace(/\n\nVerified examples[\s\S]*?(?=\n\nStep 1)/, ''));
  });
});
