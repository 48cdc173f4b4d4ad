/** Tokens of skill code, as the tokenizer produces them. */

export type TokenKind =
  | 'name'
  | 'number'
  | 'string'
  | 'op'
  | 'comment'
  /** End of a logical line that held code. */
  | 'newline'
  /** End of a blank or comment-only line (does not end a statement). */
  | 'nl'
  | 'indent'
  | 'dedent'
  /** Text the tokenizer could not read (an error was reported for it). */
  | 'error'
  | 'eof';

export interface Token {
  readonly kind: TokenKind;
  /** The source text of the token (empty for indent/dedent/eof). */
  readonly text: string;
  /** Offsets into the source, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** 1-based position of the token's first character. */
  readonly line: number;
  readonly column: number;
  /** For strings: the decoded value. */
  readonly value?: string;
  /** For strings: the prefix letters before the quote (`f`, `rb`, ...), '' when none. */
  readonly prefix?: string;
  /** For strings: whether the literal is triple-quoted. */
  readonly triple?: boolean;
}

/** Python keywords plus the soft keywords that matter to us. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
  'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
  'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return',
  'try', 'while', 'with', 'yield',
]);
