/**
 * Files read and written without following links: a folder someone else made (a session folder
 * sent by mail, an unpacked archive) may hold symbolic links, hard links, named pipes or device
 * files under the names we look for. Reading opens only a regular file, never through a link,
 * bounded in size; writing never writes through a link or into a file it did not create
 * (replaceFile writes a new file beside the old one and renames it over it). docs/security.md.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, lstatSync, openSync, readSync, renameSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError } from './errors.js';
import { LIMITS, LimitExceededError, type InputLimits } from './limits.js';

// Absent on Windows, where links are not followed this way; the lstat checks still hold.
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
// Opening a named pipe must not wait for a writer: it is refused once opened.
const NONBLOCK = constants.O_NONBLOCK ?? 0;

/** What a path is when it is not a regular file, in words; undefined for a regular file. */
export function notRegular(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** The refusal of a path that is not a regular file. Exit 2, naming the path. */
function notRegularError(path: string, kind: string): InputError {
  if (kind === 'a folder') return new InputError(`${path}: it is a folder, not a file`, { file: path });
  // Only a link is told about links: a pipe or a device is refused for what it is.
  const rule = kind.includes('link') ? 'only regular files are read or written here, never through a link' : 'only regular files are read here';
  return new InputError(`${path} is ${kind}: ${rule}`, { file: path });
}

/** lstat, or undefined when nothing is there. */
export function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Byte limits a regular file may be read under (src/limits.ts). */
export type FileLimit = Extract<keyof InputLimits, 'sessionFileBytes' | 'resultsFileBytes' | 'preferencesFileBytes' | 'goalFileBytes'>;

/**
 * The bytes of the regular file at `path`, at most `LIMITS[limit]` of them. A link (even to a
 * regular file), a folder, a named pipe or a device is refused before it is opened, and again
 * on the opened file (so nothing swapped in between is read).
 * @returns undefined when nothing is at `path`
 * @throws InputError (not a regular file), LimitExceededError (too large); a Node system error otherwise
 */
export function readRegularFile(path: string, limit: FileLimit, limits: InputLimits = LIMITS): Buffer | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    const size = fstatSync(fd).size;
    const maximum = limits[limit];
    if (size > maximum) throw tooLarge(path, size, limit, maximum);
    // Read one byte past the limit, so a file that grew after fstat is refused rather than cut.
    const bytes = readUpTo(fd, Math.min(size, maximum) + 1);
    if (bytes.length > maximum) throw tooLarge(path, bytes.length, limit, maximum);
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * At most `maximum + 1` bytes of the regular file at `path` (checked as readRegularFile does),
 * for a reader with a bound of its own: more than `maximum` bytes back means the file is larger.
 * @returns undefined when nothing is at `path`
 */
export function readRegularFileWithin(path: string, maximum: number): Buffer | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    return readUpTo(fd, Math.min(fstatSync(fd).size, maximum) + 1);
  } finally {
    closeSync(fd);
  }
}

/**
 * The first `bytes` bytes of the regular file at `path` (checked as readRegularFile does), for a
 * look at a file's head without loading all of it.
 * @returns undefined when nothing is at `path`
 */
export function readRegularFileHead(path: string, bytes: number): Buffer | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    return readUpTo(fd, bytes);
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens the regular file at `path` for reading. A link (even to a regular file), a folder, a
 * named pipe or a device is refused before it is opened, and again on the opened file (so
 * nothing swapped in between is read).
 * @returns undefined when nothing is at `path`
 */
function openRegular(path: string): number | undefined {
  const before = lstatOrUndefined(path);
  if (before === undefined) return undefined;
  const kind = notRegular(before);
  if (kind !== undefined) throw notRegularError(path, kind);
  const fd = openNoFollow(path, constants.O_RDONLY | NOFOLLOW | NONBLOCK);
  const opened = notRegular(fstatSync(fd));
  if (opened !== undefined) {
    closeSync(fd);
    throw notRegularError(path, opened);
  }
  return fd;
}

/** At most `size` bytes from the start of `fd`. */
function readUpTo(fd: number, size: number): Buffer {
  const buffer = Buffer.alloc(size);
  let length = 0;
  while (length < size) {
    const read = readSync(fd, buffer, length, size - length, length);
    if (read === 0) break;
    length += read;
  }
  return buffer.subarray(0, length);
}

function tooLarge(path: string, bytes: number, limit: FileLimit, maximum: number): LimitExceededError {
  const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MiB` : `${(n / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KiB`);
  return new LimitExceededError(`${path} is ${size(bytes)}; the limit is ${size(maximum)} (${limit})`, limit, bytes, maximum, path);
}

/** openSync with O_NOFOLLOW, a link it meets said in words. */
function openNoFollow(path: string, flags: number, mode?: number): number {
  try {
    return openSync(path, flags, mode);
  } catch (error) {
    // O_NOFOLLOW on a link: ELOOP (Linux, macOS), EMLINK (FreeBSD).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK') throw notRegularError(path, 'a symbolic link');
    throw error;
  }
}

/**
 * Writes `content` to `path` as a file of its own: a new file is created beside it (exclusively,
 * so nothing already there is written into) and renamed over `path`. A link at `path` is
 * replaced, never followed; a reader sees the old file or the new one, never half of one.
 * @throws a Node system error (read-only, full disk, `path` a folder)
 */
export function replaceFile(path: string, content: string | Uint8Array): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const fd = openNoFollow(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, 0o644);
  try {
    try {
      writeAll(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Already renamed, or never made: nothing to clean.
    }
    throw error;
  }
}

/**
 * Appends `text` to the regular file at `path` (created when absent). A link, a file with other
 * hard links (appending would write into the other name's file too), a named pipe or a device
 * is refused.
 * @throws InputError (not a regular file of its own); a Node system error otherwise
 */
export function appendToRegularFile(path: string, text: string): void {
  const present = lstatOrUndefined(path);
  // A folder is left to open's EISDIR: where we write our own files, that is the machine's doing (exit 3).
  const before = present === undefined || present.isDirectory() ? undefined : notRegular(present);
  if (before !== undefined) throw notRegularError(path, before);
  const fd = openNoFollow(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NOFOLLOW | NONBLOCK, 0o644);
  try {
    const stats = fstatSync(fd);
    const kind = notRegular(stats) ?? (stats.nlink > 1 ? 'a file with other hard links' : undefined);
    if (kind !== undefined) throw notRegularError(path, kind);
    writeAll(fd, Buffer.from(text, 'utf8'));
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
}
