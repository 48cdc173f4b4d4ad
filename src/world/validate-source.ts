/** Validates a parsed YAML file against its zod schema, reporting problems at their lines. */
import type { z } from 'zod';
import { InputError } from '../errors.js';
import { formatDataPath } from './data-path.js';
import type { DataPath, YamlSource } from './yaml-source.js';

/** At most this many problems are listed in one error; the rest are counted. */
const MAX_LISTED = 8;

/** One problem found in a file, before it becomes (part of) an InputError. */
export interface SourceProblem {
  readonly path: DataPath;
  readonly message: string;
}

/**
 * Parses `source.data` with `schema`. On failure throws one InputError listing every problem as
 * `file:line: where: message`; the error's `line` is the first problem's.
 */
export function validateSource<S extends z.ZodType>(source: YamlSource, schema: S): z.output<S> {
  throwIfProblems(source, prototypeKeys(source.data));
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  throw problemsError(source, result.error.issues.map(toProblem));
}

/** Keys JavaScript objects give a meaning of their own: a record silently drops them (an agent named `__proto__` vanished). */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__']);

/** Every mapping key of `data` a record would drop, as a problem at its path. */
function prototypeKeys(data: unknown): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const visit = (value: unknown, path: DataPath): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.has(key)) problems.push({ path: [...path, key], message: `'${key}' cannot be a name here: it is reserved by JavaScript, and would be dropped without a word` });
      else visit((value as Record<string, unknown>)[key], [...path, key]);
    }
  };
  visit(data, []);
  return problems;
}

function toProblem(issue: z.core.$ZodIssue): SourceProblem {
  if (issue.code === 'unrecognized_keys') {
    const [first] = issue.keys;
    const names = issue.keys.map((key) => `'${key}'`).join(', ');
    return {
      path: first === undefined ? issue.path : [...issue.path, first],
      message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${names}`,
    };
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return { path: issue.path, message: `is missing (expected ${issue.expected})` };
  }
  return { path: issue.path, message: issue.message };
}

/** One InputError for a list of problems in one file (the list must not be empty). */
export function problemsError(source: YamlSource, problems: readonly SourceProblem[]): InputError {
  const lines = problems.slice(0, MAX_LISTED).map((problem) => {
    const line = source.lineOf(problem.path);
    const where = formatDataPath(problem.path, source.data);
    return `${source.file}${line === undefined ? '' : `:${line}`}: ${where === '' ? '' : `${where}: `}${problem.message}`;
  });
  if (problems.length > MAX_LISTED) lines.push(`... and ${problems.length - MAX_LISTED} more problems`);
  const first = problems[0];
  const line = first === undefined ? undefined : source.lineOf(first.path);
  return new InputError(lines.join('\n'), { file: source.file, ...(line === undefined ? {} : { line }) });
}

/** Throws the problems as one InputError when there are any. */
export function throwIfProblems(source: YamlSource, problems: readonly SourceProblem[]): void {
  if (problems.length > 0) throw problemsError(source, problems);
}
