/**
 * An adversarial OpenAI-compatible server (issue 37, items 5 and 6), through the real `openai`
 * SDK: a body of 200,000 nested brackets is a bad reply (retried, then a clear error), not a
 * crash; a body far past the reply bound is not read to its end (the connection is closed while
 * the server is still writing) and is not retried.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/errors.js';
import { LlmReplyError } from '../../src/llm/errors.js';
import { LIMITS } from '../../src/limits.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { clientFor, failure, stage1Messages, TaskDecomposition } from './fixtures.js';

let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  await server.close();
});

const decompose = (s: ScriptedOpenAI, options: Parameters<typeof clientFor>[1] = {}) => clientFor(s, options).structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');

type Progress = { written: number; closedEarly: boolean };

/** Writes `piece` until `total` bytes are out or the client hangs up, noting how far it got. */
async function writeUntil(response: ServerResponse, piece: string | Buffer, total: number, progress: Progress): Promise<void> {
  response.on('close', () => {
    if (progress.written < total) progress.closedEarly = true;
  });
  while (progress.written < total && !response.destroyed) {
    const flushed = response.write(piece);
    progress.written += piece.length;
    if (!flushed) await new Promise<void>((resolve) => {
      const done = () => { response.off('drain', done); response.off('close', done); resolve(); };
      response.once('drain', done);
      response.once('close', done);
    });
  }
}

/** A reply that writes `total` bytes of a JSON completion in 64 KiB pieces. */
function hugeBody(total: number, progress: Progress) {
  return reply.handler(async (_request, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"');
    await writeUntil(response, Buffer.alloc(64 * 1024, 'x'), total, progress);
    if (!response.destroyed) response.end('"}}]}');
  });
}

describe('a reply far past the bound', () => {
  it('is not read to its end, and is refused once, not retried (oversized, exit 3)', async () => {
    const total = 300 * 1024 * 1024;
    const progress = { written: 0, closedEarly: false };
    server.enqueue(hugeBody(total, progress), reply.error(500, 'a retry should not come'));
    const error = await failure(decompose(server));
    expect(error).toBeInstanceOf(LlmReplyError);
    expect((error as LlmReplyError).reason).toBe('oversized');
    expect((error as LlmReplyError).exitCode).toBe(ExitCode.environment);
    expect(error.message).toMatch(/the reply's body is over [\d,]+ bytes \(llmReplyBodyBytes\); it was not read further/);
    expect(server.requests).toHaveLength(1);
    // The client stopped reading: the server saw the connection close long before it was done.
    await expect.poll(() => progress.closedEarly).toBe(true);
    expect(progress.written).toBeLessThan(total / 4);
  });

  it('when streamed is cut off too', async () => {
    const progress = { written: 0, closedEarly: false };
    const total = 300 * 1024 * 1024;
    server.enqueue(
      reply.handler(async (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const event = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'y'.repeat(16 * 1024) }, finish_reason: null }] })}\n\n`;
        await writeUntil(response, event, total, progress);
        if (!response.destroyed) response.end('data: [DONE]\n\n');
      }),
    );
    const error = await failure(decompose(server, { onTokens: () => undefined }));
    expect(error).toBeInstanceOf(LlmReplyError);
    expect((error as LlmReplyError).reason).toBe('oversized');
    expect(server.requests).toHaveLength(1);
    await expect.poll(() => progress.closedEarly).toBe(true);
    expect(progress.written).toBeLessThan(total / 4);
  });
});

describe('a reply nested without end', () => {
  it('200,000 nested brackets as the body: a bad reply, retried, then a clear error (no crash)', async () => {
    const nested = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    server.enqueue(reply.garbage(nested), reply.garbage(nested), reply.garbage(nested), reply.garbage(nested));
    const error = await failure(decompose(server));
    expect(error).toBeInstanceOf(LlmReplyError);
    expect(error.message).toMatch(/nests deeper than \d+ levels/);
    expect(server.requests).toHaveLength(4);
  });

  it('200,000 nested brackets as the message: a reply the schema check refuses, not a crash', async () => {
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(Buffer.byteLength(nested)).toBeLessThan(LIMITS.llmReplyBytes);
    server.enqueue(reply.completion(nested), reply.completion(nested), reply.completion(nested), reply.completion(nested));
    const error = await failure(decompose(server));
    expect(error).toBeInstanceOf(LlmReplyError);
    expect(error.message).toMatch(/nests deeper than \d+ levels/);
  });
});
