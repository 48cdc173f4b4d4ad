import { describe, expect, it } from 'vitest';
import { detectAudioFormat } from '../../src/voice/audio-format.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectAudioFormat', () => {
  it.each([
    ['wav', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['mp3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
    ['ogg', bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]), 'audio/ogg'],
    ['flac', bytes('fLaC', [0, 0, 0, 0x22, 0, 0, 0, 0]), 'audio/flac'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0, 0, 0]), 'audio/webm'],
  ])('recognises %s by its first bytes', (name, head, mimeType) => {
    expect(detectAudioFormat(head)).toMatchObject({ name, mimeType });
  });

  it.each([
    ['a text file', bytes('Make me breakfast\n')],
    ['a PNG image', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['a RIFF file that is not WAVE (AVI)', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['AAC in ADTS frames (layer bits 00)', bytes([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['too few bytes', bytes('RI')],
    ['nothing', bytes()],
  ])('refuses %s', (_label, head) => {
    expect(detectAudioFormat(head)).toBeUndefined();
  });
});
