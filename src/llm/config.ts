/** LLM settings from the environment and command-line flags. */

export const DEFAULT_MODEL = 'gpt-4o';

/** The environment variables the LLM layer reads. */
export interface LlmEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  ITERAPLAN_MODEL?: string | undefined;
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
