/**
 * The files an outcome adds to a session folder: `steps.jsonl` (every atomic action as it was
 * answered), `state-before.json` and `state-after.json`, and `outcome.json`. Readers of a session
 * (summary, HTML report, room map, `runs`) take them from here, read through the session reader
 * (SessionFolder: regular files only, bounded, each checked against its schema).
 */
import { join } from 'node:path';
import { StateResultSchema, type StateResult } from '../bridge/index.js';
import { guardFs } from '../fs-errors.js';
import { appendToRegularFile, replaceFile } from '../regular-files.js';
import { SESSION_FILES, type SessionFolder } from '../session/index.js';
import { OutcomeSchema, StepRecordSchema } from './file-schemas.js';
import type { Outcome } from './outcome.js';
import type { StepRecord } from './observed-client.js';

export const STEPS_FILE = SESSION_FILES.steps;
export const STATE_BEFORE_FILE = SESSION_FILES.stateBefore;
export const STATE_AFTER_FILE = SESSION_FILES.stateAfter;
export const OUTCOME_FILE = SESSION_FILES.outcome;

/** An `onStep` for observeClient that appends each step to the session's steps.jsonl at once. */
export function stepWriter(sessionDir: string): (step: StepRecord) => void {
  const file = join(sessionDir, STEPS_FILE);
  return (step) => guardFs(`cannot write ${file}`, file, () => appendToRegularFile(file, JSON.stringify(step) + '\n'), 'output');
}

/** Writes the two states and the outcome into the session folder (each replaced, never written through a link). */
export function writeOutcomeFiles(sessionDir: string, before: StateResult, after: StateResult, outcome: Outcome): void {
  writeSessionFile(sessionDir, STATE_BEFORE_FILE, JSON.stringify(before) + '\n');
  writeSessionFile(sessionDir, STATE_AFTER_FILE, JSON.stringify(after) + '\n');
  writeSessionFile(sessionDir, OUTCOME_FILE, JSON.stringify(outcome, null, 2) + '\n');
}

/** Replaces a file of the session folder with `content`. */
export function writeSessionFile(sessionDir: string, name: string, content: string | Uint8Array): void {
  const file = join(sessionDir, name);
  guardFs(`cannot write ${file}`, file, () => replaceFile(file, content), 'output');
}

/** The steps of a session folder (none when it has no steps.jsonl). */
export function readSteps(folder: SessionFolder): StepRecord[] {
  return folder.jsonLines(STEPS_FILE, StepRecordSchema);
}

/** The outcome of a session folder, or null when it has none. */
export function readOutcome(folder: SessionFolder): Outcome | null {
  return folder.json(OUTCOME_FILE, OutcomeSchema) ?? null;
}

/** The world at the session's first reset (`before`) or at its end (`after`), or null when not saved. */
export function readState(folder: SessionFolder, which: 'before' | 'after'): StateResult | null {
  return folder.json(which === 'before' ? STATE_BEFORE_FILE : STATE_AFTER_FILE, StateResultSchema) ?? null;
}
