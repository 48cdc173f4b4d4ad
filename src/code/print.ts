/**
 * Writes a Program back as canonical skill code: 4-space indents, single-quoted strings,
 * comments kept, one blank line between blocks, the top-level calls at the end.
 */
import { unsafeKind } from '../display.js';
import type { Comment, FunctionDef, Program, SkillCall, Statement } from './program.js';

const INDENT = '    ';

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

/** Quotes `value` as a single-quoted Python string literal that parses back to `value`. */
export function quoteString(value: string): string {
  let out = "'";
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    const named = NAMED_ESCAPES[ch];
    if (named !== undefined) out += named;
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    // Controls, invisible characters, line separators and lone surrogates are refused in code
    // (and would not survive a terminal, an editor or a UTF-8 file): they are written as escapes.
    else if (unsafeKind(code) !== undefined) out += code > 0xffff ? `\\U${hex(code, 8)}` : `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return `${out}'`;
}

/** The source text of one skill call, e.g. `robot.PutObject('Egg', 'Pan')`. */
export function printSkillCall(call: Pick<SkillCall, 'agent' | 'skill' | 'args'>): string {
  const prefix = call.agent === undefined ? '' : `${call.agent}.`;
  return `${prefix}${call.skill}(${call.args.map(quoteString).join(', ')})`;
}

function printComment(comment: Comment): string {
  const text = comment.text.replace(/[\r\n]+/g, ' ').trimEnd();
  return text === '' ? '#' : `# ${text}`;
}

function printStatement(st: Statement): string {
  switch (st.kind) {
    case 'skill':
      return printSkillCall(st);
    case 'function':
      return `${st.name}()`;
    case 'pass':
      return 'pass';
    case 'comment':
      return printComment(st);
  }
}

function printBody(body: readonly Statement[]): string[] {
  const lines: string[] = [];
  let lastWasCode = false;
  for (const st of body) {
    if (st.kind === 'comment' && st.inline === true && lastWasCode) {
      lines[lines.length - 1] += `  ${printComment(st)}`;
      lastWasCode = false;
      continue;
    }
    lines.push(INDENT + printStatement(st));
    lastWasCode = st.kind !== 'comment';
  }
  return lines.length === 0 ? [`${INDENT}pass`] : lines;
}

function printFunction(fn: FunctionDef): string[] {
  return [...(fn.leadingComments ?? []).map(printComment), `def ${fn.name}():`, ...printBody(fn.body)];
}

/** Prints `program` in canonical form, ending with a newline. An empty body prints as `pass`. */
export function printProgram(program: Program): string {
  const chunks: string[][] = program.functions.map(printFunction);
  const calls = program.calls.flatMap((call) => [...(call.leadingComments ?? []).map(printComment), `${call.name}()`]);
  if (calls.length > 0) chunks.push(calls);
  const trailing = (program.trailingComments ?? []).map(printComment);
  if (trailing.length > 0) chunks.push(trailing);
  return chunks.map((chunk) => `${chunk.join('\n')}\n`).join('\n');
}
