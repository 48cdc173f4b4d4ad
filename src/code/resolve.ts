/**
 * Turns the parsed blocks into a Program: decides which calls are skills and which are
 * functions, and rejects top-level calls of unknown names, duplicate definitions and recursion.
 */
import { echo } from '../display.js';
import { LIMITS } from '../limits.js';
import { codeError, type CodeError } from './errors.js';
import { countSteps, entryFunctions, type Comment, type FunctionDef, type Pass, type Program, type Statement, type TopLevelCall } from './program.js';
import type { LineStatement } from './statement.js';

export type RawCall = Extract<LineStatement, { type: 'call' }>;
export type RawItem = Comment | Pass | RawCall;

export interface RawFunction {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly body: readonly RawItem[];
  readonly leadingComments: readonly Comment[];
}

export interface RawProgram {
  readonly functions: readonly RawFunction[];
  readonly calls: readonly (RawCall & { readonly leadingComments: readonly Comment[] })[];
  readonly trailingComments: readonly Comment[];
}

function withComments<T extends object>(item: T, key: string, comments: readonly Comment[]): T {
  return comments.length === 0 ? item : { ...item, [key]: comments };
}

/** Checks a call of a defined function (no prefix, no arguments); reports into `errors`. */
function checkFunctionCall(call: RawCall, errors: CodeError[]): void {
  if (call.agent !== undefined) {
    errors.push(codeError('agent-on-function', call.line, call.column,
      `The prefix '${call.agent}.' applies to skills only; call the function '${call.name}' as ${call.name}().`));
  }
  if (call.args.length > 0) {
    errors.push(codeError('function-arguments', call.line, call.argColumns[0] ?? call.column,
      `The function '${call.name}' takes no arguments; call it as ${call.name}().`));
  }
}

function resolveItem(item: RawItem, defined: ReadonlySet<string>, errors: CodeError[]): Statement {
  if ('kind' in item) return item;
  if (defined.has(item.name)) {
    checkFunctionCall(item, errors);
    return { kind: 'function', name: item.name, line: item.line, column: item.column };
  }
  const skill = { kind: 'skill', skill: item.name, args: item.args, line: item.line, column: item.column, argColumns: item.argColumns } as const;
  return item.agent === undefined ? skill : { ...skill, agent: item.agent };
}

function resolveTopCall(call: RawProgram['calls'][number], defined: readonly string[], errors: CodeError[]): TopLevelCall {
  if (!defined.includes(call.name)) {
    errors.push(codeError('unknown-function', call.line, call.column, defined.length === 0
      ? `'${echo(call.name)}' is called outside any def; put skill calls inside a block such as def main(): and call main() at the end.`
      : `'${echo(call.name)}' is not a function defined in this code; top-level lines may only call ${echo(defined.map((d) => `${d}()`).join(', '), 200)}.`));
  } else {
    checkFunctionCall(call, errors);
  }
  return withComments({ name: call.name, line: call.line, column: call.column }, 'leadingComments', call.leadingComments);
}

/** Reports each call that closes a cycle of function calls. */
function checkRecursion(functions: readonly FunctionDef[], errors: CodeError[]): void {
  const byName = new Map(functions.map((f) => [f.name, f] as const));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (fn: FunctionDef): void => {
    path.push(fn.name);
    for (const st of fn.body) {
      if (st.kind !== 'function') continue;
      const at = path.indexOf(st.name);
      if (at >= 0) {
        const cycle = [...path.slice(at), st.name].join(' -> ');
        errors.push(codeError('recursion', st.line, st.column,
          `Recursion is not allowed (${cycle}); write the repeated steps out instead of calling '${st.name}' again.`));
        continue;
      }
      const callee = byName.get(st.name);
      if (callee !== undefined && !done.has(callee.name)) visit(callee);
    }
    path.pop();
    done.add(fn.name);
  };
  for (const fn of functions) if (!done.has(fn.name)) visit(fn);
}

const count = (n: number): string => n.toLocaleString('en');

/**
 * Reports a program whose nested function calls expand to more skill calls than
 * `LIMITS.expandedSteps`, at the call (or entry function) where the count passes the limit.
 * Counted without expanding (countSteps), so a program of a few hundred lines that would
 * expand to billions of steps is refused at once.
 */
function checkExpandedSteps(program: Program, errors: CodeError[], max = LIMITS.expandedSteps): void {
  const { total, perFunction } = countSteps(program, max);
  if (total <= max) return;
  const byName = new Map(program.functions.map((f) => [f.name, f] as const));
  const entries = program.calls.length > 0
    ? program.calls.map((c) => ({ name: c.name, line: c.line, column: c.column }))
    : entryFunctions(program).map((name) => ({ name, line: byName.get(name)?.line ?? 1, column: 1 }));
  let sum = 0;
  for (const entry of entries) {
    const steps = perFunction.get(entry.name) ?? 0;
    sum += steps;
    if (sum <= max) continue;
    // Name the biggest contributor, so the nesting that explodes is visible.
    const fn = byName.get(entry.name);
    const callees = new Map<string, number>();
    for (const st of fn?.body ?? []) if (st.kind === 'function') callees.set(st.name, (callees.get(st.name) ?? 0) + 1);
    const [callee, times] = [...callees].sort((a, b) => (perFunction.get(b[0]) ?? 0) * b[1] - (perFunction.get(a[0]) ?? 0) * a[1])[0] ?? [];
    const why = callee === undefined ? '' : ` (${entry.name} calls ${callee} ${times === 1 ? 'once' : `${times} times`})`;
    const size = steps > max ? `more than ${count(max)}` : `${count(steps)}, which brings the program past ${count(max)}`;
    errors.push(codeError('too-many-steps', entry.line, entry.column,
      `${entry.name}() expands to ${size} skill calls once its nested function calls are expanded${why}; the limit is ${count(max)} skill calls per program (expandedSteps): call functions fewer times or write the steps out.`));
    return;
  }
}

/** Builds the Program from the parsed blocks, adding any problems to `errors`. */
export function resolveProgram(raw: RawProgram, errors: CodeError[]): Program {
  const firstLine = new Map<string, number>();
  for (const fn of raw.functions) {
    const first = firstLine.get(fn.name);
    if (first === undefined) firstLine.set(fn.name, fn.line);
    else {
      errors.push(codeError('duplicate-function', fn.line, fn.column,
        `The function '${fn.name}' is already defined at line ${first}; rename one of them or merge their bodies.`));
    }
  }
  const defined = new Set(firstLine.keys());
  const functions = raw.functions.map((fn): FunctionDef =>
    withComments({ name: fn.name, line: fn.line, body: fn.body.map((item) => resolveItem(item, defined, errors)) },
      'leadingComments', fn.leadingComments));
  const calls = raw.calls.map((call) => resolveTopCall(call, [...defined], errors));
  const before = errors.length;
  checkRecursion(functions, errors);
  const program = withComments({ functions, calls }, 'trailingComments', raw.trailingComments);
  if (errors.length === before) checkExpandedSteps(program, errors);
  return program;
}
