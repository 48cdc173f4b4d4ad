/**
 * Speech to text through an OpenAI-compatible `/audio/transcriptions` endpoint with the
 * `openai` SDK. Retries, backoff, error classes and redaction are the chat client's (src/llm):
 * a refused key is an EnvironmentError (exit 3), a server that keeps failing too.
 */
import OpenAI, { toFile } from 'openai';
import { EnvironmentError } from '../errors.js';
import { DEFAULT_BACKOFF, retryDelayMs, sleep as realSleep, type BackoffPolicy } from '../llm/index.js';
import { classifyThrown, type AttemptFailure } from '../llm/index.js';
import { LlmReplyError } from '../llm/index.js';
import { describeEndpoint, redactSecret } from '../llm/index.js';
import type { AudioFile } from './audio-file.js';
import { DEFAULT_TRANSCRIBE_MODEL } from './transcribe-config.js';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
// Local servers ignore the key, but the SDK insists on one.
const PLACEHOLDER_KEY = 'no-key-needed';
/** The stage name used in errors, as the chat client names its stages. */
const STAGE = 'transcription';

/** Other extensions the endpoint recognises for a format, besides the format's own. */
const EXTENSION_ALIASES: Record<string, readonly string[]> = {
  mp3: ['mpeg', 'mpga'],
  m4a: ['mp4'],
  ogg: ['oga'],
};

export interface TranscriberOptions {
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

/** The text of one recording. */
export interface Transcription {
  text: string;
  model: string;
  /** HTTP attempts it took. */
  attempts: number;
  latencyMs: number;
}

export type Transcriber = (audio: AudioFile) => Promise<Transcription>;

/**
 * Creates a transcriber.
 * @throws EnvironmentError when neither an API key nor a base URL is given
 */
export function createTranscriber(options: TranscriberOptions): Transcriber {
  if (options.apiKey === undefined && options.baseURL === undefined) {
    throw new EnvironmentError(
      'no transcription endpoint configured: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server ' +
        'that serves /audio/transcriptions), or type the request instead of using --voice/--audio',
    );
  }
  const apiKey = options.apiKey ?? PLACEHOLDER_KEY;
  const baseURL = options.baseURL ?? OPENAI_BASE_URL;
  const model = options.model ?? DEFAULT_TRANSCRIBE_MODEL;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxRetries = options.maxRetries ?? 3;
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${timeoutMs}`);
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new RangeError(`maxRetries must be a whole number >= 0, got ${maxRetries}`);
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const wait = options.sleep ?? realSleep;
  const sdk = new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: timeoutMs });
  const endpoint = describeEndpoint(baseURL);
  const clean = (text: string) => redactSecret(text, options.apiKey);

  return async (audio) => {
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await attemptOnce(audio);
      if (outcome.ok) return { text: outcome.text, model, attempts: attempt, latencyMs: Date.now() - started };
      const failure = outcome.failure;
      if (!failure.retryable || attempt > maxRetries) fail(failure, attempt, audio);
      await wait(retryDelayMs(attempt, failure.kind === 'http' ? failure.headers : undefined, backoff));
    }
  };

  async function attemptOnce(audio: AudioFile): Promise<{ ok: true; text: string } | { ok: false; failure: AttemptFailure }> {
    let reply: unknown;
    try {
      // A fresh upload per attempt: a file body cannot be sent twice.
      const file = await toFile(audio.bytes, uploadName(audio), { type: audio.format.mimeType });
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
    return { ok: true, text: text.trim() };
  }

  function fail(failure: AttemptFailure, attempts: number, audio: AudioFile): never {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    switch (failure.kind) {
      case 'auth':
        throw new EnvironmentError(
          clean(
            `the transcription endpoint ${endpoint} refused the API key (HTTP ${failure.status}: ${failure.message}). ` +
              'Check OPENAI_API_KEY (and OPENAI_BASE_URL for a non-OpenAI server).',
          ),
        );
      case 'rejected':
        throw new EnvironmentError(
          clean(
            `the transcription endpoint ${endpoint} rejected ${audio.name} with model '${model}' ` +
              `(HTTP ${failure.status}: ${failure.message}); does it serve /audio/transcriptions with that model?`,
          ),
        );
      case 'http':
        throw new EnvironmentError(clean(`the transcription endpoint ${endpoint} kept failing after ${tries} (HTTP ${failure.status}: ${failure.message})`));
      case 'timeout':
        throw new EnvironmentError(clean(`the transcription endpoint ${endpoint} did not answer within ${timeoutMs} ms (${tries})`));
      case 'connection':
        throw new EnvironmentError(
          clean(`cannot reach the transcription endpoint ${endpoint} after ${tries}: ${failure.message}. Is the server running and OPENAI_BASE_URL right?`),
        );
      case 'reply':
        throw new LlmReplyError(STAGE, failure.reason, clean(`${failure.message} in ${audio.name} (${tries})`));
    }
  }
}

/** The endpoint tells formats apart by the file name's extension: make sure it has the right one. */
export function uploadName(audio: AudioFile): string {
  const dot = audio.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : audio.name.slice(dot + 1).toLowerCase();
  const accepted = [audio.format.extension, ...(EXTENSION_ALIASES[audio.format.name] ?? [])];
  return accepted.includes(extension) ? audio.name : `${audio.name}.${audio.format.extension}`;
}
