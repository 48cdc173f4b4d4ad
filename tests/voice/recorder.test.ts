/** Recording through execa with stand-in recorders that are real processes on a test PATH. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError, ExitCode } from '../../src/errors.js';
import { findRecorder, recordAudio } from '../../src/voice/recorder.js';
import { discardRecording } from '../../src/voice/spoken-instruction.js';
import { readWavInfo } from '../../src/voice/wav.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';
import { FIXTURE_WAV } from './speech-fixture.js';
import { writeStandInRecorder, type StandInBehaviour } from './stand-in-recorder.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = makeScratch('iteraplan-recorder-');
});
afterEach(() => scratch.remove());

let bins = 0;
/** A PATH holding only the given stand-ins (a new folder each call). */
function pathWith(...recorders: [name: string, behaviour: StandInBehaviour][]): NodeJS.ProcessEnv {
  const bin = join(scratch.dir, `bin${++bins}`);
  for (const [name, behaviour] of recorders) writeStandInRecorder(bin, name, behaviour);
  return { PATH: bin };
}

/**
 * The stop timeout for a stand-in that finishes its file on SIGINT: it is never waited out (the
 * stand-in exits first), so it can be as long as a busy machine may need; the recorder's own
 * 5 s default is for a person's recorder that hangs.
 */
const FINISHES_WITHIN_MS = EVENT_BOUND_MS;

/** Stops the recording once the stand-in says it is ready (its SIGINT handler is installed). */
function stopWhenReady(): { onOutput: (text: string) => void; untilStop: () => Promise<void>; stops: () => number } {
  let output = '';
  let calls = 0;
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  return {
    onOutput: (text) => {
      output += text;
      if (output.includes('ready\n')) ready();
    },
    untilStop: () => {
      calls += 1;
      return isReady;
    },
    stops: () => calls,
  };
}

function argsOf(file: string): { program: string; args: string[] } {
  return JSON.parse(readFileSync(`${file}.args.json`, 'utf8')) as { program: string; args: string[] };
}

describe('findRecorder', () => {
  it('prefers rec, then sox, then arecord', () => {
    expect(findRecorder(pathWith(['arecord', 'records'], ['sox', 'records'], ['rec', 'records'])).program).toBe('rec');
    expect(findRecorder(pathWith(['arecord', 'records'], ['sox', 'records'])).program).toBe('sox');
    expect(findRecorder(pathWith(['arecord', 'records'])).program).toBe('arecord');
  });

  it('without sox and arecord: an EnvironmentError (exit 3) naming the packages', () => {
    const attempt = () => findRecorder(pathWith());
    expect(attempt).toThrow(EnvironmentError);
    try {
      attempt();
    } catch (error) {
      expect((error as EnvironmentError).exitCode).toBe(ExitCode.environment);
      expect((error as Error).message).toMatch(/neither sox \(rec\) nor arecord is on PATH/);
      expect((error as Error).message).toContain('sox package');
      expect((error as Error).message).toContain('alsa-utils');
      expect((error as Error).message).toContain('--audio FILE');
    }
  });
});

describe('recordAudio', () => {
  it('records with sox until stopped; SIGINT lets it finish the WAV header', async () => {
    const env = pathWith(['sox', 'records']);
    const file = join(scratch.dir, 'take.wav');
    const stop = stopWhenReady();
    const recording = await recordAudio({ env, file, untilStop: stop.untilStop, onOutput: stop.onOutput, stopTimeoutMs: FINISHES_WITHIN_MS });

    expect(stop.stops()).toBe(1);
    expect(recording.recorder).toBe('sox');
    expect(argsOf(file)).toEqual({ program: 'sox', args: ['-q', '-d', '-c', '1', '-r', '16000', '-b', '16', file] });
    // The header written on SIGINT, not the unfinished one (sizes 0) written at the start.
    expect(readFileSync(file).equals(readFileSync(FIXTURE_WAV))).toBe(true);
    expect(recording.audio.format.name).toBe('wav');
    expect(recording.durationSeconds).toBeCloseTo(readWavInfo(readFileSync(FIXTURE_WAV))!.durationSeconds, 5);
  });

  it('records with arecord when sox is missing, in 16 kHz mono 16-bit WAV', async () => {
    const env = pathWith(['arecord', 'records']);
    const file = join(scratch.dir, 'take.wav');
    const stop = stopWhenReady();
    const recording = await recordAudio({ env, file, untilStop: stop.untilStop, onOutput: stop.onOutput, stopTimeoutMs: FINISHES_WITHIN_MS });
    expect(recording.recorder).toBe('arecord');
    expect(argsOf(file).args).toEqual(['-q', '-f', 'S16_LE', '-c', '1', '-r', '16000', '-t', 'wav', file]);
    expect(recording.audio.bytes.length).toBe(readFileSync(FIXTURE_WAV).length);
  });

  it('records into a new temporary file when none is given', async () => {
    const stop = stopWhenReady();
    const recording = await recordAudio({ env: pathWith(['rec', 'records']), untilStop: stop.untilStop, onOutput: stop.onOutput, stopTimeoutMs: FINISHES_WITHIN_MS });
    expect(recording.audio.name).toBe('recording.wav');
    expect(existsSync(recording.audio.path)).toBe(true);
    expect(recording.audio.path.startsWith(scratch.dir)).toBe(false);
    rmSync(`${recording.audio.path}.args.json`); // the stand-in's own note; real recorders write none
    discardRecording(recording.audio);
    expect(existsSync(dirname(recording.audio.path))).toBe(false);
  });

  it('a recorder that exits on its own (no microphone) is an EnvironmentError with its message', async () => {
    const file = join(scratch.dir, 'take.wav');
    const never = () => new Promise<void>(() => {});
    const attempt = recordAudio({ env: pathWith(['arecord', 'fails']), file, untilStop: never });
    await expect(attempt).rejects.toThrow(EnvironmentError);
    await expect(attempt).rejects.toThrow(/arecord stopped before you pressed Enter \(exit status 1\): recording to .*take\.wav\narecord FAIL: no default audio device\. Check that a microphone/);
  });

  it('a failed recording into a temporary file leaves no temporary folder behind', async () => {
    let output = '';
    const attempt = recordAudio({ env: pathWith(['rec', 'fails']), untilStop: () => new Promise<void>(() => {}), onOutput: (t) => (output += t) });
    await expect(attempt).rejects.toThrow(/rec stopped before you pressed Enter/);
    const file = /recording to (.+)\n/.exec(output)?.[1];
    expect(file).toMatch(/recording\.wav$/);
    expect(existsSync(dirname(file!))).toBe(false);
  });

  it('a recorder that ignores SIGINT is killed after the stop timeout, keeping what it wrote', async () => {
    const file = join(scratch.dir, 'take.wav');
    const stop = stopWhenReady();
    const recording = await recordAudio({
      env: pathWith(['sox', 'ignores-sigint']),
      file,
      untilStop: stop.untilStop,
      onOutput: stop.onOutput,
      stopTimeoutMs: 100,
    });
    // The unfinished header (sizes 0): the samples present still count.
    expect(readFileSync(file).readUInt32LE(40)).toBe(0);
    expect(recording.durationSeconds).toBeGreaterThan(0.5);
  });

  it('without any recorder, fails before starting anything', async () => {
    let asked = false;
    const attempt = recordAudio({
      env: pathWith(),
      untilStop: async () => {
        asked = true;
      },
    });
    await expect(attempt).rejects.toThrow(/neither sox \(rec\) nor arecord/);
    expect(asked).toBe(false);
  });
});
