/**
 * JSON Lines files written as they go (transcripts, episode logs): reading them back with the
 * file and line of any problem. A last line without its newline was cut by a crash mid-write
 * and is ignored (and cut off by repairTornTail before anything is appended); lines of NUL
 * bytes, which a crash can leave in a file's tail, count as blank; any other unreadable line is
 * an error.
 */
import type { z } from 'zod';
import { InputError } from './errors.js';
import { guardFs } from './fs-errors.js';
import { readRegularFile, replaceFile, type FileLimit } from './regular-files.js';

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
    if (index === lines.length - 1) {
      // Unterminated: a whole record lost only its newline; anything else was cut short.
      const record = parseRecord(line.replace(/\0+$/, ''));
      if (record !== undefined) parsed.push({ line: index + 1, value: record });
      return;
    }
    try {
      parsed.push({ line: index + 1, value: JSON.parse(line) });
    } catch {
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

/** A JSON Lines file as it reads after its last line is repaired (nothing written yet). */
export interface RepairedText {
  repair: TailRepair;
  /** The file's text once repaired: every line ends with its newline. */
  text: string;
  /** The torn bytes cut off (`cut`), to be kept in `<file>.torn`. */
  torn: Buffer | undefined;
}

/**
 * How a JSON Lines file's bytes read once a crash mid-write is repaired. A last line without its
 * newline is either a whole JSON object (only the newline was lost, perhaps followed by NUL bytes:
 * it is completed) or torn (it is cut off, to be kept aside, so that nothing is silently thrown
 * away). Appending onto torn bytes would glue the next line to them and make the file unreadable.
 */
export function repairedText(bytes: Buffer): RepairedText {
  if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) return { repair: 'clean', text: bytes.toString('utf8'), torn: undefined };
  const cut = bytes.lastIndexOf(0x0a) + 1;
  const tail = bytes.subarray(cut);
  const head = bytes.subarray(0, cut).toString('utf8');
  // NUL bytes after a whole line are what a crashed filesystem leaves, not part of the line.
  const text = tail.toString('utf8').replace(/\0+$/, '');
  if (parseRecord(text) !== undefined) return { repair: 'completed', text: `${head}${text}\n`, torn: undefined };
  return { repair: 'cut', text: head, torn: tail };
}

/**
 * Makes a JSON Lines file safe to append to after a crash mid-write (see repairedText). The file
 * is read as a regular file only (never through a link, bounded by `limit`); `check` sees the
 * repaired text before anything is written, so a file that does not validate is left as it was.
 * A repair writes only files it creates, in the file's folder: the torn bytes are added to
 * `<file>.torn` (a regular file, or created) and the repaired text replaces the file (written
 * beside it and renamed over it), so no other file is ever written through the names.
 * @returns the repaired text, as `check` saw it
 * @throws InputError when the file (or `<file>.torn`) is a link, a folder or another kind of file, or too large, or from `check`; EnvironmentError when it cannot be read or repaired (read-only, ...)
 */
export function repairTornTail(path: string, limit: FileLimit, check: (text: string) => void = () => {}): RepairedText {
  return guardFs(`cannot read or repair ${path}`, path, () => {
    const repaired = repairedText(readRegularFile(path, limit) ?? Buffer.alloc(0));
    check(repaired.text);
    if (repaired.repair === 'clean') return repaired;
    if (repaired.torn !== undefined) {
      const kept = `${path}.torn`;
      replaceFile(kept, Buffer.concat([readRegularFile(kept, limit) ?? Buffer.alloc(0), repaired.torn, Buffer.from('\n')]));
    }
    replaceFile(path, repaired.text);
    return repaired;
  });
}

/**
 * The record a last line holds when it is whole: every line these files hold is a JSON object,
 * so a torn tail that happens to read as JSON ("0", "tru") is still torn.
 */
function parseRecord(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
