import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvironmentError } from '../../src/errors.js';
import { createLlmClient } from '../../src/llm/client.js';
import { LlmReplyError } from '../../src/llm/errors.js';
import { requestKey } from '../../src/llm/request-key.js';
import { LlmCallRecordSchema } from '../../src/llm/types.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import {
  API_KEY,
  bodyOf,
  clientFor,
  goodDecomposition,
  memoryRecorder,
  stage1Messages,
  TaskDecomposition,
} from './fixtures.js';

let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  await server.close();
});

describe('structured calls', () => {
  it('returns the parsed object of a good reply, with usage and latency recorded', async () => {
    server.enqueue(reply.json(goodDecomposition, { usage: { prompt_tokens: 120, completion_tokens: 30 } }));
    const recorder = memoryRecorder();
    const client = clientFor(server, { recorder });

    const result = await client.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

    expect(result.value).toEqual(goodDecomposition);
    expect(result.validationRetries).toBe(0);
    expect(result.calls).toHaveLength(1);
    const call = result.calls[0]!;
    expect(call).toMatchObject({
      stage: 'stage1',
      attempts: 1,
      cacheHit: false,
      usage: { promptTokens: 120, completionTokens: 30, totalTokens: 150, estimated: false },
      response: { text: JSON.stringify(goodDecomposition), finishReason: 'stop' },
    });
    expect(call.request.messages).toEqual(stage1Messages);
    expect(call.latencyMs).toBeGreaterThanOrEqual(0);
    expect(call.promptTokenEstimate).toBeGreaterThan(10);
    expect(recorder.calls).toEqual(result.calls);
    expect(server.pending()).toBe(0);
  });

  it('sends response_format json_schema named task_decomposition with the schema built from zod', async () => {
    server.enqueue(reply.json(goodDecomposition));
    await clientFor(server).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

    const body = bodyOf(server, 0);
    expect(body.model).toBe('gpt-4o');
    expect(body.messages).toEqual(stage1Messages);
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema.name).toBe('task_decomposition');
    expect(body.response_format?.json_schema.strict).toBe(true);
    expect(body.response_format?.json_schema.schema).toEqual(z.toJSONSchema(TaskDecomposition, { target: 'draft-7' }));
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(body).not.toHaveProperty('temperature');
  });

  it('sends the temperature when one is set', async () => {
    server.enqueue(reply.json(goodDecomposition));
    await clientFor(server, { temperature: 0 }).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(bodyOf(server, 0).temperature).toBe(0);
  });

  it('repeats a reply that fails the schema with the validation error, and counts the retry', async () => {
    const bad = { taskDescription: 42, subtasks: ['Slice the bread'] };
    server.enqueue(reply.json(bad), reply.json(goodDecomposition));
    const client = clientFor(server);

    const result = await client.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

    expect(result.value).toEqual(goodDecomposition);
    expect(result.validationRetries).toBe(1);
    expect(result.calls).toHaveLength(2);
    const second = bodyOf(server, 1).messages;
    expect(second.slice(0, 2)).toEqual(stage1Messages);
    expect(second[2]).toEqual({ role: 'assistant', content: JSON.stringify(bad) });
    expect(second[3]!.role).toBe('user');
    expect(second[3]!.content).toContain("'task_decomposition'");
    expect(second[3]!.content).toContain('taskDescription');
    expect(second[3]!.content).toContain('expected string');
    expect(second[3]!.content).toContain('neededObjects');
  });

  it('treats a reply that is not JSON as a schema failure and says so in the retry', async () => {
    server.enqueue(reply.completion('Sure! Here is the plan: slice the bread.'), reply.json(goodDecomposition));
    const result = await clientFor(server).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(result.validationRetries).toBe(1);
    expect(bodyOf(server, 1).messages[3]!.content).toContain('not valid JSON');
  });

  it('accepts JSON wrapped in a markdown fence', async () => {
    server.enqueue(reply.completion('```json\n' + JSON.stringify(goodDecomposition) + '\n```'));
    const result = await clientFor(server).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(result.value).toEqual(goodDecomposition);
  });

  it('gives up with an LlmReplyError (schema) after the allowed schema retries', async () => {
    server.enqueue(reply.json({ wrong: 1 }), reply.json({ wrong: 2 }));
    const client = clientFor(server, { schemaRetries: 1 });
    const error = await client
      .structured('stage2', stage1Messages, TaskDecomposition, 'task_decomposition')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmReplyError);
    expect((error as LlmReplyError).reason).toBe('schema');
    expect((error as LlmReplyError).stage).toBe('stage2');
    expect((error as LlmReplyError).message).toContain('after 2 attempts');
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a schema that strict structured outputs cannot express before sending anything', async () => {
    const loose = z.object({ note: z.string().optional() });
    await expect(clientFor(server).structured('stage1', stage1Messages, loose, 'loose')).rejects.toThrow(
      /schema 'loose' cannot be used for strict structured outputs/,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('text calls', () => {
  it('returns the reply text and its record', async () => {
    const code = "```python\ndef make():\n    OpenObject('Fridge')\n\nmake()\n```";
    server.enqueue(reply.completion(code));
    const recorder = memoryRecorder();
    const result = await clientFor(server, { recorder }).text('codegen', stage1Messages);

    expect(result.text).toBe(code);
    expect(result.call.stage).toBe('codegen');
    expect(result.call.request.responseFormat).toBeNull();
    expect(bodyOf(server, 0)).not.toHaveProperty('response_format');
    expect(recorder.calls).toEqual([result.call]);
  });

  it('estimates usage when the endpoint reports none', async () => {
    server.enqueue(reply.completion('OpenObject Fridge', { usage: null }));
    const { call } = await clientFor(server).text('codegen', stage1Messages);
    expect(call.usage.estimated).toBe(true);
    expect(call.usage.promptTokens).toBe(call.promptTokenEstimate);
    expect(call.usage.completionTokens).toBeGreaterThan(0);
    expect(call.usage.totalTokens).toBe(call.usage.promptTokens + call.usage.completionTokens);
  });
});

describe('call records', () => {
  it('are valid LlmCallRecords keyed by the request', async () => {
    server.enqueue(reply.json(goodDecomposition));
    const { calls } = await clientFor(server).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    const call = calls[0]!;
    expect(LlmCallRecordSchema.parse(call)).toEqual(call);
    expect(call.key).toBe(requestKey(call.request));
    expect(Date.parse(call.startedAt)).not.toBeNaN();
  });
});

describe('createLlmClient options', () => {
  it('needs an API key or a base URL', () => {
    expect(() => createLlmClient({ model: 'gpt-4o' })).toThrow(EnvironmentError);
    expect(() => createLlmClient({ model: 'gpt-4o' })).toThrow(/OPENAI_API_KEY/);
  });

  it('talks to a local server given only a base URL, with a placeholder key', async () => {
    server.enqueue(reply.completion('ok'));
    const client = createLlmClient({ baseURL: server.baseURL, model: 'llama3.1' });
    expect(client.model).toBe('llama3.1');
    expect((await client.text('codegen', stage1Messages)).text).toBe('ok');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer no-key-needed');
  });

  it('rejects nonsense retry counts and timeouts', () => {
    expect(() => createLlmClient({ apiKey: API_KEY, maxRetries: -1 })).toThrow(RangeError);
    expect(() => createLlmClient({ apiKey: API_KEY, schemaRetries: 1.5 })).toThrow(RangeError);
    expect(() => createLlmClient({ apiKey: API_KEY, timeoutMs: 0 })).toThrow(RangeError);
  });
});

describe('string length limits', () => {
  it('are sent to a server that accepts them, and enforced by zod on the reply with the error sent back', async () => {
    const Named = z.object({ name: z.string().min(3).max(20) });
    server.enqueue(reply.json({ name: '' }), reply.json({ name: 'Apple' }));
    const result = await clientFor(server).structured('stage1', stage1Messages, Named, 'named');
    expect(result.value).toEqual({ name: 'Apple' });
    expect(result.validationRetries).toBe(1);
    expect(bodyOf(server, 1).messages.at(-1)!.content).toContain('name');
    expect(bodyOf(server, 0).response_format?.json_schema.schema).toHaveProperty('properties.name.minLength', 3);
    expect(bodyOf(server, 0).response_format?.json_schema.schema).toHaveProperty('properties.name.maxLength', 20);
  });
});

describe('text calls with a check', () => {
  const noFence = (text: string) => (text.includes('```') ? null : { problem: 'no fenced block', feedback: 'Reply with one fenced block.' });

  it('a refused reply is answered with the feedback and asked again; every exchange is recorded', async () => {
    server.enqueue(reply.completion('Sorry, no.'), reply.completion('```python\nf()\n```'));
    const recorder = memoryRecorder();
    const result = await clientFor(server, { recorder }).text('codegen', stage1Messages, noFence);
    expect(result.text).toBe('```python\nf()\n```');
    expect(result.calls).toHaveLength(2);
    expect(result.call).toBe(result.calls[1]);
    expect(recorder.calls).toEqual(result.calls);
    expect(bodyOf(server, 1).messages.slice(-2)).toEqual([
      { role: 'assistant', content: 'Sorry, no.' },
      { role: 'user', content: 'Reply with one fenced block.' },
    ]);
  });

  it('gives up with an LlmReplyError (unusable) after the allowed retries', async () => {
    server.enqueue(reply.completion('a'), reply.completion('b'));
    const error = await clientFor(server, { schemaRetries: 1 }).text('codegen', stage1Messages, noFence).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmReplyError);
    expect(error).toMatchObject({ reason: 'unusable', stage: 'codegen' });
    expect((error as Error).message).toContain('no fenced block');
    expect(server.requests).toHaveLength(2);
  });
});
