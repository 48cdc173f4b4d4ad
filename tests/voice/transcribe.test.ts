/** Transcription through the real `openai` SDK against the scripted OpenAI-compatible server. */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError, ExitCode } from '../../src/errors.js';
import { LlmReplyError } from '../../src/llm/errors.js';
import { readAudioFile } from '../../src/voice/audio-file.js';
import { createTranscriber, uploadName, type TranscriberOptions } from '../../src/voice/transcribe.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { FIXTURE_WAV } from './speech-fixture.js';

const KEY = 'sk-test-secret-key-1234';
let server: ScriptedOpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
});
afterEach(() => server.close());

function transcriber(options: Partial<TranscriberOptions> = {}) {
  const delays: number[] = [];
  const transcribe = createTranscriber({
    apiKey: KEY,
    baseURL: server.baseURL,
    sleep: async (ms) => void delays.push(ms),
    backoff: { baseDelayMs: 10 },
    ...options,
  });
  return { transcribe, delays };
}

describe('createTranscriber', () => {
  it('uploads the WAV as multipart form data and returns the text', async () => {
    server.enqueue(reply.transcription(' I feel hungry. '));
    const { transcribe } = transcriber();
    const result = await transcribe(readAudioFile(FIXTURE_WAV));

    expect(result).toMatchObject({ text: 'I feel hungry.', model: 'whisper-1', attempts: 1 });
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const form = request.multipart!;
    expect(form.fields['model']).toBe('whisper-1');
    expect(form.fields['response_format']).toBe('json');
    expect(form.files).toHaveLength(1);
    const [file] = form.files;
    expect(file).toMatchObject({ field: 'file', filename: 'i-feel-hungry.wav', contentType: 'audio/wav' });
    expect(file!.size).toBe(readFileSync(FIXTURE_WAV).length);
    expect(file!.data.equals(readFileSync(FIXTURE_WAV))).toBe(true);
  });

  it('sends the model and language asked for', async () => {
    server.enqueue(reply.transcription('Ich habe Hunger.'));
    const { transcribe } = transcriber({ model: 'gpt-4o-mini-transcribe', language: 'de' });
    const result = await transcribe(readAudioFile(FIXTURE_WAV));
    expect(result.model).toBe('gpt-4o-mini-transcribe');
    expect(server.requests[0]!.multipart!.fields).toMatchObject({ model: 'gpt-4o-mini-transcribe', language: 'de' });
  });

  it('a refused key (401) is an EnvironmentError, exit 3, without the key in the message', async () => {
    server.enqueue(reply.error(401, `Incorrect API key provided: ${KEY}`));
    const { transcribe } = transcriber();
    const failure = await transcribe(readAudioFile(FIXTURE_WAV)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnvironmentError);
    expect((failure as EnvironmentError).exitCode).toBe(ExitCode.environment);
    expect((failure as Error).message).toMatch(/transcription endpoint http:\/\/127\.0\.0\.1:\d+\/v1 refused the API key \(HTTP 401/);
    expect((failure as Error).message).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('retries 429 and 5xx with the server-requested delay or backoff, uploading the file again', async () => {
    server.enqueue(reply.error(429, 'slow down', { 'retry-after-ms': '70' }), reply.error(503, 'busy'), reply.transcription('I feel hungry.'));
    const { transcribe, delays } = transcriber();
    const result = await transcribe(readAudioFile(FIXTURE_WAV));
    expect(result.attempts).toBe(3);
    expect(delays).toEqual([70, 20]);
    for (const request of server.requests) expect(request.multipart!.files[0]!.size).toBe(readFileSync(FIXTURE_WAV).length);
  });

  it('gives up after maxRetries with an EnvironmentError naming the attempts', async () => {
    server.enqueue(reply.error(500, 'down'), reply.error(500, 'down'));
    const { transcribe } = transcriber({ maxRetries: 1 });
    await expect(transcribe(readAudioFile(FIXTURE_WAV))).rejects.toThrow(/kept failing after 2 attempts \(HTTP 500: down\)/);
  });

  it('an unknown model (400) is final and says which model', async () => {
    server.enqueue(reply.error(400, 'model not found'));
    const { transcribe } = transcriber({ model: 'no-such-model' });
    await expect(transcribe(readAudioFile(FIXTURE_WAV))).rejects.toThrow(/rejected i-feel-hungry\.wav with model 'no-such-model' \(HTTP 400: model not found\)/);
    expect(server.requests).toHaveLength(1);
  });

  it('an empty transcript (silence) is an LlmReplyError, not retried', async () => {
    server.enqueue(reply.transcription('   '));
    const { transcribe } = transcriber();
    const failure = await transcribe(readAudioFile(FIXTURE_WAV)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LlmReplyError);
    expect(failure).toMatchObject({ reason: 'empty', stage: 'transcription' });
    expect(server.requests).toHaveLength(1);
  });

  it('an unreachable server is an EnvironmentError after the retries', async () => {
    const { port } = server;
    await server.close();
    const transcribe = createTranscriber({ baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 1, sleep: async () => {} });
    await expect(transcribe(readAudioFile(FIXTURE_WAV))).rejects.toThrow(/cannot reach the transcription endpoint .* after 2 attempts: connection refused/);
  });

  it('needs an API key or a base URL', () => {
    expect(() => createTranscriber({})).toThrow(/no transcription endpoint configured: set OPENAI_API_KEY/);
  });
});

describe('uploadName', () => {
  const audio = readAudioFile(FIXTURE_WAV);
  it('keeps a name whose extension fits the format, and adds one otherwise', () => {
    expect(uploadName(audio)).toBe('i-feel-hungry.wav');
    expect(uploadName({ ...audio, name: 'take.dat' })).toBe('take.dat.wav');
    expect(uploadName({ ...audio, name: 'memo' })).toBe('memo.wav');
    const mp3 = { ...audio, name: 'memo.mpga', format: { name: 'mp3', mimeType: 'audio/mpeg', extension: 'mp3' } as const };
    expect(uploadName(mp3)).toBe('memo.mpga');
  });
});
