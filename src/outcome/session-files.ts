/**
 * The files an outcome adds to a session folder: `steps.jsonl` (every atomic action as it was
 * answered), `state-before.json` and `state-after.json`, and `outcome.json`. Readers of a session
 * (summary, HTML report, room map) take them from here.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StateResult } from '../bridge/index.js';
import { SESSION_FILES } from '../session/index.js';
import type { Outcome } from './outcome.js';
import type { StepRecord } from './observed-client.js';

export const STEPS_FILE = SESSION_FILES.steps;
export const STATE_BEFORE_FILE = SESSION_FILES.stateBefore;
export const STATE_AFTER_FILE = SESSION_FILES.stateAfter;
export const OUTCOME_FILE = SESSION_FILES.outcome;

/** An `onStep` for observeClient that appends each step to the session's steps.jsonl at once. */
export function stepWriter(sessionDir: string): (step: StepRecord) => void {
  return (step) => appendFileSync(join(sessionDir, STEPS_FILE), JSON.stringify(step) + '\n');
}

/** Writes the two states and the outcome into the session folder. */
export function writeOutcomeFiles(sessionDir: string, before: StateResult, after: StateResult, outcome: Outcome): void {
  writeFileSync(join(sessionDir, STATE_BEFORE_FILE), JSON.stringify(before) + '\n');
  writeFileSync(join(sessionDir, STATE_AFTER_FILE), JSON.stringify(after) + '\n');
  writeFileSync(join(sessionDir, OUTCOME_FILE), JSON.stringify(outcome, null, 2) + '\n');
}

/** The steps of a session folder (none when it has no steps.jsonl). */
export function readSteps(sessionDir: string): StepRecord[] {
  const path = join(sessionDir, STEPS_FILE);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StepRecord);
}

/** A JSON file of a session folder, or null when it is not there. */
export function readJsonFile<T>(sessionDir: string, name: string): T | null {
  const path = join(sessionDir, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}
