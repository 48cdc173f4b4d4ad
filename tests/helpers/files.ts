/** A temporary folder for files a test writes (plans, scripts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Scratch {
  dir: string;
  /** Writes `text` to `name` in the folder; returns its path. */
  write(name: string, text: string | Uint8Array): string;
  remove(): void;
}

export function makeScratch(prefix = 'iteraplan-test-'): Scratch {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write: (name, text) => {
      const file = join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
