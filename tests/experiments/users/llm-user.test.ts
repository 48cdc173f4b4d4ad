import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeWish, LlmUser, USER_STAGES } from '../../../src/experiments/users/llm-user.js';
import { createLlmClient, type LlmCallRecord } from '../../../src/llm/index.js';
import { loadPromptTemplate } from '../../../src/planning/prompts.js';
import { loadWorld } from '../../../src/world/index.js';
import { ROOT } from '../../helpers/bridge.js';
import { useBridgeClient } from '../../helpers/bridge-client.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../../helpers/openai-server.js';
import { inDef, proposal, relaxTask } from '../../helpers/user-review.js';

const relax = relaxTask({ intent: 'I want the room dim, with just a lamp on.' });

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

const review = (decision: 'approve' | 'feedback', feedback = '') => reply.json({ decision, feedback }, { usage: { prompt_tokens: 50, completion_tokens: 5, total_tokens: 55 } });

describe('the LLM user, dry-running through a real bridge and asking a scripted model through the openai SDK', () => {
  const client = useBridgeClient();
  let server: ScriptedOpenAI;
  const world = loadWorld('FloorPlan301');
  const template = loadPromptTemplate(join(ROOT, 'prompts'), 'simulated-user');
  const calls: LlmCallRecord[] = [];

  beforeEach(async () => {
    server = await startScriptedOpenAI();
    calls.length = 0;
  });
  afterEach(async () => {
    await server.close();
  });

  const user = (max = 5, task = relax) =>
    new LlmUser({
      task,
      world,
      client: client(),
      maxHumanRefinements: max,
      template,
      llm: createLlmClient({ baseURL: server.baseURL, apiKey: 'test', model: 'judge', maxRetries: 0, recorder: { record: (call) => void calls.push(call) } }),
    });
  const sent = (i: number) => server.requests[i]!.body as ChatBody;

  it('approves when the model says approve, after showing it the code, the dry run and what the person wants', async () => {
    server.enqueue(review('approve'));
    const u = user();
    const code = inDef("SwitchOff('LightSwitch')", "SwitchOn('DeskLamp')");
    expect(await u.review(proposal(code))).toEqual({ kind: 'approve' });
    expect(u.h).toBe(0);
    expect(u.reviews).toEqual([{ version: 1, decision: 'approve', why: 'approved (criteria met: lights dimmed)' }]);

    const body = sent(0);
    expect(body.model).toBe('judge');
    expect(body.response_format?.json_schema?.name).toBe('user_review');
    const [system, request] = body.messages;
    expect(system!.content).toContain('in your bedroom (FloorPlan301)');
    expect(system!.content).toContain('In your own words: "I want the room dim, with just a lamp on."');
    expect(system!.content).toContain('- lights dimmed: there should be no LightSwitch that is on; there should be a DeskLamp or FloorLamp that is on');
    expect(request!.content).toContain('Your request: "I feel so tired, need to relax."');
    expect(request!.content).toContain(code.trimEnd());
    expect(request!.content).toMatch(/It ran to the end \(\d+ atomic action\(s\)\)\.\nIn the state it left, what you want holds \(lights dimmed\)\./);
    expect(calls.map((c) => c.stage)).toEqual([USER_STAGES.review]);
    expect(u.usage).toEqual({ calls: 1, promptTokens: 50, completionTokens: 5, totalTokens: 55 });
  });

  it("gives the model's feedback word for word, and shows it the unmet criterion", async () => {
    server.enqueue(review('feedback', 'The big light is still on; please switch it off too.'));
    const u = user();
    expect(await u.review(proposal(inDef("SwitchOn('DeskLamp')")))).toEqual({ kind: 'feedback', text: 'The big light is still on; please switch it off too.' });
    expect(u.h).toBeNull();
    expect(u.reviews[0]!.why).toBe('feedback (criteria unmet)');
    expect(sent(0).messages[1]!.content).toContain('what you want does not hold:\n- for lights dimmed: there should be no LightSwitch that is on');
  });

  it('shows the execution error of a dry run that fails, and may approve such a plan', async () => {
    server.enqueue(review('approve'));
    const u = user();
    // The desk lamp is already off: SwitchOff fails.
    expect(await u.review(proposal(inDef("SwitchOff('LightSwitch')", "SwitchOff('DeskLamp')")))).toEqual({ kind: 'approve' });
    const request = sent(0).messages[1]!.content;
    expect(request).toContain('It stopped with an error after');
    expect(request).toContain('error ALREADY_OFF');
    expect(u.reviews[0]!.why).toBe('approved (failed; criteria unmet)');
  });

  it('shows validation errors, and turns an approval of code that cannot run into feedback with those errors', async () => {
    server.enqueue(review('approve'));
    const u = user();
    const decision = await u.review(proposal('import os\n'));
    expect(sent(0).messages[1]!.content).toMatch(/The plan cannot run: its code does not validate\.\n- line 1:1: /);
    expect(decision.kind).toBe('feedback');
    expect(decision.kind === 'feedback' && decision.text).toMatch(/^The code does not validate: line 1:1: /);
    expect(u.reviews[0]!.why).toBe('approved code that does not validate (invalid)');
  });

  it('asks for a new version when the model gives feedback without words', async () => {
    server.enqueue(review('feedback', '  '));
    expect(await user().review(proposal(inDef("SwitchOn('DeskLamp')")))).toEqual({ kind: 'regenerate' });
  });

  it('approves what it has after the feedback budget (5 rounds), without counting it as judged right', async () => {
    server.enqueue(...Array.from({ length: 6 }, () => review('feedback', 'Not like this.')));
    const u = user(5);
    const kinds: string[] = [];
    for (let version = 1; version <= 6; version++) kinds.push((await u.review(proposal(inDef("SwitchOn('DeskLamp')"), version))).kind);
    expect(kinds).toEqual(['feedback', 'feedback', 'feedback', 'feedback', 'feedback', 'approve']);
    expect(u.h).toBeNull();
    expect(u.reviews.at(-1)!.why).toBe('budget spent (criteria unmet)');
    expect(server.requests).toHaveLength(6);
  });

  it('counts an approval on the last round as judged right, and aborts invalid code once the budget is spent without asking', async () => {
    server.enqueue(review('feedback', 'Switch the light off.'), review('approve'));
    const u = user(1);
    await u.review(proposal(inDef("SwitchOn('DeskLamp')")));
    expect(await u.review(proposal(inDef("SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')"), 2))).toEqual({ kind: 'approve' });
    expect(u.h).toBe(1);
    const spent = user(0);
    expect(await spent.review(proposal('import os\n'))).toEqual({ kind: 'abort' });
    expect(server.requests).toHaveLength(2);
  });

  it('answers a clarifying question through the model, knowing the intent', async () => {
    server.enqueue(reply.json({ answer: 'Just the desk lamp, please.' }));
    expect(await user().answer('What would help you relax?', ['dim the lights', 'play music'])).toBe('Just the desk lamp, please.');
    const body = sent(0);
    expect(body.response_format?.json_schema?.name).toBe('user_answer');
    expect(body.messages[0]!.content).toContain('I want the room dim, with just a lamp on.');
    expect(body.messages[1]!.content).toContain('Before planning, the robot asks you: "What would help you relax?"\nIt offers: "dim the lights", "play music".');
    expect(calls.map((c) => c.stage)).toEqual([USER_STAGES.answer]);
  });

  it("a persona task's lasting preferences and answers are in what the person wants (the preferences suite)", async () => {
    const persona = { person: 'lena', preferences: [{ text: 'Never the laptop in the evening', rule: { exclude: ['Laptop'] }, scope: { kind: 'person' as const } }], answers: [{ when: 'lamp', answer: 'the lamp' }] };
    server.enqueue(reply.json({ answer: 'The lamp, and no laptop.' }));
    expect(await user(5, { ...relax, persona }).answer('What would help you relax?', ['the lamp', 'the laptop'])).toBe('The lamp, and no laptop.');
    expect(sent(0).messages[0]!.content).toContain('What you always want (you have said it before):\n- "Never the laptop in the evening"\nIf asked, you answer:\n- about lamp: "the lamp"');
  });

  it('falls back to the intent when the model answers with nothing', async () => {
    server.enqueue(reply.json({ answer: '' }));
    expect(await user().answer('What would help?', [])).toBe(relax.intent);
  });
});

describe('what the person wants, in words', () => {
  it('lists every right answer, and the intent only when the task has one', () => {
    const { intent: _intent, ...plain } = relax;
    const alternatives = [...relax.success, { name: 'reading in bed', all: [{ exists: { type: 'Book', in: 'Bed', isOpen: true } }] }];
    expect(describeWish({ ...plain, success: alternatives })).toBe(
      [
        'You are satisfied when, at the end, any one of these holds:',
        '- lights dimmed: there should be no LightSwitch that is on; there should be a DeskLamp or FloorLamp that is on',
        '- reading in bed: there should be a Book that is open, on a Bed',
      ].join('\n'),
    );
  });
});
