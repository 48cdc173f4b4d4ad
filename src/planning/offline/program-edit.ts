/**
 * Small edits of a parsed program (the planner never edits code text): find a skill call,
 * insert calls before or after it, replace or remove it, and cut the program after a point.
 */
import { flattenSteps, type FunctionDef, type Program, type SkillCall, type Statement } from '../../code/index.js';
import { skillCall } from './code-text.js';

/** Where a statement is: function index and statement index in its body. */
export interface Location {
  readonly fn: number;
  readonly index: number;
}

/** The location of `call` (by identity) in the program. */
export function locate(program: Program, call: SkillCall): Location | undefined {
  for (const [fn, def] of program.functions.entries()) {
    const index = def.body.indexOf(call);
    if (index >= 0) return { fn, index };
  }
  return undefined;
}

/** The skill call written on `line`, if any. */
export function callAtLine(program: Program, line: number): SkillCall | undefined {
  return flattenSteps(program).find((s) => s.line === line);
}

function withBody(program: Program, fn: number, body: Statement[]): Program {
  const functions = program.functions.map((def, i): FunctionDef => (i === fn ? { ...def, body } : def));
  return { ...program, functions };
}

/** Inserts statements before (offset 0) or after (offset 1) the statement at `at`. */
export function insertAt(program: Program, at: Location, offset: 0 | 1, statements: readonly Statement[]): Program {
  const body = [...program.functions[at.fn]!.body];
  body.splice(at.index + offset, 0, ...statements);
  return withBody(program, at.fn, body);
}

/** Replaces the statement at `at` by `statements` (none: removes it). */
export function replaceAt(program: Program, at: Location, statements: readonly Statement[]): Program {
  const body = [...program.functions[at.fn]!.body];
  body.splice(at.index, 1, ...statements);
  return withBody(program, at.fn, body);
}

/** Appends statements to the end of the last function run (the task's last subtask). */
export function appendToEnd(program: Program, statements: readonly Statement[]): Program {
  const steps = flattenSteps(program);
  const last = steps[steps.length - 1];
  const at = last === undefined ? undefined : locate(program, last);
  if (at !== undefined) return insertAt(program, at, 1, statements);
  if (program.functions.length === 0) {
    return { functions: [{ name: 'task', line: 0, body: [...statements] }], calls: [{ name: 'task', line: 0, column: 0 }] };
  }
  const fn = program.functions.length - 1;
  return withBody(program, fn, [...program.functions[fn]!.body, ...statements]);
}

/** A copy of a call with other arguments. */
export function withArgs(call: SkillCall, args: readonly string[]): SkillCall {
  return { ...call, args: [...args] };
}

/** A new call statement. */
export { skillCall };

/**
 * The program from `first` on, as one function: what `current` mode wants (the scene is not
 * reset, so only the remaining steps run).
 */
export function remainderFrom(program: Program, first: SkillCall | undefined, name = 'continue_task'): Program {
  const steps = flattenSteps(program);
  const start = first === undefined ? steps.length : steps.indexOf(first);
  const rest = start < 0 ? [] : steps.slice(start);
  const body: Statement[] = [{ kind: 'comment', text: 'SubTask 1: Finish the task from where it stopped.', line: 0 }, ...rest];
  if (rest.length === 0) body.push({ kind: 'pass', line: 0 });
  return { functions: [{ name, line: 0, body }], calls: [{ name, line: 0, column: 0 }] };
}
