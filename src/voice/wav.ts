/**
 * Reads the header of a PCM WAV file: enough to tell how long a recording is and to refuse an
 * empty one (a recorder stopped before it captured anything).
 */

/** What a WAV header says about its audio. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Bytes of sample data present in the file. */
  dataBytes: number;
  /** Length of the audio in seconds. */
  durationSeconds: number;
}

/**
 * Parses the RIFF chunks of a WAV file. A recorder killed before it finalised the header may
 * leave a data size of 0 or 0xFFFFFFFF; the bytes actually present count then.
 * @returns undefined when the bytes are not a WAV file with `fmt ` and `data` chunks
 */
export function readWavInfo(bytes: Uint8Array): WavInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return undefined;
  let format: { sampleRate: number; channels: number; bitsPerSample: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(bytes, offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format === undefined || format.sampleRate === 0 || format.channels === 0) return undefined;
      const available = bytes.length - body;
      const dataBytes = declared === 0 || declared > available ? available : declared;
      const bytesPerSecond = format.sampleRate * format.channels * Math.max(1, format.bitsPerSample / 8);
      return { ...format, dataBytes, durationSeconds: dataBytes / bytesPerSecond };
    }
    // Chunks are padded to an even length.
    offset = body + declared + (declared % 2);
  }
  return undefined;
}

function tag(bytes: Uint8Array, start: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + 4));
}
