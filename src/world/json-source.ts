/**
 * A JSON file of a dataset read against a zod schema: a problem is an InputError naming the file,
 * and for data that does not fit the schema the line and field (JSON is YAML, so it is parsed
 * again with line numbers only when something is wrong).
 */
import type { z } from 'zod';
import { InputError } from '../errors.js';
import { readRegularFileWithin } from '../regular-files.js';
import { displayPath } from './paths.js';
import { validateSource } from './validate-source.js';
import { parseYamlSource } from './yaml-source.js';

/** Characters of a file whose problems are named with their line. */
const LINE_NUMBERS_UP_TO = 1024 * 1024;

/** Reads `path` as JSON fitting `schema`; `what` names the file's kind in messages ("the trajectory"). */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S, what: string, maxBytes: number): z.output<S> {
  const file = displayPath(path);
  let text: string;
  try {
    // A regular file only, never through a link (whose target a message would echo) nor a pipe (which would wait).
    const bytes = readRegularFileWithin(path, maxBytes);
    if (bytes === undefined) throw new InputError(`${file}: cannot read ${what} (no such file)`, { file });
    if (bytes.length > maxBytes) throw new InputError(`${file}: more than ${maxBytes.toLocaleString('en')} bytes, more than ${what} holds`, { file });
    text = bytes.toString('utf8');
  } catch (cause) {
    if (cause instanceof InputError) throw cause;
    throw new InputError(`${file}: cannot read ${what} (${(cause as Error).message})`, { file, cause });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new InputError(`${file}: not valid JSON (${(cause as Error).message})`, { file, cause });
  }
  const quick = schema.safeParse(data);
  if (quick.success) return quick.data;
  // Line numbers cost a second YAML parse: only for a file small enough to parse quickly.
  if (text.length > LINE_NUMBERS_UP_TO) {
    const issue = quick.error.issues[0]!;
    throw new InputError(`${file}: ${issue.path.join('.') || 'its top'}: ${issue.message}`, { file });
  }
  return validateSource(parseYamlSource(text, file), schema);
}
