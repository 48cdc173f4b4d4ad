/**
 * JSON Lines files written as they go (transcripts, episode logs): reading them back with the
 * file and line of any problem. A last line without its newline was cut by a crash mid-write
 * and is ignored (and cut off by repairTornTail before anything is appended); lines of NUL
 * bytes, which a crash can leave in a file's tail, count as blank; any other unreadable line is
 * an error.
 */
import { appendFileSync, readFileSync, truncateSync } from 'node:fs';
import type { z } from 'zod';
import { InputError } from './errors.js';
import { fsError, isSystemError } from './fs-errors.js';

/** One parsed line and its 1-based line number. */
export interface JsonLine {
  line: number;
  value: unknown;
}

/** Parses JSON Lines text from `file`, skipping blank lines and a torn last line. */
export function parseJsonLines(text: string, file: string): JsonLine[] {
  const lines = text.split('\n');
  const parsed: JsonLine[] = [];
  lines.forEach((line, index) => {
    if (line.replace(/\0/g, '').trim() === '') return;
    try {
      parsed.push({ line: index + 1, value: JSON.parse(line) });
    } catch {
      if (index === lines.length - 1) return; // unterminated: the write was cut short
      throw new InputError(`${file}:${index + 1}: not valid JSON`, { file, line: index + 1 });
    }
  });
  return parsed;
}

/** Validates one line's value; the error names the file, the line and the field. */
export function validateJsonLine<S extends z.ZodType>(schema: S, entry: JsonLine, file: string, fieldPrefix: string[] = []): z.infer<S> {
  const result = schema.safeParse(entry.value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [...fieldPrefix, ...(issue?.path ?? []).map(String)].join('.') || 'line';
  throw new InputError(`${file}:${entry.line}: ${field}: ${issue?.message ?? 'invalid'}`, { file, line: entry.line });
}

/** What repairTornTail did to a file's last line. */
export type TailRepair = 'clean' | 'completed' | 'cut';

/**
 * Makes a JSON Lines file safe to append to after a crash mid-write. A last line without its
 * newline is either a whole JSON value (only the newline was lost, perhaps followed by NUL
 * bytes: it is completed) or torn (it is
 * cut off, and its bytes kept in `<file>.torn`, so that nothing is silently thrown away).
 * Appending onto torn bytes would glue the next line to them and make the file unreadable.
 * @throws InputError when the path is a folder; EnvironmentError when the file cannot be repaired (read-only, ...)
 */
export function repairTornTail(path: string): TailRepair {
  try {
    const bytes = readFileSync(path);
    if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) return 'clean';
    const cut = bytes.lastIndexOf(0x0a) + 1;
    const tail = bytes.subarray(cut);
    // NUL bytes after a whole line are what a crashed filesystem leaves, not part of the line.
    const text = tail.toString('utf8').replace(/\0+$/, '');
    if (isJson(text)) {
      truncateSync(path, cut);
      appendFileSync(path, `${text}\n`);
      return 'completed';
    }
    appendFileSync(`${path}.torn`, Buffer.concat([tail, Buffer.from('\n')]));
    truncateSync(path, cut);
    return 'cut';
  } catch (cause) {
    if (!isSystemError(cause)) throw cause;
    throw fsError(`cannot read or repair ${path}`, path, cause);
  }
}

function isJson(text: string): boolean {
  if (text.replace(/\0/g, '').trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
