/** The scripted server itself, driven through the real SDK. */
import OpenAI, { toFile } from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';

let server: ScriptedOpenAI;
let sdk: OpenAI;
beforeEach(async () => {
  server = await startScriptedOpenAI();
  sdk = new OpenAI({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 });
});
afterEach(async () => {
  await server.close();
});

describe('startScriptedOpenAI', () => {
  it('answers chat completions in queue order with usage numbers', async () => {
    server.enqueue(reply.completion('first', { usage: { prompt_tokens: 7, completion_tokens: 2 } }), reply.json({ a: 1 }));
    const messages = [{ role: 'user' as const, content: 'twelve chars' }];
    const first = await sdk.chat.completions.create({ model: 'm', messages });
    const second = await sdk.chat.completions.create({ model: 'm', messages });

    expect(first.choices[0]?.message.content).toBe('first');
    expect(first.usage).toEqual({ prompt_tokens: 7, completion_tokens: 2, total_tokens: 9 });
    expect(second.choices[0]?.message.content).toBe('{"a":1}');
    expect(second.usage?.prompt_tokens).toBe(3); // derived: 12 characters / 4
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/v1/chat/completions'],
      ['POST', '/v1/chat/completions'],
    ]);
    expect(server.requests[0]?.body).toMatchObject({ model: 'm', messages });
  });

  it('a decided reply answers by the request, with the usage given or derived', async () => {
    const echo = (request: { body: unknown }) => ({ asked: (request.body as { messages: { content: string }[] }).messages[0]!.content });
    server.enqueue(reply.decided(echo, { usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } }), reply.decided(echo));
    const fixed = await sdk.chat.completions.create({ model: 'judge', messages: [{ role: 'user', content: 'lamp?' }] });
    const derived = await sdk.chat.completions.create({ model: 'judge', messages: [{ role: 'user', content: 'twelve chars' }] });
    expect(fixed.choices[0]?.message.content).toBe('{"asked":"lamp?"}');
    expect(fixed.model).toBe('judge');
    expect(fixed.usage).toEqual({ prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 });
    expect(derived.usage?.prompt_tokens).toBe(3); // 12 characters / 4
  });

  it('exposes the fields and file of a multipart transcription request', async () => {
    server.enqueue(reply.transcription('I feel hungry'));
    const audio = Buffer.from('RIFF....WAVEfmt fake audio bytes');
    const result = await sdk.audio.transcriptions.create({
      file: await toFile(audio, 'speech.wav', { type: 'audio/wav' }),
      model: 'whisper-1',
      language: 'en',
    });

    expect(result.text).toBe('I feel hungry');
    const form = server.requests[0]?.multipart;
    expect(server.requests[0]?.path).toBe('/v1/audio/transcriptions');
    expect(form?.fields).toMatchObject({ model: 'whisper-1', language: 'en' });
    expect(form?.files).toHaveLength(1);
    expect(form?.files[0]).toMatchObject({ field: 'file', filename: 'speech.wav', contentType: 'audio/wav', size: audio.length });
    expect(form?.files[0]?.data.equals(audio)).toBe(true);
  });

  it('answers 500 saying the script ran out when nothing is queued', async () => {
    const error = await sdk.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((error as Error).message).toContain('the script ran out');
    expect((error as Error).message).toContain('request #1');
  });

  it('answers 404 for a path it does not serve, without using the queue', async () => {
    server.enqueue(reply.completion('kept'));
    const error = await sdk.models.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(server.pending()).toBe(1);
  });

  it('sends an OpenAI-style error body with the given headers', async () => {
    server.enqueue(reply.error(429, 'Rate limit reached for gpt-4o', { 'retry-after': '7' }));
    const error = (await sdk.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e)) as InstanceType<typeof OpenAI.RateLimitError>;
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.headers.get('retry-after')).toBe('7');
    expect(error.error).toMatchObject({ message: 'Rate limit reached for gpt-4o', type: 'rate_limit_error' });
  });

  it('hands a request to a handler function', async () => {
    server.enqueue(
      reply.handler((request, response) => {
        const model = (request.body as { model: string }).model;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model, choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `echo ${model}` } },
          ] }),
        );
      }),
    );
    const completion = await sdk.chat.completions.create({ model: 'echo-model', messages: [{ role: 'user', content: 'x' }] });
    expect(completion.choices[0]?.message.content).toBe('echo echo-model');
  });
});
