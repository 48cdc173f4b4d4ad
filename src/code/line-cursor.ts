/** Reading the tokens of one line, and rejecting the line with one CodeError. */
import { codeError, type CodeError, type CodeErrorCode } from './errors.js';
import type { Token } from './tokens.js';

/**
 * A rejected line; `error` is absent when the tokenizer already reported the offending token.
 * `fallback` is what the line stands for despite the error (a def with a bad header still
 * defines its name), so that later lines are not reported a second time.
 */
export class Rejection<T = unknown> {
  constructor(readonly error: CodeError | undefined, readonly fallback?: T) {}
}

/** A token's text for a message, shortened when long. */
export function show(token: Token): string {
  return token.text.length > 30 ? `${token.text.slice(0, 27)}...` : token.text;
}

/** Rejects the line at `token` (silently when the tokenizer already reported that token). */
export function reject(token: Token, code: CodeErrorCode, message: string): never {
  throw new Rejection(token.kind === 'error' ? undefined : codeError(code, token.line, token.column, message));
}

/** Whether `token` is the operator `op`. */
export function isOp(token: Token | undefined, op: string): boolean {
  return token?.kind === 'op' && token.text === op;
}

/** A cursor over the tokens of one line. */
export class Cursor {
  private pos = 0;
  constructor(private readonly tokens: readonly Token[]) {}
  peek(ahead = 0): Token | undefined {
    return this.tokens[this.pos + ahead];
  }
  next(): Token | undefined {
    return this.tokens[this.pos++];
  }
  rest(): readonly Token[] {
    return this.tokens.slice(this.pos);
  }
}
