/**
 * parseSkillCode: text (an LLM reply or a file) → Program, or every error found. The code is
 * never executed; docs/CONTRACTS.md, "Skill code", says what it accepts.
 */
import { codeOverLimit } from '../limits.js';
import { capErrors, codeError, sortErrors, type CodeError } from './errors.js';
import { extractCode } from './extract.js';
import { commentText, groupLines, type CodeLine, type SourceLine } from './lines.js';
import { AGENTS, type Comment, type ParseResult } from './program.js';
import { resolveProgram, type RawFunction, type RawItem, type RawProgram } from './resolve.js';
import { parseStatement, type LineStatement } from './statement.js';
import type { Token } from './tokens.js';
import { tokenize } from './tokenize.js';
import { unsafeCharacterErrors } from './unsafe-characters.js';

function toComment(token: Token, inline: boolean): Comment {
  const comment = { kind: 'comment', text: commentText(token), line: token.line } as const;
  return inline ? { ...comment, inline: true } : comment;
}

interface Block {
  readonly items: RawItem[];
  /** Column-1 comments at the end of the block: they belong to the top level. */
  readonly leftover: Comment[];
  /** Whether the block held any line (code or indented comment). */
  readonly hadLines: boolean;
}

/** Walks source lines, building def blocks and top-level calls. */
class BlockParser {
  private i = 0;
  constructor(
    private readonly lines: readonly SourceLine[],
    private readonly errors: CodeError[],
    private readonly agents: readonly string[],
  ) {}

  program(): RawProgram {
    const functions: RawFunction[] = [];
    const calls: RawProgram['calls'][number][] = [];
    let pending: Comment[] = [];
    while (this.i < this.lines.length) {
      const line = this.lines[this.i] as SourceLine;
      if (line.kind === 'comment') {
        pending.push(toComment(line.token, false));
        this.i++;
        continue;
      }
      if (line.depth > 0) {
        pending.push(...this.unexpectedIndent(line).leftover);
        continue;
      }
      this.i++;
      const st = parseStatement(line.tokens, 'top', this.errors, this.agents);
      const trailing = line.comment === undefined ? [] : [toComment(line.comment, false)];
      if (st.type === 'def') {
        const body: RawItem[] = [];
        if (st.inline !== undefined) this.add(body, st.inline, 1);
        body.push(...trailing);
        const block = this.block(1);
        body.push(...block.items);
        if (st.inline === undefined && !block.hadLines) {
          this.errors.push(codeError('missing-body', st.line, st.column,
            `The function '${st.name}' has no body: indent its skill calls by 4 spaces under the def line.`));
        }
        functions.push({ name: st.name, line: st.line, column: st.column, body, leadingComments: pending });
        pending = block.leftover;
      } else if (st.type === 'call') {
        calls.push({ ...st, leadingComments: pending });
        pending = trailing; // a call's inline comment moves below it (TopLevelCall keeps none)
      } else {
        pending.push(...trailing);
        if (st.type === 'rejected' && st.opensBlock) pending.push(...this.block(1).leftover);
      }
    }
    return { functions, calls, trailingComments: pending };
  }

  /** Reads the lines at `depth` or deeper that follow, as statements of a def body. */
  private block(depth: number): Block {
    const items: RawItem[] = [];
    let buffered: Token[] = [];
    let hadLines = false;
    while (this.i < this.lines.length) {
      const line = this.lines[this.i] as SourceLine;
      if (line.kind === 'comment') {
        buffered.push(line.token);
        this.i++;
        continue;
      }
      if (line.depth < depth) break;
      items.push(...buffered.map((t) => toComment(t, false)));
      buffered = [];
      hadLines = true;
      if (line.depth > depth) {
        items.push(...this.unexpectedIndent(line).leftover);
        continue;
      }
      this.i++;
      const st = parseStatement(line.tokens, 'body', this.errors, this.agents);
      const added = this.add(items, st, depth);
      if (line.comment !== undefined) items.push(toComment(line.comment, added));
    }
    // Indented comments before the dedent stay in the body; the rest go to the top level.
    const firstTop = buffered.findIndex((t) => t.column === 1);
    const kept = firstTop < 0 ? buffered : buffered.slice(0, firstTop);
    items.push(...kept.map((t) => toComment(t, false)));
    const leftover = buffered.slice(kept.length).map((t) => toComment(t, false));
    return { items, leftover, hadLines: hadLines || kept.length > 0 };
  }

  /** Adds a body statement; returns whether one was added. A rejected block header absorbs its block. */
  private add(items: RawItem[], st: LineStatement, depth: number): boolean {
    if (st.type === 'call') items.push(st);
    else if (st.type === 'pass') items.push({ kind: 'pass', line: st.line });
    else if (st.type === 'rejected' && st.opensBlock) this.block(depth + 1);
    return st.type === 'call' || st.type === 'pass';
  }

  /** Reports an over-indented line and checks (then drops) the block it starts. */
  private unexpectedIndent(line: CodeLine): Block {
    const first = line.tokens[0] as Token;
    this.errors.push(codeError('unexpected-indent', first.line, first.column,
      'Unexpected indentation: indent skill calls exactly one level (4 spaces) inside a def block, and top-level lines not at all.'));
    return this.block(line.depth);
  }
}

/** What the parser accepts beyond the language itself. */
export interface ParseOptions {
  /** The agents a call may be prefixed with (the team's); default the paper's robot and human. */
  readonly agents?: readonly string[] | undefined;
}

/**
 * Parses skill code. Markdown fences are stripped first (see extractCode); line numbers in
 * the result and in errors refer to the original text. Code over the code-file limits is
 * refused unread, and at most MAX_CODE_ERRORS errors are listed.
 */
export function parseSkillCode(text: string, options: ParseOptions = {}): ParseResult {
  const { code, lineOffset } = extractCode(text);
  const over = codeOverLimit('the code', code);
  if (over !== undefined) {
    return { ok: false, errors: [codeError('too-large', 1 + lineOffset, 1, `${over.message}: write a shorter program.`)] };
  }
  const unsafe = unsafeCharacterErrors(code, lineOffset);
  const { tokens, errors } = tokenize(code, lineOffset);
  const raw = new BlockParser(groupLines(tokens), errors, options.agents ?? AGENTS).program();
  const program = resolveProgram(raw, errors);
  // An unsafe character the tokenizer also stumbled on is reported once, as unsafe.
  const flagged = new Set(unsafe.map((e) => `${e.line}:${e.column}`));
  const all = [...unsafe, ...errors.filter((e) => e.code !== 'unexpected-character' || !flagged.has(`${e.line}:${e.column}`))];
  return all.length === 0 ? { ok: true, program } : { ok: false, errors: capErrors(sortErrors(all)) };
}
