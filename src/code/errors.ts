/**
 * Errors found in skill code. Every error names a 1-based line and column of the original
 * text and carries one sentence an LLM (or a person) can act on.
 */

/** Stable identifiers of the problems the parser and the validator report. */
export type CodeErrorCode =
  // lexical
  | 'unsafe-character'
  | 'non-ascii-name'
  | 'unexpected-character'
  | 'unterminated-string'
  | 'inconsistent-indentation'
  | 'unexpected-indent'
  // forbidden constructs
  | 'forbidden-import'
  | 'forbidden-loop'
  | 'forbidden-conditional'
  | 'forbidden-with'
  | 'forbidden-try'
  | 'forbidden-return'
  | 'forbidden-lambda'
  | 'forbidden-class'
  | 'forbidden-statement'
  | 'forbidden-decorator'
  | 'forbidden-call'
  | 'nested-def'
  | 'assignment'
  | 'attribute-chain'
  | 'unknown-agent'
  | 'not-a-call'
  | 'bare-expression'
  // calls and arguments
  | 'non-string-argument'
  | 'keyword-argument'
  | 'f-string'
  | 'string-prefix'
  | 'triple-quoted-string'
  | 'expected-comma'
  | 'unclosed-call'
  | 'trailing-tokens'
  | 'semicolon'
  // functions
  | 'function-parameters'
  | 'expected-colon'
  | 'invalid-function-name'
  | 'missing-body'
  | 'duplicate-function'
  | 'unknown-function'
  | 'function-arguments'
  | 'agent-on-function'
  | 'recursion'
  | 'too-many-steps'
  // the checker's own bounds
  | 'too-large'
  | 'too-many-errors'
  // validation against the skill library and the scene
  | 'empty-program'
  | 'shadows-skill'
  | 'unknown-skill'
  | 'wrong-arity'
  | 'unknown-object'
  | 'agent-cannot';

/** One problem in skill code. */
export interface CodeError {
  /** 1-based line in the original text (before any markdown fence was stripped). */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  /** One sentence saying what is wrong and what to write instead. */
  readonly message: string;
  readonly code: CodeErrorCode;
}

/** Builds a CodeError. */
export function codeError(code: CodeErrorCode, line: number, column: number, message: string): CodeError {
  return { code, line, column, message };
}

/** Orders errors by position (stable for errors at the same place). */
export function sortErrors(errors: readonly CodeError[]): CodeError[] {
  return [...errors].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Errors listed at most for one text: a binary file would otherwise give one per byte. */
export const MAX_CODE_ERRORS = 50;

/** The first `max - 1` errors and, when there are more than `max`, one saying how many more there are. */
export function capErrors(errors: readonly CodeError[], max = MAX_CODE_ERRORS): CodeError[] {
  if (errors.length <= max) return [...errors];
  const kept = errors.slice(0, max - 1);
  const next = errors[max - 1]!;
  return [...kept, codeError('too-many-errors', next.line, next.column,
    `${(errors.length - kept.length).toLocaleString('en')} more errors from here on are not listed; fix the ones above first.`)];
}

/**
 * Renders errors one per line as `file:line:column: message [code]` (without `file:` when no
 * file is given) — the form shown to users and sent back to the LLM.
 */
export function formatCodeErrors(errors: readonly CodeError[], file?: string): string {
  const where = file === undefined ? '' : `${file}:`;
  return errors.map((e) => `${where}${e.line}:${e.column}: ${e.message} [${e.code}]`).join('\n');
}
