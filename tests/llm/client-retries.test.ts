import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError, ExitCode } from '../../src/errors.js';
import { LlmReplyError } from '../../src/llm/errors.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import {
  API_KEY,
  bodyOf,
  clientFor,
  failure,
  goodDecomposition,
  memoryRecorder,
  recordingSleep,
  stage1Messages,
  TaskDecomposition,
} from './fixtures.js';
import { EXPIRING_DEADLINE_MS } from '../helpers/wait.js';

let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  await server.close();
});

const decompose = (client: ReturnType<typeof clientFor>) =>
  client.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

describe('retries on rate limits and server errors', () => {
  it('honours retry-after on 429 and then succeeds', async () => {
    server.enqueue(reply.error(429, 'Rate limit reached', { 'retry-after': '2' }), reply.json(goodDecomposition));
    const waits = recordingSleep();
    const result = await decompose(clientFor(server, { sleep: waits.sleep }));

    expect(result.value).toEqual(goodDecomposition);
    expect(waits.delays).toEqual([2000]);
    expect(result.calls[0]!.attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('waits for real when retry-after-ms asks for it', async () => {
    server.enqueue(reply.error(429, 'slow down', { 'retry-after-ms': '40' }), reply.json(goodDecomposition));
    const started = performance.now();
    const result = await decompose(clientFor(server));
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(result.calls[0]!.latencyMs).toBeGreaterThanOrEqual(35);
  });

  it('backs off exponentially over two 500s, then succeeds', async () => {
    server.enqueue(reply.error(500, 'boom'), reply.error(503, 'overloaded'), reply.json(goodDecomposition));
    const waits = recordingSleep();
    const result = await decompose(clientFor(server, { sleep: waits.sleep, backoff: { baseDelayMs: 10, maxDelayMs: 1000 } }));

    expect(result.value).toEqual(goodDecomposition);
    expect(result.calls[0]!.attempts).toBe(3);
    expect(waits.delays).toEqual([10, 20]);
    // The same request each time.
    expect(server.requests[2]!.body).toEqual(server.requests[0]!.body);
  });

  it('turns persistent 5xx into an EnvironmentError naming the status, after maxRetries', async () => {
    server.enqueue(...Array.from({ length: 3 }, () => reply.error(502, 'bad gateway')));
    const error = await failure(decompose(clientFor(server, { maxRetries: 2 })));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain('HTTP 502');
    expect(error.message).toContain('3 attempts');
    expect(server.requests).toHaveLength(3);
  });

  it('says the script ran out when a test under-scripts the server', async () => {
    const error = await failure(decompose(clientFor(server, { maxRetries: 0 })));
    expect(error.message).toContain('the script ran out');
  });
});

describe('authentication and connection failures', () => {
  it('maps 401 to an EnvironmentError (exit 3) without retrying, and never shows the key', async () => {
    server.enqueue(reply.error(401, `Incorrect API key provided: ${API_KEY}.`));
    const recorder = memoryRecorder();
    const error = await failure(decompose(clientFor(server, { recorder })));

    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as EnvironmentError).exitCode).toBe(ExitCode.environment);
    expect(error.message).toContain('refused the API key');
    expect(error.message).toContain('HTTP 401');
    expect(error.message).toContain('OPENAI_API_KEY');
    expect(server.requests).toHaveLength(1);
    expect(JSON.stringify({ message: error.message, stack: error.stack, records: recorder.calls })).not.toContain(API_KEY);
    expect(error.message).not.toContain(API_KEY.slice(0, 16));
  });

  it('maps 403 the same way', async () => {
    server.enqueue(reply.error(403, 'Project does not have access to model gpt-4o'));
    const error = await failure(decompose(clientFor(server)));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain('HTTP 403');
  });

  it('maps another 4xx (unknown model) to an EnvironmentError without retrying', async () => {
    server.enqueue(reply.error(404, 'The model `gpt-9` does not exist'));
    const error = await failure(decompose(clientFor(server, { model: 'gpt-9' })));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain('gpt-9');
    expect(server.requests).toHaveLength(1);
  });

  it('maps a closed port to an EnvironmentError after retrying', async () => {
    const down = await startScriptedOpenAI();
    await down.close();
    const waits = recordingSleep();
    const client = clientFor(down, { sleep: waits.sleep, maxRetries: 2 });

    const error = await failure(decompose(client));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain('cannot reach the LLM endpoint');
    expect(error.message).toContain(`127.0.0.1:${down.port}`);
    expect(error.message).toContain('connection refused');
    expect(error.message).toContain('3 attempts');
    expect(waits.delays).toHaveLength(2);
    expect(error.message).not.toContain(API_KEY);
  });

  it('times out a reply that takes too long, retries, and reports the timeout', async () => {
    server.enqueue(reply.delay(2_000, reply.json(goodDecomposition)), reply.delay(2_000, reply.json(goodDecomposition)));
    const error = await failure(decompose(clientFor(server, { timeoutMs: 100, maxRetries: 1 })));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain('gave no complete reply within 0.1 s');
    expect(error.message).toContain('--llm-timeout or ITERAPLAN_LLM_TIMEOUT');
    expect(server.requests).toHaveLength(2);
  });

  it('cuts off a body that stalls after its headers, says so on each retry, and gives up after the last attempt', async () => {
    const stall = reply.handler((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id": "chatcmpl-stall", "choices": ['); // and nothing more, ever
    });
    server.enqueue(stall, stall, stall);
    const lines: string[] = [];
    const waits = recordingSleep();
    const error = await failure(decompose(clientFor(server, { timeoutMs: 150, maxRetries: 2, sleep: waits.sleep, warn: (line: string) => lines.push(line) })));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toContain("gave no complete reply within 0.15 s for stage 'stage1' (3 attempts)");
    expect(server.requests).toHaveLength(3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^LLM call for stage 'stage1': attempt 1 of 3 got no complete reply within 0\.15 s; retrying in [\d.]+ s$/);
    expect(lines[1]).toMatch(/attempt 2 of 3/);
  });

  it('recovers when a slow first attempt times out and the second is fast', async () => {
    // The first reply never completes; the second is sent at once and must beat the same deadline.
    server.enqueue(reply.stallBody(), reply.json(goodDecomposition));
    const result = await decompose(clientFor(server, { timeoutMs: EXPIRING_DEADLINE_MS }));
    expect(result.value).toEqual(goodDecomposition);
    expect(result.calls[0]!.attempts).toBe(2);
  });

  it('retries a connection destroyed mid-reply', async () => {
    server.enqueue(reply.disconnect(), reply.json(goodDecomposition));
    const result = await decompose(clientFor(server));
    expect(result.value).toEqual(goodDecomposition);
    expect(result.calls[0]!.attempts).toBe(2);
  });
});

describe('the API key', () => {
  it('appears in no error message, call record or cache file', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'iteraplan-key-'));
    try {
      const recorder = memoryRecorder();
      const client = clientFor(server, { recorder, cacheDir, maxRetries: 1 });
      server.enqueue(
        reply.json(goodDecomposition),
        reply.error(401, `Incorrect API key provided: ${API_KEY}`),
        reply.error(500, `upstream saw key ${API_KEY}`),
        reply.error(500, `upstream saw key ${API_KEY}`),
        reply.garbage(`{"echo": "${API_KEY}"`),
        reply.garbage(`proxy error for key ${API_KEY}`, 'text/plain'),
      );
      const errors: unknown[] = [];
      await decompose(client);
      for (let i = 0; i < 3; i += 1) errors.push(await decompose(client).catch((e: unknown) => e));
      const down = await startScriptedOpenAI();
      await down.close();
      errors.push(await decompose(clientFor(down, { maxRetries: 0 })).catch((e: unknown) => e));

      expect(errors.every((e) => e instanceof Error)).toBe(true);
      const files = await readdir(cacheDir, { recursive: true });
      const cached = await Promise.all(
        files.filter((f) => f.endsWith('.json')).map((f) => readFile(join(cacheDir, f), 'utf8')),
      );
      expect(cached.length).toBeGreaterThan(0);
      const everything = JSON.stringify({
        messages: errors.map((e) => (e as Error).message),
        stacks: errors.map((e) => (e as Error).stack),
        records: recorder.calls,
        cached,
      });
      expect(everything).not.toContain(API_KEY);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('unusable replies', () => {
  const cases = [
    { name: 'garbage (invalid JSON body)', make: () => reply.garbage(), reason: 'garbage' },
    { name: 'garbage (HTML body)', make: () => reply.garbage('<html>oops</html>', 'text/html'), reason: 'garbage' },
    { name: 'an empty choices list', make: () => reply.emptyChoices(), reason: 'empty' },
    { name: 'an empty message', make: () => reply.completion(''), reason: 'empty' },
  ] as const;

  for (const { name, make, reason } of cases) {
    it(`retries ${name}, then succeeds`, async () => {
      server.enqueue(make(), reply.json(goodDecomposition));
      const result = await decompose(clientFor(server));
      expect(result.value).toEqual(goodDecomposition);
      expect(result.calls[0]!.attempts).toBe(2);
      expect(result.validationRetries).toBe(0);
    });

    it(`gives an LlmReplyError (${reason}) when ${name} persists`, async () => {
      server.enqueue(make(), make(), make());
      const error = await failure(decompose(clientFor(server, { maxRetries: 2 })));
      expect(error).toBeInstanceOf(LlmReplyError);
      expect((error as LlmReplyError).reason).toBe(reason);
      expect((error as LlmReplyError).stage).toBe('stage1');
      expect(error.message).toContain('3 attempts');
      expect(server.requests).toHaveLength(3);
    });
  }

  it('does not send a reply cut off at its token limit back: it asks afresh, saying why, sampling more freely', async () => {
    server.enqueue(reply.cutOff(), reply.json(goodDecomposition));
    const recorder = memoryRecorder();
    const result = await decompose(clientFor(server, { recorder, sampling: { temperature: 0 } }));
    expect(result.value).toEqual(goodDecomposition);
    expect(result.validationRetries).toBe(1);
    expect(result.calls.map((c) => [c.attempts, c.response.finishReason])).toEqual([
      [1, 'length'],
      [1, 'stop'],
    ]);
    // The cut reply is recorded with its tokens, and the model is told why it failed.
    expect(recorder.calls).toHaveLength(2);
    expect(bodyOf(server, 1).messages.at(-1)!.content).toMatch(/cut off at the limit of 512 tokens/);
    // The runaway reply is not in the next request, which is the first one plus the reason.
    expect(bodyOf(server, 1).messages).toHaveLength(bodyOf(server, 0).messages.length + 1);
    expect(bodyOf(server, 1).messages.some((m: { role: string }) => m.role === 'assistant')).toBe(false);
    expect(bodyOf(server, 0).temperature).toBe(0);
    expect(bodyOf(server, 1).temperature).toBeGreaterThanOrEqual(0.7);
  });

  it('gives an LlmReplyError (truncated) at once when the limit leaves no room for any content', async () => {
    server.enqueue({ kind: 'completion', content: '', finishReason: 'length' });
    const error = await failure(decompose(clientFor(server)));
    expect((error as LlmReplyError).reason).toBe('truncated');
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a refusal', async () => {
    server.enqueue(reply.refusal('I cannot help with that.'));
    const error = await failure(decompose(clientFor(server)));
    expect(error).toBeInstanceOf(LlmReplyError);
    expect((error as LlmReplyError).reason).toBe('refusal');
    expect(error.message).toContain('I cannot help with that.');
    expect(server.requests).toHaveLength(1);
  });
});
