/**
 * Speech to text of an audio file: the LLM layer's transcription client (src/llm/transcription.ts,
 * the chat client's retries, errors and redaction) with the file's upload name and type.
 */
import { createTranscriptionClient, type TranscriptionClientOptions, type Transcription } from '../llm/index.js';
import type { AudioFile } from './audio-file.js';

export type { Transcription } from '../llm/index.js';

/** Other extensions the endpoint recognises for a format, besides the format's own. */
const EXTENSION_ALIASES: Record<string, readonly string[]> = {
  mp3: ['mpeg', 'mpga'],
  m4a: ['mp4'],
  ogg: ['oga'],
};

/** The transcription client's options (endpoint, model, retries, language). */
export type TranscriberOptions = TranscriptionClientOptions;

export type Transcriber = (audio: AudioFile) => Promise<Transcription>;

/**
 * Creates a transcriber of audio files on the LLM layer's transcription client.
 * @throws EnvironmentError when neither an API key nor a base URL is given
 */
export function createTranscriber(options: TranscriberOptions): Transcriber {
  const transcribe = createTranscriptionClient(options);
  return (audio) => transcribe({ bytes: audio.bytes, name: uploadName(audio), mimeType: audio.format.mimeType });
}

/** The endpoint tells formats apart by the file name's extension: make sure it has the right one. */
export function uploadName(audio: AudioFile): string {
  const dot = audio.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : audio.name.slice(dot + 1).toLowerCase();
  const accepted = [audio.format.extension, ...(EXTENSION_ALIASES[audio.format.name] ?? [])];
  return accepted.includes(extension) ? audio.name : `${audio.name}.${audio.format.extension}`;
}
