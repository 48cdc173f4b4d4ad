/** LLM settings from the environment and command-line flags. */
import { InputError } from '../errors.js';

export const DEFAULT_MODEL = 'gpt-4o';

/** The per-attempt deadline of an LLM request when neither --llm-timeout nor ITERAPLAN_LLM_TIMEOUT sets one. */
export const DEFAULT_LLM_TIMEOUT_MS = 120_000;

/** The environment variables the LLM layer reads. */
export interface LlmEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  ITERAPLAN_MODEL?: string | undefined;
  /** The per-attempt deadline in seconds (`--llm-timeout` wins). */
  ITERAPLAN_LLM_TIMEOUT?: string | undefined;
}

export interface LlmEnvConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
}

/**
 * Reads OPENAI_API_KEY, OPENAI_BASE_URL and the model: `--model` beats ITERAPLAN_MODEL beats
 * gpt-4o. Empty or blank variables count as unset.
 */
export function llmConfigFromEnv(env: LlmEnv, flags: { model?: string | undefined } = {}): LlmEnvConfig {
  return {
    apiKey: nonBlank(env.OPENAI_API_KEY),
    baseURL: nonBlank(env.OPENAI_BASE_URL),
    model: nonBlank(flags.model) ?? nonBlank(env.ITERAPLAN_MODEL) ?? DEFAULT_MODEL,
  };
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The largest deadline accepted: a day, far beyond any useful wait. */
const MAX_TIMEOUT_SECONDS = 86_400;

/**
 * The per-attempt deadline in ms: `--llm-timeout` (seconds) beats ITERAPLAN_LLM_TIMEOUT beats 120 s.
 * @throws InputError for a value that is not a positive number of seconds
 */
export function llmTimeoutMs(env: LlmEnv, flagSeconds?: string | undefined): number {
  const [text, source] = flagSeconds !== undefined ? [flagSeconds, '--llm-timeout'] : [nonBlank(env.ITERAPLAN_LLM_TIMEOUT), 'ITERAPLAN_LLM_TIMEOUT'];
  if (text === undefined) return DEFAULT_LLM_TIMEOUT_MS;
  const seconds = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    throw new InputError(`${source} must be a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}, got '${text}'`);
  }
  return Math.round(seconds * 1000);
}
