/**
 * Requests the bank never keeps: every instruction of the project's suites (what the planners are
 * measured on), so retrieval cannot show a suite's own task as an example of itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { normalRequest } from '../planning/index.js';

/** The normalised instructions of every suite YAML in `dir` (suites/). */
export function suiteRequests(dir: string): Set<string> {
  const held = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const suite = parse(readFileSync(join(dir, file), 'utf8')) as { tasks?: { instruction?: unknown }[] } | null;
    for (const task of suite?.tasks ?? []) if (typeof task.instruction === 'string') held.add(normalRequest(task.instruction));
  }
  return held;
}
