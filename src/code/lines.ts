/** Groups tokens into source lines: code lines (with their block depth) and comment-only lines. */
import type { Token } from './tokens.js';

export interface CodeLine {
  readonly kind: 'code';
  /** Block depth: 0 at top level, 1 inside a def, more inside (rejected) nested blocks. */
  readonly depth: number;
  /** The line's tokens without its comment and newline; never empty. */
  readonly tokens: readonly Token[];
  /** A `# comment` after the code on the same line. */
  readonly comment?: Token;
}

export interface CommentLine {
  readonly kind: 'comment';
  readonly token: Token;
}

export type SourceLine = CodeLine | CommentLine;

/** Splits a token stream (from tokenize) into lines; blank lines are dropped. */
export function groupLines(tokens: readonly Token[]): SourceLine[] {
  const lines: SourceLine[] = [];
  let depth = 0;
  let current: Token[] = [];
  let comment: Token | undefined;
  for (const token of tokens) {
    switch (token.kind) {
      case 'indent':
        depth++;
        break;
      case 'dedent':
        depth--;
        break;
      case 'comment':
        if (current.length === 0) lines.push({ kind: 'comment', token });
        else comment = token;
        break;
      case 'newline':
        if (current.length > 0) {
          lines.push(comment === undefined ? { kind: 'code', depth, tokens: current } : { kind: 'code', depth, tokens: current, comment });
        }
        current = [];
        comment = undefined;
        break;
      case 'nl':
      case 'eof':
        break;
      default:
        current.push(token);
    }
  }
  return lines;
}

/** The text of a comment token: after `#` and one optional space, without trailing blanks. */
export function commentText(token: Token): string {
  const body = token.text.slice(1);
  return (body.startsWith(' ') ? body.slice(1) : body).trimEnd();
}
