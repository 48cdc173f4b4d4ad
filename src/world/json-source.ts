/**
 * A JSON file of a dataset read against a zod schema: a problem is an InputError naming the file,
 * and for data that does not fit the schema the line and field (JSON is YAML, so it is parsed
 * again with line numbers only when something is wrong).
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { InputError } from '../errors.js';
import { displayPath } from './paths.js';
import { validateSource } from './validate-source.js';
import { parseYamlSource } from './yaml-source.js';

/** Reads `path` as JSON fitting `schema`; `what` names the file's kind in messages ("the trajectory"). */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S, what: string, maxBytes: number): z.output<S> {
  const file = displayPath(path);
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > maxBytes) throw new InputError(`${file}: ${size} bytes is more than ${what} holds (at most ${maxBytes})`, { file });
    text = readFileSync(path, 'utf8');
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
  return validateSource(parseYamlSource(text, file), schema);
}
