/**
 * A call waiting for the experiment's LLM slot is not yet an attempt: the per-attempt deadline
 * starts when the request is sent, so a one-slot server's queue cannot time calls out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../../../src/llm/index.js';
import { RateLimiter, rateLimitedClient } from '../../../src/experiments/index.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../../helpers/openai-server.js';
import { EXPIRING_DEADLINE_MS } from '../../helpers/wait.js';

let server: ScriptedOpenAI | undefined;
afterEach(async () => {
  await server?.close();
});

describe('calls queued behind the LLM concurrency limit', () => {
  it('are not timed out for the time they wait: each attempt has the whole deadline', async () => {
    server = await startScriptedOpenAI();
    // The replies come at once, so each attempt beats the deadline however busy the machine; the
    // time spent queued is what is longer than the deadline (a slot held past it), not a reply.
    server.enqueue(reply.completion('reply 1'), reply.completion('reply 2'));
    const failed: unknown[] = [];
    const limiter = new RateLimiter({ maxConcurrent: 1 });
    const client = rateLimitedClient(
      createLlmClient({ baseURL: server.baseURL, model: 'm', timeoutMs: EXPIRING_DEADLINE_MS, recorder: { record: () => {}, attemptFailed: (f) => void failed.push(f) } }),
      limiter,
    );
    let release!: () => void;
    const holder = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const replies = Promise.all([1, 2].map(() => client.text('codegen', messages)));
    // Time passing is the behaviour under test here: a deadline started at the call would run
    // out while it waits (timers fire late on a busy machine, never early).
    await new Promise((resolve) => setTimeout(resolve, EXPIRING_DEADLINE_MS + 1_000));
    expect(server.requests).toHaveLength(0);
    release();
    await holder;
    expect((await replies).map((r) => r.text).sort()).toEqual(['reply 1', 'reply 2']);
    expect((await replies).every((r) => r.call.attempts === 1)).toBe(true);
    expect(failed).toEqual([]);
  });
});
