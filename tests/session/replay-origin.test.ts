/**
 * `--replay PATH`: a session folder (or its transcript) is read with the session reader and its
 * recorded calls replayed; any other folder is an LLM cache. A real session transcript, recorded
 * from the scripted OpenAI-compatible server through the session's own recorder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReplayClient } from '../../src/llm/index.js';
import { replayOrigin, Session, sessionRecorder } from '../../src/session/index.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { clientFor } from '../llm/fixtures.js';

let server: ScriptedOpenAI;
let work: string;
beforeEach(async () => {
  server = await startScriptedOpenAI();
  work = mkdtempSync(join(tmpdir(), 'iteraplan-replay-origin-'));
});
afterEach(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const messages = [{ role: 'user' as const, content: 'Plan: make a salad.' }];

describe('replayOrigin', () => {
  it('replays a session folder, or its transcript, from the calls the session recorded; the server stopped', async () => {
    server.enqueue(reply.completion('first'), reply.completion('second'));
    const session = Session.create(join(work, 'runs'), 'make a salad');
    const live = clientFor(server, { recorder: sessionRecorder(session) });
    const recorded = [(await live.text('codegen', messages)).text, (await live.text('codegen', messages)).text];
    await server.close();
    for (const path of [session.dir, join(session.dir, 'transcript.jsonl')]) {
      const replay = await createReplayClient({ source: await replayOrigin(path).open() });
      expect([(await replay.text('codegen', messages)).text, (await replay.text('codegen', messages)).text]).toEqual(recorded);
    }
    expect(recorded).toEqual(['first', 'second']);
  });

  it('any other folder is a cache; a path that is not there is an input error naming it', async () => {
    const cache = join(work, 'cache');
    server.enqueue(reply.completion('cached'));
    await clientFor(server, { cacheDir: cache }).text('codegen', messages);
    await server.close();
    const replay = await createReplayClient({ source: await replayOrigin(cache).open() });
    expect((await replay.text('codegen', messages)).text).toBe('cached');
    const missing = join(work, 'nope');
    await expect(replayOrigin(missing).open()).rejects.toThrow(`replay source ${missing} does not exist`);
  });
});
