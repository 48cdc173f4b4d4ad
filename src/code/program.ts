/**
 * The parsed form of skill code (docs/CONTRACTS.md, "Skill code"). Programs are plain data: the
 * allocator rewrites them, the printer writes them back, the executor walks flattenSteps().
 */
import type { CodeError } from './errors.js';

/** Who carries out a skill call (an agent of the team, e.g. `robot2`); absent before allocation. */
export type Agent = string;

/** The agents code may name when no team says otherwise: the paper's robot and human. */
export const AGENTS: readonly Agent[] = ['robot', 'human'];

/** A call of a library skill, e.g. `robot2.PutObject('Egg', 'Pan')`. */
export interface SkillCall {
  readonly kind: 'skill';
  readonly agent?: Agent;
  readonly skill: string;
  /** The decoded string-literal arguments: objectIds or object types. */
  readonly args: readonly string[];
  readonly line: number;
  /** Column of the skill name (after any agent prefix). */
  readonly column: number;
  /** Column of each argument's opening quote, when the call came from source text. */
  readonly argColumns?: readonly number[];
}

/** A call of a function defined in the same code (a sub-routine). */
export interface FunctionCall {
  readonly kind: 'function';
  readonly name: string;
  readonly line: number;
  readonly column: number;
}

/** A `# comment`; `inline` when it followed a statement on the same line. */
export interface Comment {
  readonly kind: 'comment';
  /** The text after `#` and one optional space, without trailing blanks. */
  readonly text: string;
  readonly line: number;
  readonly inline?: boolean;
}

/** A `pass` statement. */
export interface Pass {
  readonly kind: 'pass';
  readonly line: number;
}

export type Statement = SkillCall | Comment | Pass | FunctionCall;

/** `def name():` and its body. */
export interface FunctionDef {
  readonly name: string;
  readonly line: number;
  readonly body: readonly Statement[];
  /** Top-level comments written directly above the definition. */
  readonly leadingComments?: readonly Comment[];
}

/** A top-level call of a defined function; these give the execution order. */
export interface TopLevelCall {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  /** Top-level comments written directly above the call. */
  readonly leadingComments?: readonly Comment[];
}

export interface Program {
  readonly functions: readonly FunctionDef[];
  readonly calls: readonly TopLevelCall[];
  /** Top-level comments after everything else. */
  readonly trailingComments?: readonly Comment[];
}

export type ParseResult =
  | { readonly ok: true; readonly program: Program }
  | { readonly ok: false; readonly errors: readonly CodeError[] };

/**
 * The functions that run when the code has no top-level calls: every definition, in order,
 * except those another function calls (they run as sub-routines of their caller).
 */
export function entryFunctions(program: Program): string[] {
  if (program.calls.length > 0) return program.calls.map((c) => c.name);
  const called = new Set<string>();
  for (const fn of program.functions) {
    for (const st of fn.body) if (st.kind === 'function') called.add(st.name);
  }
  return program.functions.map((f) => f.name).filter((name) => !called.has(name));
}

/**
 * The skill calls in execution order, following top-level calls (or the entry functions when
 * there are none) and nested function calls. Recursive or unknown calls are skipped; the
 * parser rejects them, so this only matters for hand-built programs.
 */
export function flattenSteps(program: Program): SkillCall[] {
  const byName = new Map(program.functions.map((f) => [f.name, f] as const));
  const steps: SkillCall[] = [];
  const active = new Set<string>();
  const run = (name: string): void => {
    const fn = byName.get(name);
    if (fn === undefined || active.has(name)) return;
    active.add(name);
    for (const st of fn.body) {
      if (st.kind === 'skill') steps.push(st);
      else if (st.kind === 'function') run(st.name);
    }
    active.delete(name);
  };
  for (const name of entryFunctions(program)) run(name);
  return steps;
}
