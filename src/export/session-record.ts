/**
 * Reads one session directory for export: its transcript (every line validated) and its
 * result.json. Success is the transcript's: its `end`, and the goal judged again on the final
 * state the session kept, with code that passes the checker (verify-success.ts); result.json
 * must agree with it. A session that cannot be read is reported with the file and line, never thrown.
 */
import { z } from 'zod';
import { InputError, IteraPlanError } from '../errors.js';
import { TaskDecomposition } from '../planning/index.js';
import { endingOf } from '../report/index.js';
import { SESSION_FILES, SessionEnding, SessionFolder, type EventOf, type SessionEvent } from '../session/index.js';
import type { SuccessVerifier, Unverified } from './verify-success.js';

/** The parts of result.json (see PlanResult) an export uses. */
const ExportedResult = z.object({
  instruction: z.string().min(1),
  scene: z.string().min(1),
  team: z.string().optional(),
  planner: z.string(),
  model: z.string().nullable(),
  success: z.boolean(),
  ending: SessionEnding.optional(),
  clarification: z.object({ question: z.string(), answer: z.string() }).nullable(),
  plan: TaskDecomposition.nullable(),
  finalCode: z.string().nullable(),
  counts: z.object({
    humanRefinements: z.number().int().nonnegative(),
    executionRefinements: z.number().int().nonnegative(),
    validationRepairs: z.number().int().nonnegative(),
    executions: z.number().int().nonnegative(),
  }),
});
type ExportedResult = z.infer<typeof ExportedResult>;

/** A successful session, with what a training example needs. */
export interface ExportableSession {
  /** The session directory. */
  dir: string;
  /** Its name (timestamp and slug). */
  id: string;
  instruction: string;
  scene: string;
  planner: string;
  model: string | null;
  clarification: { question: string; answer: string } | null;
  plan: TaskDecomposition;
  /** The approved code before allocation: what the planner is trained to write. */
  code: string;
  counts: ExportedResult['counts'];
  /** What the transcription heard, when the request was spoken. */
  spokenTranscript: string | null;
  /** The person's lasting preferences the session planned under (their words); empty when none. */
  preferences: string[];
  /** result.json and the line of its `scene`, for a problem found later (an unknown scene). */
  resultFile: string;
  sceneLine: number | undefined;
}

/** A session that cannot be exported because it is broken; `line` is 1-based when known. */
export interface SessionProblem {
  file: string;
  line: number | undefined;
  message: string;
}

export type SessionReading =
  | { kind: 'ok'; session: ExportableSession }
  /** Planned to the end but failed (the transcript's end, or result.success, says so). */
  | { kind: 'failed'; dir: string }
  /** Says it succeeded, but what it recorded does not bear it out: the goal unmet in its final state, code that does not validate, result.json against the transcript. */
  | { kind: 'unverified'; dir: string; problem: Unverified }
  /** Nothing to learn from: the goal held before any step, so no code was written (result.ending `already-done`). */
  | { kind: 'already-done'; dir: string }
  /** Never finished (no result.json yet: interrupted or still running). */
  | { kind: 'unfinished'; dir: string }
  | { kind: 'broken'; problem: SessionProblem };

/** Reads one session directory (writing nothing to it); never throws for a bad session. */
export function readSessionForExport(dir: string, verifier: SuccessVerifier): SessionReading {
  try {
    return readSession(SessionFolder.at(dir), verifier);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // The reader's messages already start with "file:line:".
    return { kind: 'broken', problem: { file: error.file ?? dir, line: error.line, message: stripLocation(error.message, error.file, error.line) } };
  }
}

/** The words of every preference a session planned under: those it started with and those kept during it. */
function appliedPreferences(events: readonly SessionEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'preferences' ? e.applied.map((p) => p.text) : e.type === 'preference-offer' && e.kept ? [e.text] : []));
}

function readSession(folder: SessionFolder, verifier: SuccessVerifier): SessionReading {
  const { dir } = folder;
  const transcriptPath = folder.path(SESSION_FILES.transcript);
  const resultPath = folder.path(SESSION_FILES.result);
  if (!folder.has(SESSION_FILES.transcript)) {
    return broken(transcriptPath, undefined, 'missing: every session has a transcript (is this a session directory?)');
  }
  const events = folder.events();
  const read = folder.jsonWithLines(SESSION_FILES.result, ExportedResult);
  if (read === undefined) return { kind: 'unfinished', dir };
  const { value: result, lineOf } = read;
  const end = [...events].reverse().find((e): e is EventOf<'end'> => e.type === 'end');
  if (end === undefined) return { kind: 'unfinished', dir };
  if (endingOf(end.result) === 'already-done') return { kind: 'already-done', dir };
  if (!end.success || endingOf(end.result) !== 'succeeded') return { kind: 'failed', dir };
  if (!result.success) return { kind: 'failed', dir };
  if (result.ending === 'already-done') return { kind: 'already-done', dir };
  if (result.plan === null) return broken(resultPath, lineOf(['plan']), 'plan: a successful session must have a plan, got null');
  if (result.finalCode === null || result.finalCode.trim() === '') {
    return broken(resultPath, lineOf(['finalCode']), 'finalCode: a successful session must have its final code');
  }
  const disagreement = disagreementOf(result, end.result);
  if (disagreement !== undefined) {
    return { kind: 'unverified', dir, problem: { file: resultPath, message: `${disagreement}: result.json says otherwise than the transcript's end` } };
  }
  let unverified: Unverified | null;
  try {
    unverified = verifier.verify(folder, events, { scene: result.scene, code: result.finalCode, team: result.team });
  } catch (error) {
    // A scene this machine does not have: named at result.json's `scene`, as the export did before.
    if (!(error instanceof IteraPlanError) || !verifier.isSceneError(error)) throw error;
    return broken(resultPath, lineOf(['scene']), `scene: ${error.message}`);
  }
  if (unverified !== null) return { kind: 'unverified', dir, problem: unverified };
  return {
    kind: 'ok',
    session: {
      dir,
      id: folder.id,
      instruction: result.instruction,
      scene: result.scene,
      planner: result.planner,
      model: result.model,
      clarification: result.clarification,
      plan: result.plan,
      code: result.finalCode,
      counts: result.counts,
      spokenTranscript: lastVoice(events)?.transcript ?? null,
      preferences: appliedPreferences(events),
      resultFile: resultPath,
      sceneLine: lineOf(['scene']),
    },
  };
}

/** The first field an export uses on which result.json and the transcript's end disagree. */
function disagreementOf(result: ExportedResult, ended: EventOf<'end'>['result']): string | undefined {
  const fields = ['instruction', 'scene', 'success', 'finalCode', 'plan', 'clarification', 'counts'] as const;
  return fields.find((field) => JSON.stringify(result[field]) !== JSON.stringify(field === 'counts' ? countsOf(ended.counts) : ended[field]));
}

/** The counts an export uses (result.json may hold more). */
function countsOf(counts: ExportedResult['counts']): ExportedResult['counts'] {
  return { humanRefinements: counts.humanRefinements, executionRefinements: counts.executionRefinements, validationRepairs: counts.validationRepairs, executions: counts.executions };
}

/** The newest `voice` event: what the transcription heard. */
function lastVoice(events: readonly SessionEvent[]): Extract<SessionEvent, { type: 'voice' }> | undefined {
  return [...events].reverse().find((e): e is Extract<SessionEvent, { type: 'voice' }> => e.type === 'voice');
}

function broken(file: string, line: number | undefined, message: string): SessionReading {
  return { kind: 'broken', problem: { file, line, message } };
}

/** Drops a leading "file:line: " that the message repeats. */
function stripLocation(message: string, file: string | undefined, line: number | undefined): string {
  const prefix = `${file ?? ''}${line === undefined ? '' : `:${line}`}: `;
  return file !== undefined && message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
