/**
 * Refinement from the current state (`--refine-from current`): after a failure the calls that
 * already ran (the executed prefix) stay done, the planner writes only the remaining steps, and
 * execution continues without a reset. For allocation the prefix and the remaining steps are
 * joined into one program, which is verified from a reset scene like any other.
 */
import { entryFunctions, flattenSteps, parseSkillCode, printProgram, printSkillCall, type Program, type SkillCall, type Statement } from '../code/index.js';
import { InputError } from '../errors.js';
import { SESSION_FILES } from './layout.js';

/** The executed prefix after a failure: the prefix so far plus the calls of `program` that completed. */
export function extendPrefix(prefix: readonly string[] | null, program: Program, completedCalls: number): string[] {
  return [...(prefix ?? []), ...flattenSteps(program).slice(0, completedCalls).map((call) => printSkillCall(call))];
}

/**
 * The calls of a prefix as skill calls (to run them again when a session is resumed).
 * @throws InputError when a recorded call no longer parses (a transcript edited by hand)
 */
export function prefixCalls(prefix: readonly string[]): SkillCall[] {
  if (prefix.length === 0) return [];
  const parsed = parseSkillCode(`def executed_prefix():\n${prefix.map((call) => `    ${call}\n`).join('')}`);
  if (!parsed.ok) {
    const first = parsed.errors[0]!;
    throw new InputError(`${SESSION_FILES.transcript}: continuation.executed[${first.line - 2}] does not parse: ${first.message}`);
  }
  return parsed.program.functions[0]!.body.filter((s): s is SkillCall => s.kind === 'skill');
}

/**
 * One program: the executed prefix, then the remaining steps in execution order (their
 * `# SubTask` comments kept), as code text in the canonical format.
 */
export function joinPrefix(prefix: readonly string[], remainder: Program): string {
  const name = entryFunctions(remainder)[0] ?? 'task';
  const body: Statement[] = [];
  if (prefix.length > 0) {
    body.push({ kind: 'comment', text: 'Executed before the failure (execution continued from there).', line: 0 });
    body.push(...prefixCalls(prefix));
  }
  body.push(...inline(remainder));
  if (!body.some((s) => s.kind === 'skill')) body.push({ kind: 'pass', line: 0 });
  return printProgram({ functions: [{ name, line: 0, body }], calls: [{ name, line: 0, column: 0 }] });
}

/** The statements of a program in execution order: function calls replaced by the bodies they run. */
function inline(program: Program): Statement[] {
  const byName = new Map(program.functions.map((f) => [f.name, f] as const));
  const out: Statement[] = [];
  const active = new Set<string>();
  const run = (name: string): void => {
    const fn = byName.get(name);
    if (fn === undefined || active.has(name)) return;
    active.add(name);
    for (const statement of fn.body) {
      if (statement.kind === 'function') run(statement.name);
      else if (statement.kind === 'skill' || (statement.kind === 'comment' && statement.inline !== true)) out.push(statement);
    }
    active.delete(name);
  };
  entryFunctions(program).forEach(run);
  return out;
}
