/** LLM settings from the environment and command-line flags. */
import { InputError } from '../errors.js';
import { describeEndpoint } from './redact.js';

export const DEFAULT_MODEL = 'gpt-4o';

/** Seconds one attempt may take, the whole reply included, unless --llm-timeout or ITERAPLAN_LLM_TIMEOUT says otherwise. */
export const DEFAULT_LLM_TIMEOUT_SECONDS = 120;

/** The environment variables the LLM layer reads. */
export interface LlmEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  ITERAPLAN_MODEL?: string | undefined;
  /** Seconds per attempt (see DEFAULT_LLM_TIMEOUT_SECONDS). */
  ITERAPLAN_LLM_TIMEOUT?: string | undefined;
}

export interface LlmEnvConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  /** Per-attempt deadline in milliseconds. */
  timeoutMs: number;
}

/**
 * Seconds as --llm-timeout and ITERAPLAN_LLM_TIMEOUT take them: a positive number, at most an
 * hour. Returns the milliseconds, or a reason for the message.
 */
export function parseLlmTimeout(text: string): number | string {
  const value = Number(text.trim());
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(value > 0) || value > 3600) return 'must be a number of seconds above 0 and at most 3600';
  return Math.round(value * 1000);
}

/**
 * Reads OPENAI_API_KEY, OPENAI_BASE_URL, the model (`--model` beats ITERAPLAN_MODEL beats
 * gpt-4o) and the per-attempt timeout (`--llm-timeout` beats ITERAPLAN_LLM_TIMEOUT beats 120 s).
 * Empty or blank variables count as unset.
 */
export function llmConfigFromEnv(env: LlmEnv, flags: { model?: string | undefined; timeoutMs?: number | undefined } = {}): LlmEnvConfig {
  return {
    apiKey: nonBlank(env.OPENAI_API_KEY),
    baseURL: withoutCredentials(nonBlank(env.OPENAI_BASE_URL)),
    model: nonBlank(flags.model) ?? nonBlank(env.ITERAPLAN_MODEL) ?? DEFAULT_MODEL,
    timeoutMs: flags.timeoutMs ?? timeoutFromEnv(env),
  };
}

/** ITERAPLAN_LLM_TIMEOUT in milliseconds, else the default. @throws InputError for a value that is no number of seconds */
function timeoutFromEnv(env: LlmEnv): number {
  const text = nonBlank(env.ITERAPLAN_LLM_TIMEOUT);
  if (text === undefined) return DEFAULT_LLM_TIMEOUT_SECONDS * 1000;
  const parsed = parseLlmTimeout(text);
  if (typeof parsed === 'string') throw new InputError(`ITERAPLAN_LLM_TIMEOUT='${text.slice(0, 40)}' ${parsed}`);
  return parsed;
}

/**
 * OPENAI_BASE_URL, refused when it holds a user name or password: fetch will not send a URL with
 * them (every call would fail as if the server were down), and a message must never show them.
 */
function withoutCredentials(baseURL: string | undefined): string | undefined {
  if (baseURL === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    return baseURL; // Not a URL: the SDK's own refusal names it.
  }
  if (url.username === '' && url.password === '') return baseURL;
  throw new InputError(
    `OPENAI_BASE_URL holds credentials (a user name or password before '@'), which are never sent from the URL nor shown: remove them (${describeEndpoint(baseURL)}) and give the key as OPENAI_API_KEY`,
  );
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

