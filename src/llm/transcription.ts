/**
 * Speech to text through an OpenAI-compatible `/audio/transcriptions` endpoint with the `openai`
 * SDK: the same retry loop, backoff, error classes and redaction as the chat client.
 */
import OpenAI, { toFile } from 'openai';
import { EnvironmentError } from '../errors.js';
import { DEFAULT_BACKOFF, sleep as realSleep, type BackoffPolicy } from './backoff.js';
import { classifyThrown } from './classify-failure.js';
import { failureError } from './failure-error.js';
import { describeEndpoint } from './redact.js';
import { withRetries, type AttemptOutcome } from './retry.js';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
// Local servers ignore the key, but the SDK insists on one.
const PLACEHOLDER_KEY = 'no-key-needed';
/** The stage an unusable transcription is reported under, as the chat client names its stages. */
const STAGE = 'transcription';

export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';

export interface TranscriptionClientOptions {
  /** OPENAI_API_KEY; may be omitted when `baseURL` points at a server that needs none. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL; default OpenAI's own endpoint. */
  baseURL?: string | undefined;
  /** Default whisper-1. */
  model?: string | undefined;
  /** Per-attempt timeout (default 120 s). */
  timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx and connection errors (default 3). */
  maxRetries?: number;
  /** Backoff between retries (tests make it tiny). */
  backoff?: Partial<BackoffPolicy>;
  sleep?: (ms: number) => Promise<void>;
  /** An ISO-639-1 hint for the spoken language, e.g. "en". */
  language?: string | undefined;
}

/** One recording to transcribe: its bytes, the file name the endpoint is told (its extension names the format), its type. */
export interface AudioUpload {
  bytes: Uint8Array;
  name: string;
  mimeType: string;
}

/** The text of one recording. */
export interface Transcription {
  text: string;
  model: string;
  /** HTTP attempts it took. */
  attempts: number;
  latencyMs: number;
}

export type TranscribeAudio = (audio: AudioUpload) => Promise<Transcription>;

/**
 * Creates a transcription client.
 * @throws EnvironmentError when neither an API key nor a base URL is given
 * @throws RangeError for a non-positive timeout or a negative or fractional retry count
 */
export function createTranscriptionClient(options: TranscriptionClientOptions): TranscribeAudio {
  if (options.apiKey === undefined && options.baseURL === undefined) {
    throw new EnvironmentError(
      'no transcription endpoint configured: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server ' +
        'that serves /audio/transcriptions), or type the request instead of using --voice/--audio',
    );
  }
  const baseURL = options.baseURL ?? OPENAI_BASE_URL;
  const model = options.model ?? DEFAULT_TRANSCRIBE_MODEL;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxRetries = options.maxRetries ?? 3;
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${timeoutMs}`);
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new RangeError(`maxRetries must be a whole number >= 0, got ${maxRetries}`);
  const sdk = new OpenAI({ apiKey: options.apiKey ?? PLACEHOLDER_KEY, baseURL, maxRetries: 0, timeout: timeoutMs });
  const policy = { maxRetries, backoff: { ...DEFAULT_BACKOFF, ...options.backoff }, sleep: options.sleep ?? realSleep };

  return async (audio) => {
    const started = Date.now();
    const outcome = await withRetries(() => attemptOnce(audio), policy);
    if (outcome.ok) return { text: outcome.value, model, attempts: outcome.attempts, latencyMs: Date.now() - started };
    throw failureError(outcome.failure, outcome.attempts, {
      service: 'transcription',
      endpoint: describeEndpoint(baseURL),
      stage: STAGE,
      during: '',
      rejected: `${audio.name} with model '${model}'`,
      rejectedHint: '; does it serve /audio/transcriptions with that model?',
      replyContext: ` in ${audio.name}`,
      timeoutMs,
      apiKey: options.apiKey,
    });
  };

  async function attemptOnce(audio: AudioUpload): Promise<AttemptOutcome<string>> {
    let reply: unknown;
    try {
      // A fresh upload per attempt: a file body cannot be sent twice.
      const file = await toFile(audio.bytes, audio.name, { type: audio.mimeType });
      reply = await sdk.audio.transcriptions.create({
        file,
        model,
        response_format: 'json',
        ...(options.language === undefined ? {} : { language: options.language }),
      });
    } catch (error) {
      return { ok: false, failure: classifyThrown(error) };
    }
    const text = (reply as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') {
      return { ok: false, failure: { kind: 'reply', reason: 'garbage', message: 'the reply has no "text" field', retryable: true } };
    }
    if (text.trim() === '') {
      // Silence transcribes to nothing; asking again would give the same.
      return { ok: false, failure: { kind: 'reply', reason: 'empty', message: 'no speech was recognised in the audio', retryable: false } };
    }
    return { ok: true, value: text.trim() };
  }
}
