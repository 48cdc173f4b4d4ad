/**
 * `iteraplan export`: the successful sessions under a directory as training data, one line a
 * session. A broken session is reported and skipped; it never stops the export.
 */
import { safeJson } from '../display.js';
import { IteraPlanError } from '../errors.js';
import type { SkillSignature } from '../planning/index.js';
import { filterOut, type ExportFilter } from './filter.js';
import { findSessionDirs } from './find-sessions.js';
import { toChatExample, toPlainRecord, type ExportFormat } from './formats.js';
import { sceneContexts, type SceneContext } from './scene-context.js';
import { readSessionForExport, type ExportableSession, type SessionProblem, type SessionReading } from './session-record.js';
import { successVerifier, type SuccessVerifier } from './verify-success.js';

export interface ExportOptions {
  format: ExportFormat;
  filter: ExportFilter;
  /** Where the sessions' scenes are (for the object types of each example). */
  scenesDir: string;
  /** The skill library named in the system message of `openai-chat` examples. */
  skills: readonly SkillSignature[];
  /** Receives each exported line (JSON, without the newline). */
  write(line: string): void;
  /** Receives each broken session. */
  warn(problem: SessionProblem): void;
}

/** What an export did, for the closing summary. */
export interface ExportSummary {
  sessions: number;
  exported: number;
  failed: number;
  unfinished: number;
  /** Sessions whose goal held before any step: no code to learn from. */
  alreadyDone: number;
  /** Sessions that say they succeeded but whose records do not bear it out (each warned about). */
  unverified: number;
  broken: number;
  /** Successful sessions left out by a filter, by reason. */
  filteredOut: Record<string, number>;
}

/**
 * Exports every session under `root` (in name order).
 * @throws InputError (exit 2) when `root` does not exist or is not a directory
 */
export function exportSessions(root: string, options: ExportOptions): ExportSummary {
  const dirs = findSessionDirs(root);
  const scenes = sceneContexts(options.scenesDir);
  const verifier = successVerifier(options.scenesDir);
  const summary: ExportSummary = { sessions: dirs.length, exported: 0, failed: 0, unfinished: 0, alreadyDone: 0, unverified: 0, broken: 0, filteredOut: {} };
  const reportBroken = (problem: SessionProblem) => {
    summary.broken += 1;
    options.warn(problem);
  };
  for (const dir of dirs) {
    const reading = readSafely(dir, verifier);
    if (reading.kind === 'failed' || reading.kind === 'unfinished') {
      summary[reading.kind] += 1;
      continue;
    }
    if (reading.kind === 'already-done') {
      summary.alreadyDone += 1;
      continue;
    }
    if (reading.kind === 'broken') {
      reportBroken(reading.problem);
      continue;
    }
    if (reading.kind === 'unverified') {
      summary.unverified += 1;
      options.warn({ file: reading.problem.file, line: undefined, message: `not exported: it says it succeeded, but ${reading.problem.message}` });
      continue;
    }
    const session = reading.session;
    const reason = filterOut(session, options.filter);
    if (reason !== null) {
      summary.filteredOut[reason] = (summary.filteredOut[reason] ?? 0) + 1;
      continue;
    }
    const scene = sceneOf(session, scenes);
    if ('problem' in scene) {
      reportBroken(scene.problem);
      continue;
    }
    const record = options.format === 'openai-chat' ? toChatExample(session, scene, options.skills) : toPlainRecord(session, scene);
    options.write(safeJson(record));
    summary.exported += 1;
  }
  return summary;
}

/** One unreadable file (permissions, a folder where a file should be) must not end the export. */
function readSafely(dir: string, verifier: SuccessVerifier): SessionReading {
  try {
    return readSessionForExport(dir, verifier);
  } catch (error) {
    return { kind: 'broken', problem: { file: dir, line: undefined, message: error instanceof Error ? error.message : String(error) } };
  }
}

function sceneOf(session: ExportableSession, scenes: ReturnType<typeof sceneContexts>): SceneContext | { problem: SessionProblem } {
  try {
    return scenes.get(session.scene);
  } catch (error) {
    if (!(error instanceof IteraPlanError)) throw error;
    return { problem: { file: session.resultFile, line: session.sceneLine, message: `scene: ${error.message}` } };
  }
}

/** A problem as the warning line shows it: `file:line: message`. */
export function formatProblem(problem: SessionProblem): string {
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`;
}

/** The closing line on stderr, e.g. "Exported 3 of 5 sessions (1 failed, 1 broken)." */
export function formatSummary(summary: ExportSummary): string {
  const parts: string[] = [];
  if (summary.failed > 0) parts.push(`${summary.failed} failed`);
  if (summary.unfinished > 0) parts.push(`${summary.unfinished} unfinished`);
  if (summary.alreadyDone > 0) parts.push(`${summary.alreadyDone} already done`);
  if (summary.unverified > 0) parts.push(`${summary.unverified} not borne out by their records`);
  if (summary.broken > 0) parts.push(`${summary.broken} broken`);
  for (const [reason, count] of Object.entries(summary.filteredOut)) parts.push(`${count} left out for ${reason}`);
  const noun = summary.sessions === 1 ? 'session' : 'sessions';
  return `Exported ${summary.exported} of ${summary.sessions} ${noun}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}.`;
}
