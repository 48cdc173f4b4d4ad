/** Writing a file a person named on the command line (`-o FILE`), with its failures in words. */
import { writeFileSync } from 'node:fs';
import { fsError } from '../fs-errors.js';

/**
 * Writes `content` to `file`. A folder or a path through a file is the person's mistake (exit 2);
 * a full disk or a permission refused is the environment's (exit 3); both name the file.
 */
export function writeOutputFile(file: string, content: string | Buffer): void {
  try {
    writeFileSync(file, content);
  } catch (cause) {
    throw fsError(`cannot write ${file}`, file, cause, 'input');
  }
}
