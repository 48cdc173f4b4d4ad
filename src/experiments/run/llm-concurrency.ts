/**
 * How many LLM calls an experiment keeps in flight when `--llm-concurrency` is not given: what
 * the server says it serves at once (llama.cpp's slots); else 1 for a server on this machine
 * (a one-slot local server queues the rest until the client's deadline cancels them); else 4.
 * The choice is said in one line, with how to change it.
 */
import { isLocalEndpoint, serverSlots } from '../../llm/index.js';

/** The default for a remote API. */
export const REMOTE_LLM_CONCURRENCY = 4;

export interface LlmConcurrencyChoice {
  concurrency: number;
  /** One line for the terminal. */
  explanation: string;
}

/**
 * @param given `--llm-concurrency`, when given
 * @param baseURL OPENAI_BASE_URL, when set (undefined: the OpenAI API)
 */
export async function chooseLlmConcurrency(given: number | undefined, baseURL: string | undefined, slots: (url: string) => Promise<number | undefined> = serverSlots): Promise<LlmConcurrencyChoice> {
  if (given !== undefined) return { concurrency: given, explanation: `LLM concurrency: ${given} call(s) at once, as asked.` };
  if (baseURL === undefined) {
    return { concurrency: REMOTE_LLM_CONCURRENCY, explanation: `LLM concurrency: ${REMOTE_LLM_CONCURRENCY} calls at once (a remote API; --llm-concurrency N to change).` };
  }
  const reported = await slots(baseURL);
  if (reported !== undefined) {
    return { concurrency: reported, explanation: `LLM concurrency: ${reported} call(s) at once, the slots the server reports (--llm-concurrency N to change).` };
  }
  if (isLocalEndpoint(baseURL)) {
    return {
      concurrency: 1,
      explanation: 'LLM concurrency: 1 call at a time: the server is on this machine and a local server usually answers one request at a time (--llm-concurrency N to change).',
    };
  }
  return { concurrency: REMOTE_LLM_CONCURRENCY, explanation: `LLM concurrency: ${REMOTE_LLM_CONCURRENCY} calls at once (--llm-concurrency N to change).` };
}
