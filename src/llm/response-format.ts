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
  const sent = withoutUnsupportedKeywords(structuredClone(jsonSchema.schema ?? {})) as Record<string, unknown>;
  return { type: 'json_schema', json_schema: { name: jsonSchema.name, strict: true, schema: sent } };
}

/**
 * Keywords the structured-output subset of JSON Schema does not accept (string length limits).
 * They are left out of the request only; the zod schema still enforces them on the reply, and
 * a violation goes back to the model as a validation error.
 */
const UNSUPPORTED_KEYWORDS = new Set(['minLength', 'maxLength']);

function withoutUnsupportedKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupportedKeywords);
  if (node === null || typeof node !== 'object') return node;
  const isStringSchema = (node as { type?: unknown }).type === 'string';
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !(isStringSchema && UNSUPPORTED_KEYWORDS.has(key)))
      .map(([key, value]) => [key, withoutUnsupportedKeywords(value)]),
  );
}
