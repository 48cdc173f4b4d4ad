/** Transcription settings from the environment and command-line flags. */
import { DEFAULT_TRANSCRIBE_MODEL, llmConfigFromEnv, type LlmEnv } from '../llm/index.js';

export { DEFAULT_TRANSCRIBE_MODEL };

/** The environment variables transcription reads (the LLM's endpoint, plus its own model). */
export interface TranscribeEnv extends LlmEnv {
  ITERAPLAN_TRANSCRIBE_MODEL?: string | undefined;
}

export interface TranscribeConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
}

/**
 * The endpoint is the chat client's (OPENAI_API_KEY, OPENAI_BASE_URL); the model is
 * `--transcribe-model`, else ITERAPLAN_TRANSCRIBE_MODEL, else whisper-1.
 */
export function transcribeConfigFromEnv(env: TranscribeEnv, flags: { transcribeModel?: string | undefined } = {}): TranscribeConfig {
  const { apiKey, baseURL } = llmConfigFromEnv(env);
  const model = nonBlank(flags.transcribeModel) ?? nonBlank(env.ITERAPLAN_TRANSCRIBE_MODEL) ?? DEFAULT_TRANSCRIBE_MODEL;
  return { apiKey, baseURL, model };
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
