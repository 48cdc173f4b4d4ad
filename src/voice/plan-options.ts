/**
 * The `plan` command's voice options (`--voice`, `--audio FILE`, `--transcribe-model`) and the
 * one call that turns them into the instruction, so that plan.ts stays about planning.
 */
import type { Command } from 'commander';
import type { Context } from '@inquirer/type';
import type { CliIO } from '../io.js';
import { InputError } from '../errors.js';
import { acceptingTranscriptReviewer, terminalTranscriptReviewer } from './review.js';
import { obtainSpokenInstruction, type SpokenInstruction } from './spoken-instruction.js';
import { transcribeConfigFromEnv } from './transcribe-config.js';
import type { Transcriber } from './transcribe.js';
import { waitForEnter } from './wait-for-enter.js';

/** The flags `addVoiceOptions` adds, as commander parses them. */
export interface VoiceFlags {
  voice?: boolean;
  audio?: string;
  transcribeModel?: string;
}

/** Adds `--voice`, `--audio FILE` and `--transcribe-model M` to a command. */
export function addVoiceOptions(command: Command): Command {
  return command
    .option('--voice', 'speak the request: record from the microphone (sox or arecord) until Enter, then transcribe it')
    .option('--audio <file>', 'take the request from a recording (WAV, MP3, M4A, OGG, FLAC or WEBM) and transcribe it')
    .option('--transcribe-model <model>', 'speech-to-text model (default $ITERAPLAN_TRANSCRIBE_MODEL or whisper-1)');
}

/** The command's situation, which decides how the transcript is confirmed. */
export interface VoiceContext {
  io: CliIO;
  /** The instruction given as text, if any (it may not be combined with speech). */
  instruction: string | undefined;
  /** The scene given, if any: checked before anyone speaks. */
  scene: string | undefined;
  /** `--resume`: the instruction is the session's, so speech is refused. */
  resuming: boolean;
  /** `--yes`: accept the transcript without asking. */
  yes: boolean;
  /** Where Enter is read from and the prompts run (default the process's stdin/stdout). */
  stdin?: NodeJS.ReadableStream;
  promptContext?: Context;
  /** Another transcriber (tests). */
  transcriber?: Transcriber;
}

/**
 * The instruction spoken with `--voice` or `--audio`, or undefined when neither was given.
 * @throws InputError for conflicting options or a bad audio file; EnvironmentError for a
 *   missing recorder or an unusable transcription endpoint
 */
export async function instructionFromVoice(flags: VoiceFlags, context: VoiceContext): Promise<SpokenInstruction | undefined> {
  if (flags.voice !== true && flags.audio === undefined) return undefined;
  if (flags.voice === true && flags.audio !== undefined) throw new InputError('give either --voice or --audio FILE, not both');
  if (context.resuming) throw new InputError('--voice/--audio cannot be combined with --resume: the session already has its instruction');
  if (context.instruction !== undefined && context.instruction.trim() !== '') {
    throw new InputError(`give the request either as text ("${context.instruction}") or with --voice/--audio, not both`);
  }
  if (context.scene === undefined) throw new InputError('--scene is required, e.g. --scene FloorPlan1 (see `iteraplan scenes`)');

  const { io } = context;
  const print = (text: string) => void io.stderr.write(text);
  const interactive = io.interactive === true && !context.yes;
  const config = transcribeConfigFromEnv(io.env, { transcribeModel: flags.transcribeModel });
  return obtainSpokenInstruction({
    source: flags.audio !== undefined ? { kind: 'file', path: flags.audio } : { kind: 'microphone' },
    env: io.env,
    transcription: config,
    ...(context.transcriber === undefined ? {} : { transcriber: context.transcriber }),
    reviewer: interactive ? terminalTranscriptReviewer(print, context.promptContext) : acceptingTranscriptReviewer(print),
    untilStop: () => waitForEnter(context.stdin ?? process.stdin),
    print,
  });
}
