/**
 * Structured outputs on any OpenAI-compatible server. Servers differ: OpenAI, vLLM and llama.cpp's
 * own server enforce a `json_schema` response format; llama-cpp-python's server refuses it (HTTP
 * 500) but turns a schema attached to `json_object` into a grammar; others know only `json_object`
 * or nothing. Each mode below is one way of asking, strongest first; an endpoint that refuses one
 * is asked the next way, and every reply is validated by the same zod schema whatever the mode.
 */
import type { z } from 'zod';
import { jsonSchemaResponseFormat, withoutStringLengths } from './response-format.js';
import type { ChatMessage, LlmRequest, StructuredMode } from './types.js';

/** Every mode, strongest first. */
export const STRUCTURED_MODES: readonly StructuredMode[] = ['json_schema', 'json_schema_no_bounds', 'json_object_schema', 'json_object', 'text'];

/** Modes in which the server itself holds the reply to the schema (when it honours the request). */
const ENFORCED: ReadonlySet<StructuredMode> = new Set(['json_schema', 'json_schema_no_bounds', 'json_object_schema']);

/** True when the server constrains replies to the schema in this mode (a grammar or strict decoding). */
export function enforcesSchema(mode: StructuredMode): boolean {
  return ENFORCED.has(mode);
}

/** The modes tried after `mode`, in order. */
export function weakerModes(mode: StructuredMode): StructuredMode[] {
  return STRUCTURED_MODES.slice(STRUCTURED_MODES.indexOf(mode) + 1);
}

/** What one structured request sends in a mode: its response format and its messages. */
export function structuredRequestShape(
  mode: StructuredMode,
  messages: readonly ChatMessage[],
  schema: z.ZodType,
  name: string,
): { responseFormat: LlmRequest['responseFormat']; messages: ChatMessage[] } {
  const format = jsonSchemaResponseFormat(schema, name);
  switch (mode) {
    case 'json_schema':
      return { responseFormat: format, messages: [...messages] };
    case 'json_schema_no_bounds':
      return { responseFormat: withoutStringLengths(format), messages: [...messages] };
    case 'json_object_schema':
      // The server builds a grammar from the schema: the prompt stays as it is (and small).
      return { responseFormat: { type: 'json_object', schema: format.json_schema.schema }, messages: [...messages] };
    case 'json_object':
      return { responseFormat: { type: 'json_object' }, messages: withSchemaInPrompt(messages, format.json_schema.schema) };
    case 'text':
      return { responseFormat: null, messages: withSchemaInPrompt(messages, format.json_schema.schema) };
  }
}

/**
 * The schema as the last paragraph of the last message: where the server does not hold the
 * model to it, the model must read it. Last, so that the prompt's shared prefix stays the same.
 */
function withSchemaInPrompt(messages: readonly ChatMessage[], schema: Record<string, unknown>): ChatMessage[] {
  const copy = [...messages];
  const last = copy.at(-1);
  const instruction = `Reply with only one JSON object, no prose and no code fence, that matches this JSON schema:\n${JSON.stringify(schema)}`;
  if (last === undefined) return [{ role: 'user', content: instruction }];
  copy[copy.length - 1] = { ...last, content: `${last.content}\n\n${instruction}` };
  return copy;
}
