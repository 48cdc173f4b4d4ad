/**
 * File-system failures as the errors the command line reports: a path that is a file where a
 * folder is needed (or the other way round) is bad usage (exit 2); permissions, a full disk or a
 * read-only file system are the environment (exit 3). Either way the message names the path and
 * says what went wrong in words, instead of an "unexpected error".
 */
import { EnvironmentError, InputError } from './errors.js';

const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exhausted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'something is already there',
  ENOENT: 'no such file or folder',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
};

/** Codes that mean the path given is the wrong kind of thing: the user's input, not the machine. */
const USAGE = new Set(['ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** The words for a file-system error code. */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (code !== undefined ? REASONS[code] : undefined) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Whose path it is: `input` for a path the person gave (a file where a folder should be is their
 * mistake, exit 2), `output` for a file IteraPlan writes itself during a run (any failure is the
 * environment's, exit 3).
 */
export type PathRole = 'input' | 'output';

/** A file-system error as an InputError (the wrong kind of path given) or an EnvironmentError (the rest). */
export function fsError(what: string, path: string, error: unknown, role: PathRole = 'input'): InputError | EnvironmentError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = `${what}: ${fsReason(error)}`;
  return role === 'input' && code !== undefined && USAGE.has(code)
    ? new InputError(message, { file: path, cause: error })
    : new EnvironmentError(message, { cause: error });
}

/** Whether `error` is a Node system error (it has an errno code). */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).syscall !== undefined;
}

/** Runs a file-system operation, turning a Node system error into fsError. */
export function guardFs<T>(what: string, path: string, operation: () => T, role: PathRole = 'input'): T {
  try {
    return operation();
  } catch (error) {
    if (!isSystemError(error)) throw error;
    throw fsError(what, path, error, role);
  }
}
