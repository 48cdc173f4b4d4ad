/**
 * The shapes every LLM client (live, replay) shares: messages, requests, call records, results.
 * Call records are zod schemas because they are read back from disk (cache, transcripts).
 */
import { z } from 'zod';

/** One chat message, as sent to the endpoint. */
export const ChatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The `response_format` of a structured-output request (OpenAI `json_schema` form). */
export const JsonSchemaResponseFormatSchema = z.object({
  type: z.literal('json_schema'),
  json_schema: z.object({
    name: z.string(),
    strict: z.literal(true),
    schema: z.record(z.string(), z.unknown()),
  }),
});
export type JsonSchemaResponseFormat = z.infer<typeof JsonSchemaResponseFormatSchema>;

/** What identifies a request: the fields the cache key is computed from. */
export const LlmRequestSchema = z.object({
  model: z.string(),
  messages: z.array(ChatMessageSchema),
  /** null for plain-text calls. */
  responseFormat: JsonSchemaResponseFormatSchema.nullable(),
  /** null when the endpoint's default is used. */
  temperature: z.number().nullable(),
});
export type LlmRequest = z.infer<typeof LlmRequestSchema>;

/** Token usage of one call. */
export const TokenUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
  /** True when the endpoint reported no usage and these numbers come from `countTokens`. */
  estimated: z.boolean(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/**
 * One request/reply exchange with the LLM: what was asked, what came back, what it cost.
 * Transport retries of the same request are one record (`attempts` counts them); a schema
 * retry is a new request and so a new record.
 */
export const LlmCallRecordSchema = z.object({
  /** Record format version. */
  version: z.literal(1),
  /** The content address of the request (see `requestKey`). */
  key: z.string().regex(/^[0-9a-f]{64}$/),
  /** The planning stage that made the call, e.g. `stage1`, `codegen`. */
  stage: z.string(),
  request: LlmRequestSchema,
  response: z.object({
    text: z.string(),
    finishReason: z.string().nullable(),
  }),
  usage: TokenUsageSchema,
  /** Estimated size of the request messages in tokens (see `countTokens`). */
  promptTokenEstimate: z.number().int().nonnegative(),
  /** Wall time of the whole exchange including retries, in milliseconds. */
  latencyMs: z.number().nonnegative(),
  /** HTTP attempts made (1 = no retry); 0 for a replayed call. */
  attempts: z.number().int().nonnegative(),
  /** True when the reply came from the cache or a transcript instead of the endpoint. */
  cacheHit: z.boolean(),
  /** ISO time the exchange started. */
  startedAt: z.string(),
});
export type LlmCallRecord = z.infer<typeof LlmCallRecordSchema>;

/** Receives every call a client makes; the session transcript implements it. */
export interface LlmRecorder {
  record(call: LlmCallRecord): void | Promise<void>;
}

/** The result of a structured call. */
export interface StructuredResult<T> {
  /** The reply, parsed and validated by the zod schema. */
  value: T;
  /** How many times a reply failed the schema and the call was repeated with the error. */
  validationRetries: number;
  /** Every exchange made, in order (validationRetries + 1 of them). */
  calls: LlmCallRecord[];
}

/** The result of a plain-text call. */
export interface TextResult {
  text: string;
  /** The exchange whose reply is `text` (the last of `calls`). */
  call: LlmCallRecord;
  /** Every exchange made, in order: the replies its check refused, then the one used. */
  calls: LlmCallRecord[];
}

/**
 * A caller's test of a plain-text reply: null when it can be used, else what is wrong (for the
 * error) and the message that asks the model again (appended after its reply).
 */
export type ReplyCheck = (text: string) => { problem: string; feedback: string } | null;

/** What the planner talks to; implemented by the live client and the replay client. */
export interface LlmClient {
  /** The model requests are made for. */
  readonly model: string;
  /**
   * Asks for a JSON reply matching `schema` (sent as a strict `json_schema` response format
   * named `schemaName`), validates it, and repeats the request with the validation error
   * appended when it does not match, up to the client's schema-retry limit.
   */
  structured<S extends z.ZodType>(
    stage: string,
    messages: ChatMessage[],
    schema: S,
    schemaName: string,
  ): Promise<StructuredResult<z.infer<S>>>;
  /**
   * Asks for a plain-text reply (code generation, refinement). With `check`, a reply it refuses
   * is answered with its feedback and asked again, up to the client's schema-retry limit.
   */
  text(stage: string, messages: ChatMessage[], check?: ReplyCheck): Promise<TextResult>;
}
