/** The content address of an LLM request, shared by the cache and replay. */
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import type { LlmRequest } from './types.js';

/**
 * sha256 (hex) of the canonical JSON of `{model, messages, responseFormat, temperature}`, plus
 * `maxTokens`, `seed` and `grammar` when they are set (so records made before they existed keep their key).
 * The stage is deliberately not part of it: the same request gets the same reply whatever
 * asked for it.
 */
export function requestKey(request: LlmRequest): string {
  const identity = {
    model: request.model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    responseFormat: request.responseFormat,
    temperature: request.temperature,
    ...(request.maxTokens === null ? {} : { maxTokens: request.maxTokens }),
    ...(request.seed === null ? {} : { seed: request.seed }),
    ...(request.grammar === null || request.grammar === undefined ? {} : { grammar: request.grammar }),
  };
  return createHash('sha256').update(canonicalJson(identity)).digest('hex');
}
