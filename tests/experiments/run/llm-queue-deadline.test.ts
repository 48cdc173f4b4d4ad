/**
 * A call waiting for the experiment's LLM slot is not yet an attempt: the per-attempt deadline
 * starts when the request is sent, so a one-slot server's queue cannot time calls out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../../../src/llm/index.js';
import { RateLimiter, rateLimitedClient } from '../../../src/experiments/index.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../../helpers/openai-server.js';

let server: ScriptedOpenAI | undefined;
afterEach(async () => {
  await server?.close();
});

describe('calls queued behind the LLM concurrency limit', () => {
  it('are not timed out for the time they wait: each attempt has the whole deadline', async () => {
    server = await startScriptedOpenAI();
    // Each reply takes 2 s; the deadline is 5 s; three calls through one slot take 6 s. (Wide
    // margins: a loaded machine stretches every attempt by up to 3 s, never by the queue's length.)
    const deadlineMs = 5_000;
    const replyMs = 2_000;
    server.enqueue(...[1, 2, 3].map((n) => reply.delay(replyMs, reply.completion(`reply ${n}`))));
    const failed: unknown[] = [];
    const client = rateLimitedClient(
      createLlmClient({ baseURL: server.baseURL, model: 'm', timeoutMs: deadlineMs, recorder: { record: () => {}, attemptFailed: (f) => void failed.push(f) } }),
      new RateLimiter({ maxConcurrent: 1 }),
    );
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const replies = await Promise.all([1, 2, 3].map(() => client.text('codegen', messages)));
    expect(replies.map((r) => r.text).sort()).toEqual(['reply 1', 'reply 2', 'reply 3']);
    expect(replies.every((r) => r.call.attempts === 1)).toBe(true);
    expect(failed).toEqual([]);
  });
});
