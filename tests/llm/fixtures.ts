/** Shared pieces of the LLM tests: the stage-1 schema and a client with tiny backoff. */
import { z } from 'zod';
import { createLlmClient, type LlmClientOptions } from '../../src/llm/client.js';
import type { LlmCallRecord, LlmClient } from '../../src/llm/types.js';
import type { ScriptedOpenAI } from '../helpers/openai-server.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

export const TaskDecomposition = z.object({
  taskDescription: z.string(),
  subtasks: z.array(z.string()),
  neededObjects: z.array(z.string()),
});

export const goodDecomposition = {
  taskDescription: 'Make a sandwich with bread and lettuce.',
  subtasks: ['Slice the bread', 'Put lettuce on the bread'],
  neededObjects: ['Bread', 'Lettuce', 'Knife'],
};

export const API_KEY = 'sk-test-SECRET-0123456789abcdef';

export const stage1Messages = [
  { role: 'system' as const, content: 'You decompose household tasks.' },
  { role: 'user' as const, content: 'Instruction: I feel hungry. Objects: Bread, Lettuce, Knife, Fridge.' },
];

/** Collects every record it is given. */
export function memoryRecorder(): { calls: LlmCallRecord[]; record(call: LlmCallRecord): void } {
  const calls: LlmCallRecord[] = [];
  return { calls, record: (call) => void calls.push(call) };
}

/** A sleep that resolves at once and remembers what it was asked to wait. */
export function recordingSleep(): { delays: number[]; sleep(ms: number): Promise<void> } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

/** A live client on the scripted server, with millisecond backoff; a reply is awaited as long as a loaded machine may need. */
export function clientFor(server: ScriptedOpenAI, options: Partial<LlmClientOptions> = {}): LlmClient {
  return createLlmClient({
    apiKey: API_KEY,
    baseURL: server.baseURL,
    model: 'gpt-4o',
    timeoutMs: EVENT_BOUND_MS,
    maxRetries: 3,
    backoff: { baseDelayMs: 1, maxDelayMs: 4 },
    ...options,
  });
}

/** The JSON body of the i-th request the server received. */
export function bodyOf(server: ScriptedOpenAI, index: number): {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> }; schema?: Record<string, unknown> };
  temperature?: number;
  max_tokens?: number;
  seed?: number;
} {
  const request = server.requests[index];
  if (request === undefined) throw new Error(`no request #${index}; got ${server.requests.length}`);
  return request.body as ReturnType<typeof bodyOf>;
}

/** The error `promise` fails with; throws when it succeeds. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the call to fail');
  return outcome;
}
