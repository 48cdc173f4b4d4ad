/** The LLM layer's transcription client: the real `openai` SDK against the scripted server, the chat client's retries and errors. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError } from '../../src/errors.js';
import { createTranscriptionClient } from '../../src/llm/transcription.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';

let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(() => server.close());

const audio = { bytes: new Uint8Array([82, 73, 70, 70]), name: 'request.wav', mimeType: 'audio/wav' };

describe('createTranscriptionClient', () => {
  it('uploads the bytes under the name and type given and returns the trimmed text', async () => {
    server.enqueue(reply.transcription('  Make toast. '));
    const result = await createTranscriptionClient({ baseURL: server.baseURL })(audio);
    expect(result).toMatchObject({ text: 'Make toast.', model: 'whisper-1', attempts: 1 });
    expect(server.requests[0]!.multipart!.files[0]).toMatchObject({ filename: 'request.wav', contentType: 'audio/wav', size: 4 });
  });

  it('retries a failing server with the backoff of the chat client, then gives up naming the endpoint', async () => {
    const delays: number[] = [];
    const client = createTranscriptionClient({ baseURL: server.baseURL, maxRetries: 1, backoff: { baseDelayMs: 10 }, sleep: async (ms) => void delays.push(ms) });
    server.enqueue(reply.error(503, 'busy'), reply.transcription('ok'));
    expect((await client(audio)).attempts).toBe(2);
    expect(delays).toHaveLength(1);
    server.enqueue(reply.error(500, 'down'), reply.error(500, 'down'));
    const failure = await client(audio).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EnvironmentError);
    expect((failure as Error).message).toMatch(/^the transcription endpoint http:\/\/127\.0\.0\.1:\d+\/v1 kept failing after 2 attempts \(HTTP 500: down\)$/);
  });
});
