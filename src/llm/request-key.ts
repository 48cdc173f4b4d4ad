/** The content address of an LLM request, shared by the cache and replay. */
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import type { LlmRequest } from './types.js';

/**
 * sha256 (hex) of the canonical JSON of `{model, messages, responseFormat, temperature}`.
 * The stage is deliberately not part of it: the same request gets the same reply whatever
 * asked for it.
 */
export function requestKey(request: LlmRequest): string {
  const identity = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    responseFormat: request.responseFormat,
    temperature: request.temperature,
  };
  return createHash('sha256').update(canonicalJson(identity)).digest('hex');
}
