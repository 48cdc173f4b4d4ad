/** What the parser says about Python constructs skill code does not allow. */
import type { CodeErrorCode } from './errors.js';

export interface Refusal {
  readonly code: CodeErrorCode;
  readonly message: string;
}

const LOOP: Refusal = { code: 'forbidden-loop', message: 'Loops are not allowed: write out each skill call on its own line, in order.' };
const CONDITIONAL: Refusal = {
  code: 'forbidden-conditional',
  message: 'Conditionals are not allowed: the plan must be a fixed sequence of skill calls, so keep only the calls that should run.',
};
const IMPORT: Refusal = {
  code: 'forbidden-import',
  message: 'Imports are not allowed: skill code may only call the skills of the library, so remove this line.',
};
const TRY: Refusal = {
  code: 'forbidden-try',
  message: "'try' blocks are not allowed: the executor reports failures itself, so write the skill calls directly.",
};

/** Refusals for statements that start with a Python keyword. */
export const KEYWORD_REFUSALS: Readonly<Record<string, Refusal>> = {
  import: IMPORT,
  from: IMPORT,
  for: LOOP,
  while: LOOP,
  if: CONDITIONAL,
  elif: CONDITIONAL,
  else: CONDITIONAL,
  try: TRY,
  except: TRY,
  finally: TRY,
  with: { code: 'forbidden-with', message: "'with' blocks are not allowed: write the skill calls directly in the function body." },
  return: { code: 'forbidden-return', message: "'return' is not allowed: a function just runs its skill calls, so remove this line." },
  lambda: { code: 'forbidden-lambda', message: 'Lambdas are not allowed: define a sub-routine with def name(): instead.' },
  class: { code: 'forbidden-class', message: 'Classes are not allowed: use def name(): blocks that contain skill calls.' },
};

/** Refusal for any other keyword statement (global, del, raise, yield, break, ...). */
export function keywordRefusal(keyword: string): Refusal {
  return KEYWORD_REFUSALS[keyword] ?? {
    code: 'forbidden-statement',
    message: `'${keyword}' statements are not allowed: skill code holds only def blocks, comments, pass and skill calls.`,
  };
}

/** Python built-ins that must never be called from skill code. */
const FORBIDDEN_CALLS: ReadonlySet<string> = new Set([
  'exec', 'eval', 'open', 'compile', 'print', 'input', 'getattr', 'setattr', 'delattr', 'globals',
  'locals', 'vars', 'breakpoint', 'exit', 'quit', 'help', 'dir', 'super', 'type', 'object', 'memoryview',
]);

/** Whether `name` is a forbidden built-in or a dunder name (`__import__`, `__builtins__`). */
export function isForbiddenName(name: string): boolean {
  return FORBIDDEN_CALLS.has(name) || (name.startsWith('__') && name.endsWith('__'));
}

export function forbiddenCallRefusal(name: string): Refusal {
  return {
    code: 'forbidden-call',
    message: `Calling '${name}' is not allowed: skill code may only call library skills such as OpenObject('Fridge') and functions defined with def.`,
  };
}
