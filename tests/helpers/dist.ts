/**
 * Tests that run the built command (`node bin/iteraplan.js`) need dist/ to match src/: this
 * builds it when it is missing or older than a source file (`npm test` builds first anyway).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { findProjectRoot } from '../../src/world/index.js';

const ROOT = findProjectRoot();
export const BIN = join(ROOT, 'bin', 'iteraplan.js');
export const DIST = join(ROOT, 'dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export async function ensureBuilt(): Promise<void> {
  const marker = join(DIST, 'cli', 'main.js');
  if (existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(join(ROOT, 'src'))) return;
  // tsc emits even when some file has a type error; the tests then judge the output.
  await execa('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, reject: false });
  if (!existsSync(marker)) throw new Error('building dist/ with tsconfig.build.json produced no dist/cli/main.js');
}
