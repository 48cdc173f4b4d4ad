/** An audio file read from disk and checked to be one the transcription endpoint accepts. */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { InputError } from '../errors.js';
import { ACCEPTED_AUDIO_FORMATS, detectAudioFormat, type AudioFormat } from './audio-format.js';

/** A recording ready to upload. */
export interface AudioFile {
  /** Where it was read from. */
  path: string;
  /** Its file name, as uploaded. */
  name: string;
  format: AudioFormat;
  bytes: Buffer;
}

/**
 * Reads `path` and checks by its first bytes that it is WAV, MP3, M4A, OGG, FLAC or WEBM.
 * @throws InputError (exit 2) naming the file when it is missing, not a file, empty, or not audio
 */
export function readAudioFile(path: string): AudioFile {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new InputError(`${path}: not an audio file (it is a directory or device)`, { file: path });
    size = stat.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${path}: no such audio file`, { file: path, cause: error });
  }
  if (size === 0) throw new InputError(`${path}: the audio file is empty`, { file: path });
  const bytes = readFileSync(path);
  const format = detectAudioFormat(bytes);
  if (format === undefined) {
    const head = [...bytes.subarray(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    throw new InputError(
      `${path}: not an audio file of a format the transcription endpoint accepts (${ACCEPTED_AUDIO_FORMATS.join(', ')}); ` +
        `it begins with the bytes ${head}`,
      { file: path },
    );
  }
  return { path, name: basename(path), format, bytes };
}
