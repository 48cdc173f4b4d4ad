/**
 * Builds the structured-output `response_format` from a zod schema, so the zod schema stays the
 * single source of truth for both the request and the validation of the reply.
 */
import type { z } from 'zod';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { JsonSchemaResponseFormat } from './types.js';

const SCHEMA_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `{type: 'json_schema', json_schema: {name, strict: true, schema}}` for `schema`.
 * Uses the `openai` package's zod helper (it supports zod v4 via `z.toJSONSchema` and applies
 * the strict-mode rules: every property required, no additional properties).
 * @throws Error when the name is not allowed or the schema cannot be expressed in strict mode
 *   (e.g. `.optional()` without `.nullable()`): a programming error in the caller's schema.
 */
export function jsonSchemaResponseFormat(schema: z.ZodType, name: string): JsonSchemaResponseFormat {
  if (!SCHEMA_NAME.test(name)) {
    throw new Error(`structured-output schema name '${name}' must be 1-64 letters, digits, '_' or '-'`);
  }
  let built: ReturnType<typeof zodResponseFormat>;
  try {
    built = zodResponseFormat(schema, name);
  } catch (error) {
    throw new Error(`schema '${name}' cannot be used for strict structured outputs: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // Plain data only: the helper attaches parser functions we do not use.
  const jsonSchema = built.json_schema;
  return { type: 'json_schema', json_schema: { name: jsonSchema.name, strict: true, schema: structuredClone(jsonSchema.schema ?? {}) as Record<string, unknown> } };
}

/**
 * String length limits (`minLength`, `maxLength`) are part of the request and of its key, but
 * OpenAI's own API refuses them in strict mode; servers that compile the schema to a grammar
 * (llama.cpp, vLLM) honour them. The zod schema enforces them on the reply either way.
 */
const STRING_LENGTH_KEYWORDS = new Set(['minLength', 'maxLength']);

/** Whether an endpoint accepts string length limits in a strict schema: all but OpenAI's own API. */
export function acceptsStringLengths(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname !== 'api.openai.com';
  } catch {
    return true;
  }
}

/** The response format as sent to an endpoint that does not accept string length limits. */
export function withoutStringLengths(format: JsonSchemaResponseFormat): JsonSchemaResponseFormat {
  return { ...format, json_schema: { ...format.json_schema, schema: strip(format.json_schema.schema) as Record<string, unknown> } };
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const isStringSchema = (node as { type?: unknown }).type === 'string';
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !(isStringSchema && STRING_LENGTH_KEYWORDS.has(key)))
      .map(([key, value]) => [key, strip(value)]),
  );
}
