/** The connection to an OpenAI-compatible service: chat (text and structured), transcription, record/replay, the cache, retries, token estimates. */
export type {
  CallOptions,
  ChatMessage,
  GrammarReply,
  GrammarResult,
  LlmFailedAttempt,
  StructuredMode,
  StructuredModeNote,
  JsonSchemaResponseFormat,
  LlmCallRecord,
  LlmClient,
  LlmRecorder,
  LlmRequest,
  ReplyCheck,
  StructuredResult,
  TextResult,
  TokenUsage,
} from './types.js';
export { LlmCallRecordSchema, LlmFailedAttemptSchema, StructuredModeNoteSchema, StructuredModeSchema } from './types.js';
export { createLlmClient, type LlmClientOptions } from './client.js';
export { createReplayClient, type ReplayClientOptions } from './replay.js';
export { openLlmClient, type LlmControl, type OpenLlmClientOptions } from './open-client.js';
export { cacheOrigin, callsSource, openCacheSource, openTranscriptSource, type ReplayOrigin, type ReplaySource } from './replay-source.js';
export { DEFAULT_CACHE_DIR, openLlmCache, type LlmCache } from './cache.js';
export { LLM_CALL_LINE_TYPE, llmCallTranscriptLine } from './transcript-line.js';
export { LlmReplyError, LlmRequestRefusedError, ReplayMissError, type LlmReplyFailure } from './errors.js';
export { DEFAULT_LLM_TIMEOUT_SECONDS, DEFAULT_MODEL, llmConfigFromEnv, parseLlmTimeout, type LlmEnv, type LlmEnvConfig } from './config.js';
export { DEFAULT_MAX_TOKENS, DEFAULT_SAMPLING, maxTokensFor, parseMaxTokens, type MaxTokens, type Sampling } from './sampling.js';
export { enforcesSchema, STRUCTURED_MODES } from './structured-modes.js';
export { countMessageTokens, countTokens } from './token-count.js';
export { requestKey } from './request-key.js';
export { jsonSchemaResponseFormat } from './response-format.js';
export { describeEndpoint, redactSecret } from './redact.js';
export { DEFAULT_BACKOFF, retryDelayMs, sleep, type BackoffPolicy } from './backoff.js';
export { classifyThrown, type AttemptFailure } from './classify-failure.js';
export { isLocalEndpoint, serverSlots } from './server-slots.js';
export type { TokenProgress } from './stream-reply.js';
export {
  createTranscriptionClient,
  DEFAULT_TRANSCRIBE_MODEL,
  type AudioUpload,
  type TranscribeAudio,
  type TranscriptionClientOptions,
  type Transcription,
} from './transcription.js';
