import { describe, expect, it } from 'vitest';
import { EnvironmentError, InputError } from '../../src/errors.js';
import { choosePlanner } from '../../src/planning/choose-planner.js';

const KEY = 'sk-test-choose-123456';

describe('choosePlanner', () => {
  it('auto picks openai when OPENAI_API_KEY is set, says why, and how to switch', () => {
    const choice = choosePlanner({ planner: 'auto', env: { OPENAI_API_KEY: KEY } });
    expect(choice.planner).toBe('openai');
    expect(choice.explanation).toContain('gpt-4o');
    expect(choice.explanation).toContain('OPENAI_API_KEY is set');
    expect(choice.explanation).toContain('--planner offline');
    expect(choice.explanation).not.toContain(KEY);
    expect(choice.explanation).not.toContain('\n');
  });

  it('auto picks openai for a local server given only OPENAI_BASE_URL; credentials in it are refused, never shown', () => {
    const choice = choosePlanner({ planner: 'auto', env: { OPENAI_BASE_URL: 'http://localhost:11434/v1', ITERAPLAN_MODEL: 'llama3.1' } });
    expect(choice.planner).toBe('openai');
    expect(choice.explanation).toContain('llama3.1');
    expect(choice.explanation).toContain('http://localhost:11434/v1');
    expect(choice.explanation).toContain('OPENAI_BASE_URL is set');
    let refusal: unknown;
    try {
      choosePlanner({ planner: 'auto', env: { OPENAI_BASE_URL: 'http://user:secret@localhost:11434/v1', ITERAPLAN_MODEL: 'llama3.1' } });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InputError);
    expect(String((refusal as Error).message)).toContain('OPENAI_BASE_URL holds credentials');
    expect(String((refusal as Error).message)).not.toContain('secret');
  });

  it('auto falls back to offline with no key and no base URL, and says how to switch', () => {
    const choice = choosePlanner({ planner: 'auto', env: { OPENAI_API_KEY: '' } });
    expect(choice.planner).toBe('offline');
    expect(choice.explanation).toContain('OPENAI_API_KEY');
    expect(choice.explanation).toContain('--planner openai');
  });

  it('offline is honoured even with a key set', () => {
    expect(choosePlanner({ planner: 'offline', env: { OPENAI_API_KEY: KEY } }).planner).toBe('offline');
  });

  it('openai without a key or base URL is an environment error', () => {
    expect(() => choosePlanner({ planner: 'openai', env: {} })).toThrow(EnvironmentError);
    expect(choosePlanner({ planner: 'openai', env: { OPENAI_API_KEY: KEY }, model: 'gpt-4' }).explanation).toContain('gpt-4');
  });

  it('combined needs an endpoint as openai does, and says what it combines', () => {
    expect(() => choosePlanner({ planner: 'combined', env: {} })).toThrow(/--planner combined needs OPENAI_API_KEY/);
    const choice = choosePlanner({ planner: 'combined', env: { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }, model: 'qwen' });
    expect(choice.planner).toBe('combined');
    expect(choice.explanation).toBe("Planner: combined, the household reader's goal with LLM qwen via http://127.0.0.1:8080/v1 and the offline search, as asked; use --planner offline to plan without the LLM.");
  });

  it('replay needs a replay path', () => {
    expect(() => choosePlanner({ planner: 'replay', env: {} })).toThrow(InputError);
    const choice = choosePlanner({ planner: 'replay', env: { OPENAI_API_KEY: KEY }, replayPath: 'runs/x' });
    expect(choice.planner).toBe('replay');
    expect(choice.explanation).toContain('runs/x');
  });
});
