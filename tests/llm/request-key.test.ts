import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestKey } from '../../src/llm/request-key.js';
import { jsonSchemaResponseFormat } from '../../src/llm/response-format.js';
import type { LlmRequest } from '../../src/llm/types.js';

const base: LlmRequest = {
  model: 'gpt-4o',
  messages: [{ role: 'user', content: 'I feel hungry.' }],
  responseFormat: jsonSchemaResponseFormat(z.object({ a: z.string() }), 'task_decomposition'),
  temperature: null,
  maxTokens: null,
  seed: null,
};

describe('requestKey', () => {
  it('is a sha256 hex digest, stable across calls', () => {
    expect(requestKey(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestKey(structuredClone(base))).toBe(requestKey(base));
  });

  it('changes with the model, a message, the schema name or schema, and the temperature', () => {
    const variants: LlmRequest[] = [
      { ...base, model: 'gpt-4' },
      { ...base, messages: [{ role: 'user', content: 'I feel thirsty.' }] },
      { ...base, messages: [{ role: 'system', content: 'I feel hungry.' }] },
      { ...base, responseFormat: jsonSchemaResponseFormat(z.object({ a: z.string() }), 'other_name') },
      { ...base, responseFormat: jsonSchemaResponseFormat(z.object({ a: z.number() }), 'task_decomposition') },
      { ...base, responseFormat: null },
      { ...base, temperature: 0 },
    ];
    const keys = new Set([requestKey(base), ...variants.map(requestKey)]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('ignores key order and extra fields on messages', () => {
    const reordered = {
      temperature: null,
      responseFormat: base.responseFormat,
      messages: [{ content: 'I feel hungry.', role: 'user', name: 'ignored' }],
      model: 'gpt-4o',
    } as unknown as LlmRequest;
    expect(requestKey(reordered)).toBe(requestKey(base));
  });
});
