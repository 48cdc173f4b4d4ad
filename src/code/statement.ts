/**
 * Parses one code line into a statement: a def header, a call, or pass. Anything else is
 * rejected with one CodeError for the line.
 */
import { echo } from '../display.js';
import { callArguments } from './call-arguments.js';
import { codeError, type CodeError, type CodeErrorCode } from './errors.js';
import { forbiddenCallRefusal, isForbiddenName, keywordRefusal } from './forbidden.js';
import { Cursor, isOp, Rejection, reject, show } from './line-cursor.js';
import type { Agent } from './program.js';
import { KEYWORDS, type Token } from './tokens.js';

export type LineStatement =
  | { readonly type: 'def'; readonly name: string; readonly line: number; readonly column: number; readonly inline?: LineStatement }
  | {
      readonly type: 'call';
      readonly agent?: Agent;
      readonly name: string;
      readonly args: readonly string[];
      readonly argColumns: readonly number[];
      readonly line: number;
      /** Column of the called name (after any prefix). */
      readonly column: number;
    }
  | { readonly type: 'pass'; readonly line: number }
  /** The line was rejected; `opensBlock` when it ends with ':' (an indented block follows). */
  | { readonly type: 'rejected'; readonly opensBlock: boolean };

const ASSIGN_OPS = new Set(['=', ':', ':=', '+=', '-=', '*=', '/=', '//=', '%=', '**=', '>>=', '<<=', '&=', '|=', '^=', '@=']);

/** Parses the code line `tokens` found at top level or inside a def body; `agents` are the prefixes a call may carry. */
export function parseStatement(tokens: readonly Token[], context: 'top' | 'body', errors: CodeError[], agents: readonly string[]): LineStatement {
  try {
    return statement(new Cursor(tokens), context, agents);
  } catch (e) {
    if (!(e instanceof Rejection)) throw e;
    if (e.error !== undefined) errors.push(e.error);
    if (e.fallback !== undefined) return e.fallback as LineStatement;
    const last = tokens[tokens.length - 1];
    return { type: 'rejected', opensBlock: isOp(last, ':') };
  }
}

function statement(cur: Cursor, context: 'top' | 'body', agents: readonly string[]): LineStatement {
  const first = cur.peek();
  if (first === undefined) throw new Error('parseStatement needs a non-empty line');
  if (first.kind === 'name' && first.text === 'def') {
    if (context === 'body') reject(first, 'nested-def', 'Nested def blocks are not allowed: define every function at top level and call it from here.');
    return definition(cur, agents);
  }
  if (isOp(first, '@')) reject(first, 'forbidden-decorator', 'Decorators are not allowed: write a plain def name(): line without @.');
  if (first.kind === 'name' && KEYWORDS.has(first.text)) {
    if (first.text === 'pass') {
      cur.next();
      endOfLine(cur);
      return { type: 'pass', line: first.line };
    }
    if (['True', 'False', 'None', 'not'].includes(first.text)) {
      reject(first, 'bare-expression', `A bare '${first.text}' does nothing: write only skill calls such as OpenObject('Fridge').`);
    }
    const refusal = keywordRefusal(first.text);
    reject(first, refusal.code, refusal.message);
  }
  if (first.kind === 'string') {
    reject(first, 'bare-expression', 'Docstrings and bare strings are not allowed: write a # comment instead.');
  }
  if (first.kind !== 'name') {
    reject(first, 'not-a-call', `A line cannot start with '${show(first)}': write a skill call such as OpenObject('Fridge'), pass, or a # comment.`);
  }
  return call(cur, agents);
}

function endOfLine(cur: Cursor): void {
  const extra = cur.peek();
  if (extra === undefined) return;
  if (isOp(extra, ';')) reject(extra, 'semicolon', "Put each statement on its own line instead of separating them with ';'.");
  if (isOp(extra, '.')) {
    reject(extra, 'attribute-chain', "Attribute access on a call's result is not allowed: write one plain skill call per line.");
  }
  reject(extra, 'trailing-tokens', `Nothing but a # comment may follow on this line; remove '${show(extra)}'.`);
}

function definition(cur: Cursor, agents: readonly string[]): LineStatement {
  const def = cur.next() as Token;
  const name = cur.next();
  if (name?.kind !== 'name') {
    reject(name ?? def, 'invalid-function-name', 'Write a function name after def, e.g. def make_breakfast():');
  }
  if (KEYWORDS.has(name.text) || agents.includes(name.text) || isForbiddenName(name.text)) {
    reject(name, 'invalid-function-name', `'${echo(name.text, 40)}' cannot be a function name; choose a name such as prepare_salad.`);
  }
  const head = { type: 'def', name: name.text, line: def.line, column: def.column } as const;
  const badHeader = (at: Token, code: CodeErrorCode, message: string): never => {
    throw new Rejection(at.kind === 'error' ? undefined : codeError(code, at.line, at.column, message), head);
  };
  const usage = `Functions take no parameters: write def ${echo(name.text, 40)}():`;
  const open = cur.next();
  if (open === undefined || !isOp(open, '(')) return badHeader(open ?? name, 'function-parameters', usage);
  const close = cur.next();
  if (close === undefined || !isOp(close, ')')) return badHeader(close ?? name, 'function-parameters', usage);
  const colon = cur.next();
  if (colon === undefined || !isOp(colon, ':')) {
    const at = colon ?? { ...close, kind: 'op', column: close.column + close.text.length };
    return badHeader(at, 'expected-colon', `End the def line with a colon: def ${echo(name.text, 40)}():`);
  }
  const rest = cur.rest();
  if (rest.length === 0) return head;
  const inline = statement(new Cursor(rest), 'body', agents);
  return { ...head, inline };
}

function call(cur: Cursor, agents: readonly string[]): LineStatement {
  const head = cur.next() as Token;
  const chain: Token[] = [head];
  while (isOp(cur.peek(), '.')) {
    const dot = cur.next() as Token;
    const part = cur.next();
    if (part?.kind !== 'name') reject(part ?? dot, 'not-a-call', `Write a skill name after '.', e.g. ${agents[0] ?? 'robot'}.OpenObject('Fridge').`);
    chain.push(part);
  }
  const dotted = chain.map((t) => t.text).join('.');
  const after = cur.peek();
  if (after !== undefined && after.kind === 'op' && ASSIGN_OPS.has(after.text)) {
    reject(head, 'assignment', "Assignments are not allowed: pass object names directly as string arguments, e.g. PickupObject('Apple').");
  }
  const forbidden = chain.find((t) => isForbiddenName(t.text));
  if (forbidden !== undefined) {
    const refusal = forbiddenCallRefusal(forbidden.text);
    reject(forbidden, refusal.code, refusal.message);
  }
  if (chain.length > 2) {
    reject(head, 'attribute-chain', `Attribute chains like '${echo(dotted, 60)}' are not allowed: write Skill(...) or agent.Skill(...) with an agent of the team (${agents.join(', ')}).`);
  }
  if (chain.length === 2 && !agents.includes(head.text)) {
    reject(head, 'unknown-agent', `Unknown agent '${echo(head.text, 40)}' in '${echo(dotted, 60)}': only an agent of the team (${agents.map((a) => `${a}.`).join(', ')}) may come before a skill name.`);
  }
  const open = cur.next();
  if (open === undefined || !isOp(open, '(')) {
    reject(open ?? head, 'not-a-call', `'${echo(dotted, 60)}' must be called with parentheses and string arguments, e.g. ${echo(dotted, 60)}('Apple').`);
  }
  const nameToken = chain[chain.length - 1] as Token;
  const { args, argColumns } = callArguments(cur, open, nameToken.text);
  endOfLine(cur);
  const agent: Agent | undefined = chain.length === 2 ? head.text : undefined;
  const base = { type: 'call', name: nameToken.text, args, argColumns, line: nameToken.line, column: nameToken.column } as const;
  return agent === undefined ? base : { ...base, agent };
}
