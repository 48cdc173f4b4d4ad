import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/errors.js';
import { ReplayMissError } from '../../src/llm/errors.js';
import { createReplayClient } from '../../src/llm/replay.js';
import { llmCallTranscriptLine } from '../../src/llm/transcript-line.js';
import type { LlmCallRecord, LlmClient } from '../../src/llm/types.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { clientFor, goodDecomposition, memoryRecorder, stage1Messages, TaskDecomposition } from './fixtures.js';

let server: ScriptedOpenAI;
let work: string;
beforeEach(async () => {
  server = await startScriptedOpenAI();
  work = mkdtempSync(join(tmpdir(), 'iteraplan-llm-'));
});
afterEach(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

/** A recorder writing transcript lines the way the session transcript does. */
function transcriptRecorder(file: string) {
  writeFileSync(file, `${JSON.stringify({ type: 'session_start', instruction: 'I feel hungry' })}\n`);
  return { record: (call: LlmCallRecord) => appendFileSync(file, `${JSON.stringify(llmCallTranscriptLine(call))}\n`) };
}

const codegenMessages = [
  { role: 'system' as const, content: 'Write skill code.' },
  { role: 'user' as const, content: 'Plan: make a sandwich.' },
];

/** A small session: a stage-1 call with one schema retry, then code generation twice. */
async function session(client: LlmClient) {
  const plan = await client.structured('stage1', stage1Messages, TaskDecomposition, 'task_decomposition');
  const first = await client.text('codegen', codegenMessages);
  const again = await client.text('codegen', codegenMessages); // "Regenerate": the same request
  return {
    plan: plan.value,
    validationRetries: plan.validationRetries,
    texts: [first.text, again.text],
    usage: [...plan.calls, first.call, again.call].map((call) => call.usage),
  };
}

function scriptSession() {
  server.enqueue(
    reply.json({ taskDescription: 'no lists' }),
    reply.json(goodDecomposition, { usage: { prompt_tokens: 300, completion_tokens: 40 } }),
    reply.completion("```python\nOpenObject('Fridge')\n```"),
    reply.completion("```python\nOpenObject('Cabinet')\n```"),
  );
}

describe('record then replay', () => {
  it('replays a recorded session from the cache with the server stopped, identically', async () => {
    scriptSession();
    const cacheDir = join(work, 'cache');
    const recorded = await session(clientFor(server, { cacheDir }));
    await server.close();

    const replayRecorder = memoryRecorder();
    const replayed = await session(await createReplayClient({ cacheDir, recorder: replayRecorder }));

    expect(replayed).toEqual(recorded);
    expect(replayed.texts[0]).not.toBe(replayed.texts[1]); // each occurrence gets its own reply
    expect(replayRecorder.calls).toHaveLength(4);
    expect(replayRecorder.calls.every((call) => call.cacheHit)).toBe(true);
    expect(replayRecorder.calls.map((call) => call.stage)).toEqual(['stage1', 'stage1', 'codegen', 'codegen']);
  });

  it('replays from a file of transcript lines with the server stopped, identically', async () => {
    scriptSession();
    const runDir = join(work, 'runs', '20250101-hungry');
    await mkdir(runDir, { recursive: true });
    const transcript = join(runDir, 'calls.jsonl');
    const recorded = await session(clientFor(server, { recorder: transcriptRecorder(transcript) }));
    await server.close();

    expect(await session(await createReplayClient({ transcriptPath: transcript }))).toEqual(recorded);
  });

  it('stores cache entries under the sha256 of the request', async () => {
    scriptSession();
    const cacheDir = join(work, 'cache');
    const recorder = memoryRecorder();
    await session(clientFor(server, { cacheDir, recorder }));

    const keys = new Set(recorder.calls.map((call) => call.key));
    expect(keys.size).toBe(3); // two stage-1 requests, one code-generation request sent twice
    const shards = await readdir(cacheDir);
    const files = (await Promise.all(shards.map((shard) => readdir(join(cacheDir, shard))))).flat();
    expect(new Set(files)).toEqual(new Set([...keys].map((key) => `${key}.json`)));
  });

  it('a miss names the stage, the request line and the end of the last user message', async () => {
    scriptSession();
    const cacheDir = join(work, 'cache');
    await session(clientFor(server, { cacheDir }));
    const replay = await createReplayClient({ cacheDir });

    const longRequest = 'Room: Kitchen\nRequest: "make a salad"\n' + 'x'.repeat(400) + ' the task at the end';
    const error = await replay
      .text('feedback-refinement', [{ role: 'user', content: longRequest }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplayMissError);
    const miss = error as ReplayMissError;
    expect(miss.stage).toBe('feedback-refinement');
    expect(miss.exitCode).toBe(ExitCode.badInput);
    expect(miss.message).toContain("stage 'feedback-refinement'");
    expect(miss.message).toContain('holds "Request: \\"make a salad\\"" and ends: ');
    expect(miss.message).toContain(`${'x'.repeat(100)} the task at the end"`);
    expect(miss.message).not.toContain('x'.repeat(160));
    expect(miss.message).toContain(cacheDir);
  });

  it('a different model is a different request', async () => {
    scriptSession();
    const cacheDir = join(work, 'cache');
    await session(clientFor(server, { cacheDir }));
    const replay = await createReplayClient({ cacheDir, model: 'gpt-4' });
    await expect(replay.text('codegen', codegenMessages)).rejects.toBeInstanceOf(ReplayMissError);
  });

  it('repeats the last recorded reply when asked more often than recorded', async () => {
    server.enqueue(reply.completion('only reply'));
    const cacheDir = join(work, 'cache');
    await clientFor(server, { cacheDir }).text('codegen', codegenMessages);
    const replay = await createReplayClient({ cacheDir });
    expect((await replay.text('codegen', codegenMessages)).text).toBe('only reply');
    expect((await replay.text('codegen', codegenMessages)).text).toBe('only reply');
  });

  it('a missing replay transcript is an input error naming the path', async () => {
    const missing = join(work, 'nope');
    await expect(createReplayClient({ transcriptPath: missing })).rejects.toThrow(`replay transcript ${missing} does not exist`);
  });
});
