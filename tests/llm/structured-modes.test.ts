import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError } from '../../src/errors.js';
import { createLlmClient } from '../../src/llm/client.js';
import { LlmRequestRefusedError } from '../../src/llm/errors.js';
import { parseJsonReply } from '../../src/llm/json-reply.js';
import type { LlmFailedAttempt, StructuredModeNote } from '../../src/llm/types.js';
import { behaveLikeLlamaCppPython, reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { bodyOf, goodDecomposition, recordingSleep, stage1Messages, TaskDecomposition } from './fixtures.js';
import { EXPIRING_DEADLINE_MS } from '../helpers/wait.js';

let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  await server.close();
});

/** A recorder that keeps calls, failed attempts and mode notes. */
function fullRecorder() {
  const failed: LlmFailedAttempt[] = [];
  const notes: StructuredModeNote[] = [];
  return { failed, notes, record: () => {}, attemptFailed: (f: LlmFailedAttempt) => void failed.push(f), structuredMode: (n: StructuredModeNote) => void notes.push(n) };
}

function client(recorder = fullRecorder(), model = 'qwen') {
  return createLlmClient({ baseURL: server.baseURL, model, recorder, backoff: { baseDelayMs: 1, maxDelayMs: 2 }, sleep: recordingSleep().sleep });
}

describe('a server that refuses json_schema with HTTP 500 and takes json_object (llama-cpp-python)', () => {
  it('asks once with json_schema, then with json_object and the schema attached; the refusal is not retried', async () => {
    behaveLikeLlamaCppPython(server);
    server.enqueue(reply.json(goodDecomposition));
    const recorder = fullRecorder();
    const result = await client(recorder).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

    expect(result.value).toEqual(goodDecomposition);
    // json_schema (refused at once), json_schema without bounds (refused at once), json_object + schema.
    expect(server.requests.map((r) => (r.body as { response_format: { type: string } }).response_format.type)).toEqual(['json_schema', 'json_schema', 'json_object']);
    const sent = bodyOf(server, 2);
    expect(sent.response_format?.schema).toEqual(bodyOf(server, 0).response_format?.json_schema.schema);
    // The server holds the reply to the schema: the prompt is the one asked, unchanged.
    expect(sent.messages).toEqual(stage1Messages);
    expect(result.calls[0]!.mode).toBe('json_object_schema');
    // Two refused attempts, each final (no retry), recorded with their status.
    expect(recorder.failed.map((f) => [f.kind, f.status, f.retryInMs, f.mode])).toEqual([
      ['rejected', 500, null, 'json_schema'],
      ['rejected', 500, null, 'json_schema_no_bounds'],
    ]);
    expect(recorder.notes).toEqual([
      expect.objectContaining({ mode: 'json_object_schema', detectedHere: true, refused: [expect.objectContaining({ mode: 'json_schema', status: 500 }), expect.objectContaining({ mode: 'json_schema_no_bounds' })] }),
    ]);
  });

  it('detects the mode once per endpoint: a second client of the process asks in json_object straight away', async () => {
    behaveLikeLlamaCppPython(server);
    server.enqueue(reply.json(goodDecomposition), reply.json(goodDecomposition));
    await client(fullRecorder(), 'shared-model').structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    const before = server.requests.length;
    const second = fullRecorder();
    const other = client(second, 'shared-model');
    await other.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(server.requests.length - before).toBe(1);
    expect(other.structuredMode()).toBe('json_object_schema');
    expect(second.notes).toEqual([expect.objectContaining({ mode: 'json_object_schema', detectedHere: false })]);
    expect(second.failed).toEqual([]);
  });

  it('falls to json_object without a schema, then to plain text with the schema in the prompt, validating each with zod', async () => {
    server.addRule((r) => (r.body as { response_format?: { type?: string; schema?: unknown } }).response_format !== undefined, () => reply.error(400, "response_format is not supported"));
    // Plain text: prose and a fence around the object are read through.
    server.enqueue(reply.completion(`Sure! Here it is:\n\`\`\`json\n${JSON.stringify(goodDecomposition)}\n\`\`\``));
    const c = client();
    const result = await c.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(result.value).toEqual(goodDecomposition);
    expect(c.structuredMode()).toBe('text');
    const last = bodyOf(server, server.requests.length - 1);
    expect(last).not.toHaveProperty('response_format');
    // The schema is in the prompt, at the very end, so that the shared prefix stays.
    expect(last.messages[0]).toEqual(stage1Messages[0]);
    expect(last.messages.at(-1)!.content.startsWith(stage1Messages[1]!.content)).toBe(true);
    expect(last.messages.at(-1)!.content).toContain('matches this JSON schema');
    expect(last.messages.at(-1)!.content).toContain('"taskDescription"');
  });

  it('sends a wrong reply back with the zod error in the detected mode', async () => {
    behaveLikeLlamaCppPython(server);
    server.enqueue(reply.json({ taskDescription: 1 }), reply.json(goodDecomposition));
    const result = await client().structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(result.validationRetries).toBe(1);
    const retry = bodyOf(server, server.requests.length - 1);
    expect(retry.response_format?.type).toBe('json_object');
    expect(retry.messages.at(-1)!.content).toContain("does not match the required JSON schema 'task_decomposition'");
  });

  it('does not take an error that is not about the request shape for a refusal: a 404 ends the call', async () => {
    server.enqueue(reply.error(404, 'model qwen not found'));
    const error = await client().structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmRequestRefusedError);
    expect(server.requests).toHaveLength(1);
  });

  it('once a mode has answered, a later refusal is an error and the mode stays', async () => {
    server.enqueue(reply.json(goodDecomposition), reply.error(400, 'context length exceeded'));
    const c = client();
    await c.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    const error = await c.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(c.structuredMode()).toBe('json_schema');
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 500 whose message is about the request; retries a 500 that is not', async () => {
    server.enqueue(reply.error(500, "Unsupported value: 'seed' is not supported with this model"));
    const recorder = fullRecorder();
    const error = await client(recorder).text('codegen', stage1Messages).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmRequestRefusedError);
    expect(server.requests).toHaveLength(1);
    server.enqueue(reply.error(500, 'The server had an error while processing your request.'), reply.completion('ok'));
    expect((await client(recorder).text('codegen', stage1Messages)).text).toBe('ok');
    expect(recorder.failed.map((f) => f.kind)).toEqual(['rejected', 'http']);
  });
});

describe('the per-attempt deadline', () => {
  it('covers a body that stalls after its headers, and every failed attempt is reported with its elapsed time', async () => {
    // The stalled body never ends: that the call returns at all is the deadline cutting it off.
    // The second reply is sent at once and must beat the same deadline.
    server.enqueue(reply.stallBody(), reply.completion('ok'));
    const recorder = fullRecorder();
    const c = createLlmClient({ baseURL: server.baseURL, model: 'm', recorder, timeoutMs: EXPIRING_DEADLINE_MS, backoff: { baseDelayMs: 1, maxDelayMs: 1 } });
    const result = await c.text('codegen', stage1Messages);
    expect(result.text).toBe('ok');
    expect(result.call.attempts).toBe(2);
    expect(recorder.failed).toEqual([expect.objectContaining({ stage: 'codegen', attempt: 1, attemptsAllowed: 4, kind: 'timeout', status: null, retryInMs: 1 })]);
    expect(recorder.failed[0]!.elapsedMs).toBeGreaterThanOrEqual(EXPIRING_DEADLINE_MS - 10);
  });
});

describe('parseJsonReply', () => {
  it('reads a bare object, a fenced one, and one inside prose; refuses a cut-off one', () => {
    expect(parseJsonReply('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonReply('```json\n{"a":1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonReply('Here: {"a":"}{"} and more')).toEqual({ ok: true, value: { a: '}{' } });
    expect(parseJsonReply('{"a": "unfinished').ok).toBe(false);
  });
});

describe('a forced mode', () => {
  it('is used as given and never replaced', async () => {
    server.enqueue(reply.json(goodDecomposition));
    const c = createLlmClient({ baseURL: server.baseURL, model: 'm', structuredMode: 'json_object' });
    await c.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
    expect(bodyOf(server, 0).response_format).toEqual({ type: 'json_object' });
    expect(c.structuredMode()).toBe('json_object');
  });
});

