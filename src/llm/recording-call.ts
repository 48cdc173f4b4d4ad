/**
 * Turns an exchange into call records: times it, counts tokens, hands every record to the
 * recorder and stores it in the cache under its content address.
 */
import { fsReason } from '../fs-errors.js';
import { LIMITS } from '../limits.js';
import type { CallFn } from './client-core.js';
import { LlmReplyError } from './errors.js';
import type { LlmCache } from './cache.js';
import type { Exchange } from './openai-exchange.js';
import { requestKey } from './request-key.js';
import { countMessageTokens } from './token-count.js';
import type { LlmCallRecord, LlmRecorder } from './types.js';

export interface RecordingOptions {
  recorder?: LlmRecorder | undefined;
  cache?: LlmCache | undefined;
  /**
   * Told, once, when the cache cannot be written (read-only, full disk): the reply is paid for
   * and the run goes on without storing it rather than dying right after the call.
   */
  warn?: ((message: string) => void) | undefined;
  /** The cache stream this client's replies are kept in (one per experiment episode), apart from others sending the same requests. */
  cacheStream?: string | undefined;
  /** Monotonic milliseconds, for latency. */
  now?: () => number;
}

/** A call function that makes live exchanges and records each one. */
export function createRecordingCall(exchange: Exchange, options: RecordingOptions = {}): CallFn {
  const now = options.now ?? (() => performance.now());
  // How many times this client has sent each request: the n-th is stored as occurrence n.
  const occurrences = new Map<string, number>();
  let cacheBroken = false;
  const store = async (record: LlmCallRecord, occurrence: number): Promise<void> => {
    if (options.cache === undefined || cacheBroken) return;
    try {
      await options.cache.put(record, occurrence, options.cacheStream);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === undefined) throw error;
      cacheBroken = true;
      options.warn?.(`warning: cannot write the LLM cache in ${options.cache.dir} (${fsReason(error)}); going on without storing replies for replay`);
    }
  };

  return async (stage, request, mode) => {
    const key = requestKey(request);
    const startedAt = new Date().toISOString();
    const started = now();
    const reply = await exchange(stage, request, mode);
    // Refused before it is recorded, cached or parsed: a runaway reply must not fill the session.
    checkReplySize(stage, reply.text);
    const record: LlmCallRecord = {
      version: 1,
      key,
      stage,
      request,
      response: { text: reply.text, finishReason: reply.finishReason },
      usage: reply.usage,
      promptTokenEstimate: countMessageTokens(request.messages),
      latencyMs: Math.max(0, now() - started),
      attempts: reply.attempts,
      cacheHit: false,
      startedAt,
      mode,
      timings: reply.timings,
    };
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    await store(record, occurrence);
    await options.recorder?.record(record);
    return record;
  };
}

/** Refuses a reply over LIMITS.llmReplyBytes (exit 3: the endpoint misbehaved). */
function checkReplySize(stage: string, text: string): void {
  if (text.length * 3 <= LIMITS.llmReplyBytes) return; // cannot be over: no need to count bytes
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= LIMITS.llmReplyBytes) return;
  const n = (x: number) => x.toLocaleString('en');
  throw new LlmReplyError(stage, 'oversized', `the reply is ${n(bytes)} bytes; the limit is ${n(LIMITS.llmReplyBytes)} bytes (llmReplyBytes), and nothing of it was kept`);
}
