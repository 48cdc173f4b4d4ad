/**
 * The team of a `plan` session. A new session takes `--team`; one started with a team file of the
 * person's (no team of skills/teams/) keeps a copy of it in its folder, `team.yaml`. A resumed
 * session reads its team from there, or by its shipped name, and never from a path its transcript
 * names (`options.teamFile`, a `team` with a `/`): a transcript may come from someone else, and
 * following it read /etc/passwd and hung on a FIFO (docs/security.md).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { echo } from '../display.js';
import { InputError } from '../errors.js';
import { SESSION_FILES, SessionFolder, type Session, type SessionOptions } from '../session/index.js';
import { isShippedTeam, type Team, type TeamReference } from '../world/index.js';

/**
 * The team a session runs with: `--team` when given (or for a new session); else, resuming, the
 * folder's `team.yaml`, or the shipped team the transcript names.
 * @throws InputError (exit 2) when the transcript names a team that is neither
 */
export function sessionTeam(flag: { team: string; given: boolean }, resumed: { dir: string; options: SessionOptions } | undefined): TeamReference {
  if (resumed === undefined || flag.given) return flag.team;
  const recorded = resumed.options.team;
  const folder = SessionFolder.at(resumed.dir);
  // Read by the session reader: a regular file of the folder, bounded; a link, pipe or device is refused.
  const copy = folder.text(SESSION_FILES.team);
  if (copy !== undefined) return { name: recorded !== undefined && isTeamName(recorded) ? recorded : 'team', text: copy, path: folder.path(SESSION_FILES.team) };
  if (recorded === undefined) return flag.team;
  if (isShippedTeam(recorded)) return recorded;
  throw new InputError(
    `${folder.path(SESSION_FILES.transcript)}: the session's team '${echo(recorded)}' is no team of skills/teams/ and its folder holds no ${SESSION_FILES.team}; ` +
      'a resumed session reads no file outside its folder: give the team again with --team NAME|FILE',
    { file: folder.path(SESSION_FILES.transcript) },
  );
}

/** A team's name as a file name gives it: letters, digits, `_` and `-` (no path). */
function isTeamName(name: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(name);
}

/**
 * Keeps a copy of the team file in the session folder when it is the person's own (not shipped,
 * not the folder's own copy), so that a resume needs nothing outside the folder.
 */
export function keepTeamCopy(session: Session, team: Team, reference: TeamReference): void {
  if (typeof reference !== 'string') return;
  // A shipped team given again on resume replaces an earlier copy (removing a link removes only the link).
  if (isShippedTeam(reference)) rmSync(join(session.dir, SESSION_FILES.team), { force: true });
  else session.writeFile(SESSION_FILES.team, readFileSync(team.path, 'utf8'));
}
