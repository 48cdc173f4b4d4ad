/** Shows a transcript so the person can confirm it or correct it before it is planned. */
import { confirm, input } from '@inquirer/prompts';
import type { Context } from '@inquirer/type';

/** The request to plan, after the person saw the transcript. */
export interface ReviewedTranscript {
  instruction: string;
  /** The person changed the transcript. */
  edited: boolean;
}

/** Decides what to plan from a transcript: the terminal asks, `--yes` accepts. */
export type TranscriptReviewer = (transcript: string) => Promise<ReviewedTranscript>;

/**
 * Asks "Plan this request?"; on no, the transcript is put in an input line to edit in place.
 * @param context the prompts' streams (default the process's stdin/stdout; tests pass their own)
 */
export function terminalTranscriptReviewer(print: (text: string) => void, context?: Context): TranscriptReviewer {
  return async (transcript) => {
    print(`Heard: "${transcript}"\n`);
    const ok = await confirm({ message: 'Plan this request?', default: true }, context);
    if (ok) return { instruction: transcript, edited: false };
    const corrected = await input(
      { message: 'Your request:', default: transcript, prefill: 'editable', required: true },
      context,
    );
    const instruction = corrected.trim();
    return { instruction, edited: instruction !== transcript };
  };
}

/** Non-interactive (`--yes`, no terminal): the transcript is taken as is and printed. */
export function acceptingTranscriptReviewer(print: (text: string) => void): TranscriptReviewer {
  return async (transcript) => {
    print(`Heard: "${transcript}" (accepted without asking)\n`);
    return { instruction: transcript, edited: false };
  };
}
