/**
 * JSON Lines files written as they go (transcripts, episode logs): reading them back with the
 * file and line of any problem. A last line without its newline was cut by a crash mid-write
 * and is ignored; any other unreadable line is an error.
 */
import type { z } from 'zod';
import { InputError } from './errors.js';

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
    if (line.trim() === '') return;
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
