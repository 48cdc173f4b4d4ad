/**
 * Turns speech into the instruction to plan: record it (or take a file), transcribe it, and let
 * the person confirm or correct the text.
 */
import { rmdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { readAudioFile, type AudioFile } from './audio-file.js';
import { recordAudio, type RecorderCommand } from './recorder.js';
import type { TranscriptReviewer } from './review.js';
import { createTranscriber, type Transcriber, type TranscriberOptions } from './transcribe.js';

/** Where the speech comes from: the microphone (`--voice`) or a recording (`--audio FILE`). */
export type SpeechSource = { kind: 'microphone' } | { kind: 'file'; path: string };

export interface SpokenInstructionOptions {
  source: SpeechSource;
  /** The environment the recorder runs in (its PATH is searched for sox/arecord). */
  env: NodeJS.ProcessEnv;
  /** The endpoint and model; ignored when `transcriber` is given. */
  transcription: TranscriberOptions;
  /** Another transcriber (tests); default one built from `transcription`. */
  transcriber?: Transcriber;
  reviewer: TranscriptReviewer;
  /** For the microphone: resolves when the person wants to stop (Enter). */
  untilStop: () => Promise<void>;
  /** Where progress messages go (stderr). */
  print: (text: string) => void;
  /** Receives the recorder's own messages, for troubleshooting a microphone. */
  recorderOutput?: (text: string) => void;
}

/** The instruction that came from speech, with what is needed to record where it came from. */
export interface SpokenInstruction {
  /** What will be planned (the transcript, or the person's correction of it). */
  instruction: string;
  /** What the endpoint heard. */
  transcript: string;
  edited: boolean;
  source: 'microphone' | 'file';
  audio: AudioFile;
  /** The transcription model. */
  model: string;
  /** The program that recorded (microphone only). */
  recorder: RecorderCommand['program'] | null;
  /** True when `audio.path` is a temporary recording that the caller may delete once copied. */
  temporary: boolean;
}

/**
 * Obtains the instruction from speech.
 * @throws EnvironmentError (exit 3) for a missing recorder, no endpoint, a refused key
 * @throws InputError (exit 2) for an `--audio` file that is missing or not audio
 */
export async function obtainSpokenInstruction(options: SpokenInstructionOptions): Promise<SpokenInstruction> {
  // Built first so that a missing endpoint is reported before anyone speaks.
  const transcribe = options.transcriber ?? createTranscriber(options.transcription);
  const captured = options.source.kind === 'file' ? fromFile(options.source.path) : await fromMicrophone(options);
  options.print(`Transcribing ${captured.audio.name} ...\n`);
  let heard;
  try {
    heard = await transcribe(captured.audio);
  } catch (error) {
    if (captured.temporary) discardRecording(captured.audio);
    throw error;
  }
  const reviewed = await options.reviewer(heard.text);
  return {
    instruction: reviewed.instruction,
    transcript: heard.text,
    edited: reviewed.edited,
    source: options.source.kind,
    audio: captured.audio,
    model: heard.model,
    recorder: captured.recorder,
    temporary: captured.temporary,
  };
}

interface Captured {
  audio: AudioFile;
  recorder: RecorderCommand['program'] | null;
  temporary: boolean;
}

function fromFile(path: string): Captured {
  return { audio: readAudioFile(path), recorder: null, temporary: false };
}

async function fromMicrophone(options: SpokenInstructionOptions): Promise<Captured> {
  const recording = await recordAudio({
    env: options.env,
    ...(options.recorderOutput === undefined ? {} : { onOutput: options.recorderOutput }),
    untilStop: (program) => {
      options.print(`Recording with ${program} — speak now, then press Enter to stop.\n`);
      return options.untilStop();
    },
  });
  options.print(`Recorded ${recording.durationSeconds.toFixed(1)} s.\n`);
  return { audio: recording.audio, recorder: recording.recorder, temporary: true };
}

/** Removes a temporary recording, and the folder made for it once it is empty. */
export function discardRecording(audio: AudioFile): void {
  rmSync(audio.path, { force: true });
  try {
    rmdirSync(dirname(audio.path));
  } catch {
    // Not empty or already gone: leave it.
  }
}
