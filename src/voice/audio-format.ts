/**
 * Recognises the audio containers the transcription endpoint accepts by their first bytes, so
 * that a wrong file (a text file, an image) is refused before it is uploaded.
 */

/** An audio container the transcription endpoint accepts. */
export interface AudioFormat {
  /** Short name: wav, mp3, m4a, ogg, flac, webm. */
  name: 'wav' | 'mp3' | 'm4a' | 'ogg' | 'flac' | 'webm';
  /** The content type sent with the upload. */
  mimeType: string;
  /** The file extension the endpoint expects on the upload's file name. */
  extension: string;
}

const FORMATS = {
  wav: { name: 'wav', mimeType: 'audio/wav', extension: 'wav' },
  mp3: { name: 'mp3', mimeType: 'audio/mpeg', extension: 'mp3' },
  m4a: { name: 'm4a', mimeType: 'audio/mp4', extension: 'm4a' },
  ogg: { name: 'ogg', mimeType: 'audio/ogg', extension: 'ogg' },
  flac: { name: 'flac', mimeType: 'audio/flac', extension: 'flac' },
  webm: { name: 'webm', mimeType: 'audio/webm', extension: 'webm' },
} as const satisfies Record<AudioFormat['name'], AudioFormat>;

/** The accepted formats, for messages ("WAV, MP3, ..."). */
export const ACCEPTED_AUDIO_FORMATS: readonly string[] = Object.keys(FORMATS).map((name) => name.toUpperCase());

/** The format of a file from its first bytes (12 are enough), or undefined when it is none we accept. */
export function detectAudioFormat(bytes: Uint8Array): AudioFormat | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return FORMATS.wav;
  if (ascii(bytes, 0, 4) === 'OggS') return FORMATS.ogg;
  if (ascii(bytes, 0, 4) === 'fLaC') return FORMATS.flac;
  // ISO base media (MP4/M4A): a box size, then the 'ftyp' box type.
  if (ascii(bytes, 4, 4) === 'ftyp') return FORMATS.m4a;
  // Matroska/WebM start with the EBML magic number.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return FORMATS.webm;
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return FORMATS.mp3;
  return undefined;
}

/** An MPEG audio frame header: 11 sync bits, then a layer that is not the reserved 00 (ADTS AAC uses 00). */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const first = bytes[0];
  const second = bytes[1];
  if (first !== 0xff || second === undefined) return false;
  const syncBits = (second & 0xe0) === 0xe0;
  const layer = (second >> 1) & 0x03;
  return syncBits && layer !== 0;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
