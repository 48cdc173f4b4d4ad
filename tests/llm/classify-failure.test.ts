import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { classifyThrown, interpretCompletion } from '../../src/llm/classify-failure.js';

const choice = (message: Record<string, unknown>, finish_reason: string | null = 'stop') => ({
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason }],
});

describe('interpretCompletion', () => {
  it('accepts one message with content, passing usage through when well-formed', () => {
    const usage = { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 };
    expect(interpretCompletion({ ...choice({ content: 'hi' }), usage })).toEqual({
      ok: true,
      text: 'hi',
      finishReason: 'stop',
      usage,
      timings: null,
    });
    expect(interpretCompletion({ ...choice({ content: 'hi' }), usage: { prompt_tokens: -1 } })).toMatchObject({
      ok: true,
      usage: undefined,
    });
  });

  it("reads llama.cpp's timings: prompt tokens from its cache and evaluated, and the draft model's proposals", () => {
    const usage = { prompt_tokens: 1200, completion_tokens: 30, total_tokens: 1230, prompt_tokens_details: { cached_tokens: 1100 } };
    const timings = { cache_n: 1100, prompt_n: 100, prompt_ms: 2500.5, predicted_n: 30, predicted_ms: 5000, draft_n: 40, draft_n_accepted: 25 };
    expect(interpretCompletion({ ...choice({ content: 'hi' }), usage, timings })).toMatchObject({
      usage: { prompt_tokens: 1200, cached_tokens: 1100 },
      timings: { cachedTokens: 1100, evaluatedTokens: 100, promptMs: 2500.5, generatedTokens: 30, generationMs: 5000, draftTokens: 40, draftAccepted: 25 },
    });
    // OpenAI's own field, without llama.cpp's timings.
    expect(interpretCompletion({ ...choice({ content: 'hi' }), usage: { ...usage, prompt_tokens_details: { cached_tokens: 64 } } })).toMatchObject({ usage: { cached_tokens: 64 }, timings: null });
  });

  it.each([
    ['a string body', 'Bad Gateway', 'garbage'],
    ['null', null, 'garbage'],
    ['an object without choices', { error: 'x' }, 'garbage'],
    ['no choices', { choices: [] }, 'empty'],
    ['null content', choice({ content: null }), 'empty'],
    ['blank content', choice({ content: '  \n' }), 'empty'],
    ['finish_reason length without content', choice({ content: '' }, 'length'), 'truncated'],
    ['a refusal', choice({ content: null, refusal: 'no' }), 'refusal'],
  ])('rejects %s', (_name, body, reason) => {
    const outcome = interpretCompletion(body);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure).toMatchObject({ kind: 'reply', reason, retryable: reason !== 'refusal' && reason !== 'truncated' });
  });

  it('passes a reply cut off at the token limit on as a reply, marked by its finish reason', () => {
    const outcome = interpretCompletion(choice({ content: '{"a":' }, 'length'));
    expect(outcome).toMatchObject({ ok: true, text: '{"a":', finishReason: 'length' });
  });
});

describe('classifyThrown', () => {
  const headers = new Headers({ 'retry-after': '1' });
  const status = (code: number) => APIError.generate(code, { error: { message: `m${code}` } }, undefined, headers);

  it('sorts HTTP statuses into auth, retryable and rejected', () => {
    expect(classifyThrown(status(401))).toMatchObject({ kind: 'auth', status: 401, message: 'm401', retryable: false });
    expect(classifyThrown(status(403))).toMatchObject({ kind: 'auth', retryable: false });
    for (const code of [408, 409, 429, 500, 503]) {
      expect(classifyThrown(status(code))).toMatchObject({ kind: 'http', status: code, retryable: true, headers });
    }
    expect(classifyThrown(status(400))).toMatchObject({ kind: 'rejected', status: 400, retryable: false });
  });

  it('finds the system error code of a connection failure in the cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const failed = new APIConnectionError({ cause: new TypeError('fetch failed', { cause: refused }) });
    expect(classifyThrown(failed)).toEqual({ kind: 'connection', message: 'connection refused', retryable: true });
    expect(classifyThrown(new APIConnectionTimeoutError())).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('treats a JSON syntax error as a garbage reply and rethrows a caller abort', () => {
    expect(classifyThrown(new SyntaxError('Unexpected token <'))).toMatchObject({ kind: 'reply', reason: 'garbage' });
    expect(() => classifyThrown(new APIUserAbortError())).toThrow(APIUserAbortError);
  });
});
