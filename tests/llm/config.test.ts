import { describe, expect, it } from 'vitest';
import { llmConfigFromEnv } from '../../src/llm/config.js';

describe('llmConfigFromEnv', () => {
  it('defaults the model to gpt-4o', () => {
    expect(llmConfigFromEnv({})).toEqual({ apiKey: undefined, baseURL: undefined, model: 'gpt-4o' });
  });

  it('takes --model over ITERAPLAN_MODEL over the default', () => {
    expect(llmConfigFromEnv({ ITERAPLAN_MODEL: 'gpt-4' }).model).toBe('gpt-4');
    expect(llmConfigFromEnv({ ITERAPLAN_MODEL: 'gpt-4' }, { model: 'gpt-3.5-turbo' }).model).toBe('gpt-3.5-turbo');
  });

  it('treats blank variables as unset', () => {
    expect(llmConfigFromEnv({ OPENAI_API_KEY: ' ', OPENAI_BASE_URL: '', ITERAPLAN_MODEL: '' })).toEqual({
      apiKey: undefined,
      baseURL: undefined,
      model: 'gpt-4o',
    });
  });

  it('reads the key and base URL', () => {
    expect(llmConfigFromEnv({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toMatchObject({
      apiKey: 'k',
      baseURL: 'http://localhost:11434/v1',
    });
  });
});
