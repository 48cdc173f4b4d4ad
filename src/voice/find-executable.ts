/** Looks a program up on a PATH, as the shell would, without running anything. */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The absolute path of the first executable file called `name` in the PATH value `pathValue`.
 * Returns undefined when there is none (or PATH is unset/empty).
 */
export function findExecutable(name: string, pathValue: string | undefined): string | undefined {
  if (pathValue === undefined || pathValue === '') return undefined;
  for (const dir of pathValue.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there or not executable: keep looking.
    }
  }
  return undefined;
}
