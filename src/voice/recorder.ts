/**
 * Records from the microphone with sox (`rec`, or `sox -d`) or ALSA's `arecord`, run through
 * execa, into a 16 kHz mono 16-bit WAV. Stopping sends SIGINT, on which both programs finish
 * the WAV header (sizes) before they exit; a recorder that ignores it is killed after a delay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { EnvironmentError } from '../errors.js';
import { readAudioFile, type AudioFile } from './audio-file.js';
import { findExecutable } from './find-executable.js';
import { readWavInfo } from './wav.js';

/** A recording program found on PATH and how to call it. */
export interface RecorderCommand {
  /** The program's name: rec, sox or arecord. */
  program: 'rec' | 'sox' | 'arecord';
  /** Its absolute path. */
  path: string;
  /** The arguments that record into `file` until interrupted. */
  args(file: string): string[];
}

const SAMPLE_RATE = '16000';

/** In order of preference; `rec` is sox's own recording front end. */
const RECORDERS: readonly Omit<RecorderCommand, 'path'>[] = [
  { program: 'rec', args: (file) => ['-q', '-c', '1', '-r', SAMPLE_RATE, '-b', '16', file] },
  { program: 'sox', args: (file) => ['-q', '-d', '-c', '1', '-r', SAMPLE_RATE, '-b', '16', file] },
  { program: 'arecord', args: (file) => ['-q', '-f', 'S16_LE', '-c', '1', '-r', SAMPLE_RATE, '-t', 'wav', file] },
];

/**
 * The first recorder on the PATH of `env`.
 * @throws EnvironmentError (exit 3) naming the packages to install when there is none
 */
export function findRecorder(env: NodeJS.ProcessEnv): RecorderCommand {
  for (const recorder of RECORDERS) {
    const path = findExecutable(recorder.program, env['PATH']);
    if (path !== undefined) return { ...recorder, path };
  }
  throw new EnvironmentError(
    '--voice needs a command-line audio recorder, and neither sox (rec) nor arecord is on PATH. ' +
      'Install the sox package (e.g. apt-get install sox, brew install sox) or alsa-utils (for arecord), ' +
      'or record elsewhere and pass the file with --audio FILE.',
  );
}

export interface RecordOptions {
  /** Whose PATH to search and what environment the recorder runs in. */
  env: NodeJS.ProcessEnv;
  /** Called once the recorder runs; resolves when the person wants to stop (they pressed Enter). */
  untilStop: (recorder: RecorderCommand['program']) => Promise<void>;
  /** Where the WAV goes; default a new temporary directory. */
  file?: string;
  /** Receives the recorder's own messages (stderr), e.g. for a verbose mode. */
  onOutput?: (text: string) => void;
  /** How long to wait after SIGINT before the recorder is killed (default 5 s). */
  stopTimeoutMs?: number;
}

/** A finished recording. */
export interface Recording {
  audio: AudioFile;
  recorder: RecorderCommand['program'];
  durationSeconds: number;
}

/**
 * Records until the promise of `options.untilStop` resolves, then stops the recorder and returns the WAV.
 * @throws EnvironmentError when no recorder is installed, when it exits before it is stopped
 *   (no microphone, device busy), or when it produced no audio
 */
export async function recordAudio(options: RecordOptions): Promise<Recording> {
  const recorder = findRecorder(options.env);
  if (options.file !== undefined) return record(recorder, options.file, options);
  const ownDir = mkdtempSync(join(tmpdir(), 'iteraplan-voice-'));
  try {
    return await record(recorder, join(ownDir, 'recording.wav'), options);
  } catch (error) {
    rmSync(ownDir, { recursive: true, force: true });
    throw error;
  }
}

async function record(recorder: RecorderCommand, file: string, options: RecordOptions): Promise<Recording> {
  const child = execa(recorder.path, recorder.args(file), {
    env: options.env,
    extendEnv: false,
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
    reject: false,
    // SIGINT lets sox/arecord finalise the WAV header; SIGKILL follows if they hang.
    killSignal: 'SIGINT',
    forceKillAfterDelay: options.stopTimeoutMs ?? 5_000,
  });
  let messages = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    messages += text;
    options.onOutput?.(text);
  });

  let first: 'stop' | 'exited';
  try {
    first = await Promise.race([options.untilStop(recorder.program).then(() => 'stop' as const), child.then(() => 'exited' as const)]);
  } catch (error) {
    // The stop signal failed (stdin broke): do not leave the microphone open.
    child.kill('SIGINT');
    await child;
    throw error;
  }
  if (first === 'exited') {
    const result = await child;
    throw new EnvironmentError(
      `the recorder ${recorder.program} stopped before you pressed Enter (${exitDescription(result)})` +
        `${messages.trim() === '' ? '' : `: ${messages.trim().slice(0, 300)}`}. Check that a microphone is connected.`,
    );
  }
  child.kill('SIGINT');
  // With `reject: false` this waits for the exit whatever its status (a signal is normal here).
  await child;
  return finishedRecording(file, recorder.program, messages);
}

function finishedRecording(file: string, program: RecorderCommand['program'], messages: string): Recording {
  let audio: AudioFile;
  try {
    audio = readAudioFile(file);
  } catch (cause) {
    throw new EnvironmentError(
      `the recorder ${program} wrote no usable audio to ${file}${messages.trim() === '' ? '' : ` (${messages.trim().slice(0, 300)})`}`,
      { cause },
    );
  }
  const info = readWavInfo(audio.bytes);
  if (info === undefined || info.dataBytes === 0) {
    throw new EnvironmentError(`the recording ${file} holds no sound: was Enter pressed right away?`);
  }
  return { audio, recorder: program, durationSeconds: info.durationSeconds };
}

function exitDescription(result: { exitCode?: number | undefined; signal?: string | undefined; shortMessage?: string }): string {
  if (result.signal !== undefined) return `killed by ${result.signal}`;
  if (result.exitCode !== undefined) return `exit status ${result.exitCode}`;
  return `it could not be started: ${result.shortMessage ?? 'unknown reason'}`;
}
