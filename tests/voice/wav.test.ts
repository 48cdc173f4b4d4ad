import { describe, expect, it } from 'vitest';
import { readWavInfo } from '../../src/voice/wav.js';
import { encodeWav } from './speech-fixture.js';

describe('readWavInfo', () => {
  const samples = new Int16Array(8000).map((_, i) => (i % 100) * 10);

  it('reads rate, channels, sample size and duration from the header', () => {
    expect(readWavInfo(encodeWav(samples, 16_000))).toEqual({
      sampleRate: 16_000,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: 16_000,
      durationSeconds: 0.5,
    });
  });

  it('counts the bytes present when the recorder left the data size unset (0 or too large)', () => {
    const zero = encodeWav(samples, 8_000);
    zero.writeUInt32LE(0, 40);
    expect(readWavInfo(zero)?.durationSeconds).toBe(1);
    const huge = encodeWav(samples, 8_000);
    huge.writeUInt32LE(0xffffffff, 40);
    expect(readWavInfo(huge)?.dataBytes).toBe(16_000);
  });

  it('skips chunks before the data chunk (LIST metadata)', () => {
    const plain = encodeWav(samples, 16_000);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx'), Buffer.from([0])]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(readWavInfo(withList)?.durationSeconds).toBe(0.5);
  });

  it('is undefined for what is not a PCM WAV with fmt and data', () => {
    expect(readWavInfo(Buffer.from('not a wav file at all'))).toBeUndefined();
    expect(readWavInfo(encodeWav(samples, 16_000).subarray(0, 36))).toBeUndefined();
  });
});
