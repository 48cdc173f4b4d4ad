/**
 * The sessions under a folder, one line each (time, request, scene, planner, outcome), read from
 * each transcript's first lines and result files only, so that a long list stays quick. Every
 * file is read through the session reader and checked; a session that cannot be read is left
 * out of the list with the reason, and the others are listed.
 */
import { existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { InputError, IteraPlanError } from '../errors.js';
import { readOutcome } from '../outcome/index.js';
import { findSessionDirs, PlanResultSchema, SESSION_FILES, SessionFolder } from '../session/index.js';
import { verdictWords } from './verdict.js';

/** One session of the list. */
export interface SessionListing {
  id: string;
  dir: string;
  started: string | null;
  instruction: string;
  scene: string;
  planner: string;
  /** `succeeded, goal met`, `ran, but the goal was NOT met`, `ran to its end; the goal was not checked`, `failed: …`, `aborted by the user`, `refused: …`, `unfinished` (verdict.ts). */
  outcome: string;
  success: boolean | null;
}

/** A session folder left out of the list, and why (the file, line and field). */
export interface SkippedSession {
  dir: string;
  problem: string;
}

export interface SessionList {
  /** Newest first. */
  sessions: SessionListing[];
  skipped: SkippedSession[];
}

/** Every session under `root`, newest first, and those that could not be read. */
export function listSessions(root: string): SessionList {
  const list: SessionList = { sessions: [], skipped: [] };
  if (!existsSync(root)) return list;
  for (const dir of findSessionDirs(root)) {
    try {
      list.sessions.push(listing(SessionFolder.at(dir)));
    } catch (error) {
      if (!(error instanceof IteraPlanError)) throw error;
      list.skipped.push({ dir, problem: error.message });
    }
  }
  list.sessions.sort((a, b) => (b.started ?? '').localeCompare(a.started ?? '') || a.id.localeCompare(b.id));
  return list;
}

/** The id that names the newest session under the folder (`runs show latest`). */
export const LATEST_SESSION = 'latest';

/**
 * The session folder an id names: a path to one, a folder name under `root`, the unique start
 * of one (`20261123-1345`), or `latest`, the newest. Throws InputError saying what matched.
 */
export function resolveSession(id: string, root: string): string {
  if (existsSync(join(id, SESSION_FILES.transcript))) return resolve(id);
  if (id === LATEST_SESSION) {
    const newest = listSessions(root).sessions[0];
    if (newest === undefined) throw new InputError(`no sessions under ${root} yet (run \`iteraplan plan\`, or give --out)`);
    return newest.dir;
  }
  const dirs = existsSync(root) ? findSessionDirs(root) : [];
  const exact = dirs.filter((d) => basename(d) === id || relative(resolve(root), d) === id);
  if (exact.length === 1) return exact[0]!;
  const matches = exact.length > 1 ? exact : dirs.filter((d) => basename(d).startsWith(id));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new InputError(`no session '${id}' under ${root} (see \`iteraplan runs --out ${root}\`)`);
  throw new InputError(`'${id}' names ${matches.length} sessions under ${root}: ${matches.slice(0, 5).map((d) => basename(d)).join(', ')}${matches.length > 5 ? ', …' : ''}; give more of the id`);
}

/** An unsuccessful end in words: the person's Abort and the planner's refusal are no failed plan. */
function listing(folder: SessionFolder): SessionListing {
  const start = folder.start();
  const result = folder.json(SESSION_FILES.result, PlanResultSchema);
  const outcome = readOutcome(folder);
  const success = result === undefined ? null : result.success && outcome?.goal?.met === true;
  const verdict = verdictWords(result === undefined ? null : { success: result.success, reason: result.reason, ending: result.ending, preferencesBroken: result.preferencesBroken }, outcome);
  return {
    id: folder.id,
    dir: folder.dir,
    started: start?.time ?? null,
    instruction: start?.instruction ?? result?.instruction ?? '?',
    scene: start?.scene ?? result?.scene ?? '?',
    planner: start === undefined ? '?' : `${start.planner}${start.model !== null ? ` (${start.model})` : ''}`,
    outcome: verdict,
    success,
  };
}
