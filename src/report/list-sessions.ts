/**
 * The sessions under a folder, one line each (time, request, scene, planner, outcome), read from
 * each transcript's first line and result files only, so that a long list stays quick.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { SESSION_FILES } from '../session/index.js';
import { findSessionDirs } from './find-sessions.js';
import { OUTCOME_FILE, readJsonFile, type Outcome } from '../outcome/index.js';

/** One session of the list. */
export interface SessionListing {
  id: string;
  dir: string;
  started: string | null;
  instruction: string;
  scene: string;
  planner: string;
  /** `succeeded`, `goal NOT met`, `failed: …`, `unfinished`. */
  outcome: string;
  success: boolean | null;
}

/** Every session under `root`, newest first. */
export function listSessions(root: string): SessionListing[] {
  if (!existsSync(root)) return [];
  return findSessionDirs(root)
    .map(listing)
    .sort((a, b) => (b.started ?? '').localeCompare(a.started ?? '') || a.id.localeCompare(b.id));
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
    const newest = listSessions(root)[0];
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

function listing(dir: string): SessionListing {
  const start = firstLine(join(dir, SESSION_FILES.transcript));
  const result = readJsonFile<{ success?: boolean; reason?: string }>(dir, SESSION_FILES.result);
  const outcome = readJsonFile<Outcome>(dir, OUTCOME_FILE);
  let verdict = 'unfinished';
  let success: boolean | null = null;
  if (result !== null) {
    success = result.success === true;
    verdict = success ? (outcome?.goal?.met ? 'succeeded, goal met' : 'succeeded') : outcome?.ran && outcome.goal?.met === false ? 'ran, goal NOT met' : `failed: ${result.reason ?? '?'}`;
  }
  return {
    id: basename(dir),
    dir,
    started: typeof start?.['time'] === 'string' ? start['time'] : null,
    instruction: typeof start?.['instruction'] === 'string' ? start['instruction'] : '?',
    scene: typeof start?.['scene'] === 'string' ? start['scene'] : '?',
    planner: typeof start?.['planner'] === 'string' ? `${start['planner']}${typeof start['model'] === 'string' ? ` (${start['model']})` : ''}` : '?',
    outcome: verdict,
    success,
  };
}

/** The first JSON line of a file, read without loading the rest. */
function firstLine(path: string): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, read).toString('utf8');
    const end = text.indexOf('\n');
    const parsed: unknown = JSON.parse(end === -1 ? text : text.slice(0, end));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
