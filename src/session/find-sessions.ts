/** Finds the session directories under a runs directory. */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { lstatOrUndefined } from '../regular-files.js';
import { SESSION_MARKERS } from './layout.js';

/**
 * Every session directory under `root` (or `root` itself when it is one), depth first in name
 * order, so an export is reproducible. A session's own subfolders are not searched; hidden
 * folders (a `.iteraplan` cache) are skipped.
 * @throws InputError (exit 2) when `root` does not exist or is not a directory
 */
export function findSessionDirs(root: string): string[] {
  let isDir: boolean;
  try {
    isDir = statSync(root).isDirectory();
  } catch (cause) {
    throw new InputError(`${root}: no such directory of sessions`, { file: root, cause });
  }
  if (!isDir) throw new InputError(`${root}: not a directory (give the folder the sessions were written to, e.g. runs/)`, { file: root });
  const found: string[] = [];
  visit(resolve(root), found);
  return found;
}

function visit(dir: string, found: string[]): void {
  // lstat: a marker that is a link still marks a session, which its reader then refuses, saying why.
  if (SESSION_MARKERS.some((name) => lstatOrUndefined(join(dir, name)) !== undefined)) {
    found.push(dir);
    return;
  }
  const children = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  for (const child of children) visit(join(dir, child), found);
}
