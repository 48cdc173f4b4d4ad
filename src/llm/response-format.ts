/**
 * Builds the structured-output `response_format` from a zod schema, so the zod schema stays the
 * single source of truth for both the request and the validation of the reply.
 */
import type { z } from 'zod';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { JsonSchemaResponseFormat } from './types.js';

const SCHEMA_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `{type: 'json_schema', json_schema: {name, strict: true, schema}}` for `schema`, with every bound
 * the zod schema sets (`maxLength`, `maxItems`): a server that enforces the schema with a grammar
 * then cannot run away inside a string. A server that refuses the bounds is asked without string
 * bounds (mode `json_schema_no_bounds`, see structured-modes.ts); the zod schema still checks them.
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
  const sent = factorRepeatedEnums(structuredClone(jsonSchema.schema ?? {}) as Record<string, unknown>);
  return { type: 'json_schema', json_schema: { name: jsonSchema.name, strict: true, schema: sent } };
}

/**
 * String length limits (`minLength`, `maxLength`) are part of the request where the server takes
 * them (llama.cpp and vLLM compile them into the grammar, so a small model cannot run away inside
 * a string), but OpenAI's own API refuses them in strict mode: it is asked in mode
 * `json_schema_no_bounds` (structured-modes.ts). The zod schema enforces them on the reply either way.
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

/** The response format without string length limits (array bounds stay: strict mode takes them). */
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

/** An enum this long, used more than once, is written once under `$defs` and referred to. */
const LONG_ENUM = 8;

/**
 * Writes every long enum that occurs more than once (a program's object names, one per skill
 * parameter) once under `$defs`, each use becoming a `$ref`: the request and the grammar a server
 * builds from it stay small. Both OpenAI's strict mode and llama.cpp accept local `$ref`s.
 */
export function factorRepeatedEnums(schema: Record<string, unknown>): Record<string, unknown> {
  const counts = new Map<string, number>();
  const visit = (node: unknown, act: (n: Record<string, unknown>) => unknown): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, act));
    if (node === null || typeof node !== 'object') return node;
    const replaced = act(node as Record<string, unknown>);
    if (replaced !== node) return replaced;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, act)]));
  };
  const isLongEnum = (n: Record<string, unknown>) => Array.isArray(n.enum) && n.enum.length >= LONG_ENUM;
  visit(schema, (n) => {
    if (isLongEnum(n)) counts.set(JSON.stringify(n), (counts.get(JSON.stringify(n)) ?? 0) + 1);
    return n;
  });
  const names = new Map<string, string>();
  for (const [text, count] of counts) if (count > 1) names.set(text, `enum${names.size + 1}`);
  if (names.size === 0) return schema;
  const factored = visit(schema, (n) => {
    const name = isLongEnum(n) ? names.get(JSON.stringify(n)) : undefined;
    return name === undefined ? n : { $ref: `#/$defs/${name}` };
  }) as Record<string, unknown>;
  const existing = (factored.$defs ?? {}) as Record<string, unknown>;
  const defs = Object.fromEntries([...names].map(([text, name]) => [name, JSON.parse(text) as unknown]));
  return { ...factored, $defs: { ...existing, ...defs } };
}
