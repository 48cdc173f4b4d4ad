import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { llmConfigFromEnv } from '../../src/llm/config.js';

describe('llmConfigFromEnv', () => {
  it('defaults the model to gpt-4o', () => {
    expect(llmConfigFromEnv({})).toEqual({ apiKey: undefined, baseURL: undefined, model: 'gpt-4o', timeoutMs: 120_000 });
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
      timeoutMs: 120_000,
    });
  });

  it('takes --llm-timeout over ITERAPLAN_LLM_TIMEOUT (seconds) over 120 s', () => {
    expect(llmConfigFromEnv({ ITERAPLAN_LLM_TIMEOUT: '2.5' }).timeoutMs).toBe(2_500);
    expect(llmConfigFromEnv({ ITERAPLAN_LLM_TIMEOUT: '2.5' }, { timeoutMs: 700 }).timeoutMs).toBe(700);
    expect(llmConfigFromEnv({ ITERAPLAN_LLM_TIMEOUT: ' ' }).timeoutMs).toBe(120_000);
  });

  it.each(['0', '-1', 'soon', '1e3', '3601'])('refuses ITERAPLAN_LLM_TIMEOUT=%s as bad input', (value) => {
    expect(() => llmConfigFromEnv({ ITERAPLAN_LLM_TIMEOUT: value })).toThrow(InputError);
    expect(() => llmConfigFromEnv({ ITERAPLAN_LLM_TIMEOUT: value })).toThrow(/must be a number of seconds above 0 and at most 3600/);
  });

  it('reads the key and base URL', () => {
    expect(llmConfigFromEnv({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toMatchObject({
      apiKey: 'k',
      baseURL: 'http://localhost:11434/v1',
    });
  });
});

describe('credentials in OPENAI_BASE_URL (issue 37, item 23)', () => {
  it('are refused naming the variable, without showing them (not "is the server running?")', () => {
    const error = (() => {
      try {
        llmConfigFromEnv({ OPENAI_BASE_URL: 'http://alice:s3cr3t-pass@127.0.0.1:9/v1' });
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InputError);
    expect(error!.message).toContain('OPENAI_BASE_URL holds credentials');
    expect(error!.message).toContain('http://127.0.0.1:9/v1');
    expect(error!.message).not.toMatch(/alice|s3cr3t/);
    expect(error!.message).not.toContain('server running');
  });
});
