/**
 * Where IteraPlan's data lives. The project root is found from this file's own location, so the
 * same code works from `src/` (vitest) and from `dist/` (after `tsc`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'iteraplan';

/** Walks up from `start` to the directory whose package.json names this package. */
export function findProjectRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the ${PACKAGE_NAME} project root above ${start}`);
    }
    dir = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed) {
      return typeof parsed.name === 'string' ? parsed.name : undefined;
    }
  } catch {
    // An unreadable manifest is simply not ours; keep walking up.
  }
  return undefined;
}

/** The scenes directory: `ITERAPLAN_SCENES` when set, else `<root>/scenes`. */
export function scenesDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env['ITERAPLAN_SCENES'];
  if (override !== undefined && override !== '') return resolve(override);
  return join(findProjectRoot(), 'scenes');
}

/** The skills directory (`<root>/skills`): actions, skills, and the teams in `teams/`. */
export function skillsDir(): string {
  return join(findProjectRoot(), 'skills');
}

/** A path as shown in messages: relative to the project root when inside it, else absolute. */
export function displayPath(file: string): string {
  const rel = relative(findProjectRoot(), file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}
