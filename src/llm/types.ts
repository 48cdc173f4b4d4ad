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

/**
 * The `json_object` response format (any JSON object). `schema` is llama-cpp-python's extension:
 * its server turns the schema into a grammar; others ignore it or refuse the request.
 */
export const JsonObjectResponseFormatSchema = z.object({
  type: z.literal('json_object'),
  schema: z.record(z.string(), z.unknown()).optional(),
});
export type JsonObjectResponseFormat = z.infer<typeof JsonObjectResponseFormatSchema>;

/**
 * How a structured reply is asked for, from the strongest to the weakest (see structured-modes.ts):
 * the whole schema enforced by the server; the same without string length bounds; `json_object`
 * with the schema attached; `json_object` with the schema in the prompt; plain text with the
 * schema in the prompt.
 */
export const StructuredModeSchema = z.enum(['json_schema', 'json_schema_no_bounds', 'json_object_schema', 'json_object', 'text']);
export type StructuredMode = z.infer<typeof StructuredModeSchema>;

/** What identifies a request: the fields the cache key is computed from. */
export const LlmRequestSchema = z.object({
  model: z.string(),
  messages: z.array(ChatMessageSchema),
  /** null for plain-text calls (and structured calls in `text` mode). */
  responseFormat: z.union([JsonSchemaResponseFormatSchema, JsonObjectResponseFormatSchema]).nullable(),
  /** null when the endpoint's default is used. */
  temperature: z.number().nullable(),
  /** The reply's token limit (`max_tokens`); null only in records made before it was always sent. */
  maxTokens: z.number().int().positive().nullable().default(null),
  /** The sampling seed; null when none is sent. */
  seed: z.number().int().nullable().default(null),
  /** A GBNF grammar the server holds the reply to (llama.cpp's `grammar`); absent when none is sent. */
  grammar: z.string().nullable().optional(),
});
export type LlmRequest = z.infer<typeof LlmRequestSchema>;

/** Token usage of one call. */
export const TokenUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
  /** True when the endpoint reported no usage and these numbers come from `countTokens`. */
  estimated: z.boolean(),
  /**
   * Prompt tokens the server took from its prompt cache instead of evaluating them (llama.cpp's
   * `timings.cache_n`, OpenAI's `prompt_tokens_details.cached_tokens`); null when it does not say.
   * The tokens it evaluated are `promptTokens - cachedPromptTokens`.
   */
  cachedPromptTokens: z.number().int().nonnegative().nullable().default(null),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/**
 * What llama.cpp's server reports of one call beside the reply (its `timings`): how much of the
 * prompt came from its prompt cache and how much it evaluated, how long each part took, and the
 * draft model's proposals under speculative decoding.
 */
export const ServerTimingsSchema = z.object({
  cachedTokens: z.number().int().nonnegative(),
  evaluatedTokens: z.number().int().nonnegative(),
  promptMs: z.number().nonnegative(),
  generatedTokens: z.number().int().nonnegative(),
  generationMs: z.number().nonnegative(),
  /** Tokens the draft model proposed and how many the model kept; null without speculative decoding. */
  draftTokens: z.number().int().nonnegative().nullable(),
  draftAccepted: z.number().int().nonnegative().nullable(),
});
export type ServerTimings = z.infer<typeof ServerTimingsSchema>;

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
  /** How a structured reply was asked for; null for a plain-text call (and in older records). */
  mode: StructuredModeSchema.nullable().default(null),
  /** The server's own timings (llama.cpp); null where it reports none (and in older records). */
  timings: ServerTimingsSchema.nullable().default(null),
});
export type LlmCallRecord = z.infer<typeof LlmCallRecordSchema>;

/** One HTTP attempt that gave no usable reply (it may have been retried). */
export const LlmFailedAttemptSchema = z.object({
  stage: z.string(),
  /** 1-based attempt number of the request. */
  attempt: z.number().int().positive(),
  /** How many attempts the request was allowed. */
  attemptsAllowed: z.number().int().positive(),
  /** `timeout`, `connection`, `http`, `rejected`, `auth`, or `reply` (empty, truncated, garbage, refusal). */
  kind: z.string(),
  /** The HTTP status, when the server answered with one. */
  status: z.number().int().nullable(),
  message: z.string(),
  /** Time the attempt took, in milliseconds. */
  elapsedMs: z.number().nonnegative(),
  /** Whether another attempt follows, and after how long. */
  retryInMs: z.number().nonnegative().nullable(),
  mode: StructuredModeSchema.nullable(),
});
export type LlmFailedAttempt = z.infer<typeof LlmFailedAttemptSchema>;

/** How the structured-output mode of an endpoint was settled (see structured-modes.ts). */
export const StructuredModeNoteSchema = z.object({
  /** The endpoint, without credentials. */
  endpoint: z.string(),
  model: z.string(),
  mode: StructuredModeSchema,
  /** True when this client found it out; false when it was known already (another client, or forced). */
  detectedHere: z.boolean(),
  /** The stronger modes the endpoint refused, with its answer. */
  refused: z.array(z.object({ mode: StructuredModeSchema, status: z.number().int().nullable(), message: z.string() })),
});
export type StructuredModeNote = z.infer<typeof StructuredModeNoteSchema>;

/** Receives every call a client makes; the session transcript implements it. */
export interface LlmRecorder {
  record(call: LlmCallRecord): void | Promise<void>;
  /** Every attempt that failed, retried or not (progress lines, the transcript). */
  attemptFailed?(failure: LlmFailedAttempt): void;
  /** The structured-output mode, once per client when it first asks for a structured reply. */
  structuredMode?(note: StructuredModeNote): void;
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

/** How one call departs from the client's settings. */
export interface CallOptions {
  /**
   * The last reply repeated one already tried: sample more freely this time (a temperature of at
   * least EXPLORE_TEMPERATURE where one is set), so the same prompt can give another answer.
   */
  explore?: boolean;
}

/** A reply held to a GBNF grammar, and the check of the reply. */
export interface GrammarReply {
  grammar: string;
  check: ReplyCheck;
  /**
   * The schema the checked reply stands for, when it stands for one: a reply that never passes
   * the check then fails as a schema failure of that name, as the JSON form's reply would.
   */
  schemaName?: string;
}

/** The outcome of a grammar call: the usable reply, or `unsupported` when the endpoint takes no grammar. */
export type GrammarResult = ({ ok: true } & TextResult) | { ok: false; unsupported: true; calls: LlmCallRecord[] };

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
   * The structured-output mode the endpoint is known to serve, or undefined before the first
   * structured reply settled it.
   */
  structuredMode(): StructuredMode | undefined;
  /**
   * Asks for a JSON reply matching `schema` in the endpoint's structured-output mode (a strict
   * `json_schema` response format named `schemaName` where the server accepts it, else weaker
   * forms), validates it with the same zod schema, and repeats the request with the validation
   * error appended when it does not match, up to the client's schema-retry limit.
   */
  structured<S extends z.ZodType>(
    stage: string,
    messages: ChatMessage[],
    schema: S,
    schemaName: string,
    options?: CallOptions,
  ): Promise<StructuredResult<z.infer<S>>>;
  /**
   * Asks for a plain-text reply (code generation, refinement). With `check`, a reply it refuses
   * is answered with its feedback and asked again, up to the client's schema-retry limit.
   */
  text(stage: string, messages: ChatMessage[], check?: ReplyCheck, options?: CallOptions): Promise<TextResult>;
  /**
   * Asks for a reply held to a GBNF grammar where the endpoint is known to take one: llama.cpp's
   * server, which says so by reporting its `timings` with a reply (another server may ignore an
   * unknown field, so none is assumed to take it). Replies failing `check` are answered and asked
   * again as for `text`. Anywhere else, or when the endpoint refuses the grammar, the result says
   * `unsupported` and the caller asks another way.
   */
  grammar?(stage: string, messages: ChatMessage[], reply: GrammarReply, options?: CallOptions): Promise<GrammarResult>;
}
