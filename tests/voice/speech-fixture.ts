/**
 * The committed speech fixture and how it is made: espeak-ng says the sentence into a WAV
 * (22.05 kHz), which is resampled to 16 kHz mono 16-bit, the format `--voice` records in.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { findExecutable } from '../../src/voice/find-executable.js';
import { readWavInfo } from '../../src/voice/wav.js';

/** What the fixture says. */
export const FIXTURE_SENTENCE = 'I feel hungry.';
/** tests/fixtures/audio/i-feel-hungry.wav */
export const FIXTURE_WAV = fileURLToPath(new URL('../fixtures/audio/i-feel-hungry.wav', import.meta.url));
export const FIXTURE_RATE = 16_000;

/** The path of espeak-ng on this machine's PATH, if it is installed. */
export function espeakPath(): string | undefined {
  return findExecutable('espeak-ng', process.env['PATH']);
}

/** Speaks `text` with espeak-ng into a 16 kHz mono 16-bit WAV at `out`. */
export async function synthesizeSpeechWav(text: string, out: string): Promise<void> {
  const espeak = espeakPath();
  if (espeak === undefined) throw new Error('espeak-ng is not on PATH (apt-get install espeak-ng)');
  const dir = mkdtempSync(join(tmpdir(), 'iteraplan-espeak-'));
  try {
    const raw = join(dir, 'raw.wav');
    await execa(espeak, ['-v', 'en-us', '-s', '150', '-w', raw, text]);
    const bytes = readFileSync(raw);
    const info = readWavInfo(bytes);
    if (info === undefined || info.bitsPerSample !== 16 || info.channels !== 1) throw new Error(`espeak-ng wrote an unexpected WAV: ${JSON.stringify(info)}`);
    const samples = pcmSamples(bytes, info.dataBytes);
    writeFileSync(out, encodeWav(resample(samples, info.sampleRate, FIXTURE_RATE), FIXTURE_RATE));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The 16-bit samples of a WAV whose data chunk is the last `dataBytes` bytes. */
function pcmSamples(wav: Buffer, dataBytes: number): Int16Array {
  const start = wav.length - dataBytes;
  const samples = new Int16Array(dataBytes / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(start + i * 2);
  return samples;
}

/** Linear-interpolation resampling (speech for a transcription test needs no better). */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  const length = Math.floor((samples.length * to) / from);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const position = (i * from) / to;
    const left = Math.floor(position);
    const right = Math.min(left + 1, samples.length - 1);
    const fraction = position - left;
    out[i] = Math.round(samples[left]! * (1 - fraction) + samples[right]! * fraction);
  }
  return out;
}

/** A canonical 44-byte-header PCM WAV, mono 16-bit. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i]!, 44 + i * 2);
  return wav;
}
