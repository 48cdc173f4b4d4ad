import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode, InputError } from '../../src/errors.js';
import { readAudioFile } from '../../src/voice/audio-file.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { FIXTURE_WAV } from './speech-fixture.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = makeScratch('iteraplan-audio-');
});
afterEach(() => scratch.remove());

function inputError(path: string): InputError {
  try {
    readAudioFile(path);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).exitCode).toBe(ExitCode.badInput);
    expect((error as InputError).file).toBe(path);
    return error as InputError;
  }
  throw new Error(`readAudioFile(${path}) did not fail`);
}

describe('readAudioFile', () => {
  it('reads a WAV recording with its name and format', () => {
    const audio = readAudioFile(FIXTURE_WAV);
    expect(audio.name).toBe('i-feel-hungry.wav');
    expect(audio.format.name).toBe('wav');
    expect(audio.bytes.length).toBe(statSync(FIXTURE_WAV).size);
  });

  it('judges by content, not by the name', () => {
    const renamed = join(scratch.dir, 'take.dat');
    copyFileSync(FIXTURE_WAV, renamed);
    expect(readAudioFile(renamed).format.name).toBe('wav');
  });

  it('a missing file is an InputError naming it', () => {
    const path = join(scratch.dir, 'nothing.wav');
    expect(inputError(path).message).toBe(`${path}: no such audio file`);
  });

  it('a directory, an empty file and a text file are refused, naming the file', () => {
    const dir = join(scratch.dir, 'folder.wav');
    mkdirSync(dir);
    expect(inputError(dir).message).toMatch(/not an audio file \(it is a directory/);
    expect(inputError(scratch.write('empty.wav', '')).message).toMatch(/empty\.wav: the audio file is empty/);
    const text = scratch.write('request.wav', 'I feel hungry\n');
    expect(inputError(text).message).toBe(
      `${text}: not an audio file of a format the transcription endpoint accepts (WAV, MP3, M4A, OGG, FLAC, WEBM); ` +
        'it begins with the bytes 49 20 66 65',
    );
  });
});
