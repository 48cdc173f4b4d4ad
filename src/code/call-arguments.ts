/** The argument list of a skill call: string literals only, separated by commas. */
import { echo } from '../display.js';
import { Cursor, isOp, reject, show } from './line-cursor.js';
import type { Token } from './tokens.js';

/** Reads the arguments after `open` (the call's '(') up to and including ')'. */
export function callArguments(cur: Cursor, open: Token, fullName: string): { args: string[]; argColumns: number[] } {
  const name = echo(fullName, 40);
  const args: string[] = [];
  const argColumns: number[] = [];
  const unclosed = (): never =>
    reject(open, 'unclosed-call', `The '(' of this call to ${name} is not closed on this line; write the whole call on one line ending with ')'.`);
  for (;;) {
    const arg = cur.next();
    if (arg === undefined) return unclosed();
    if (isOp(arg, ')')) break;
    const ordinal = args.length + 1;
    if (arg.kind === 'name' && isOp(cur.peek(), '=')) {
      const value = cur.peek(1);
      const shown = value?.kind === 'string' ? value.text : "'Apple'";
      reject(arg, 'keyword-argument', `Keyword arguments are not allowed: pass the value alone, in order, writing ${echo(shown, 40)} instead of ${echo(arg.text, 40)}=${echo(shown, 40)}.`);
    }
    if (arg.kind !== 'string') {
      const fix = arg.kind === 'name' ? `write '${echo(arg.text, 40)}' in quotes, not ${echo(arg.text, 40)}` : `found '${show(arg)}'`;
      reject(arg, 'non-string-argument', `Argument ${ordinal} of ${name} must be a quoted string such as 'Apple'; ${fix}.`);
    }
    const prefix = arg.prefix ?? '';
    if (prefix.toLowerCase().includes('f')) {
      reject(arg, 'f-string', "f-strings are not allowed: write the object name as a plain string such as 'Apple'.");
    }
    if (prefix !== '') {
      reject(arg, 'string-prefix', `The string prefix '${prefix}' is not allowed: write a plain quoted string such as 'Apple'.`);
    }
    if (arg.triple === true) {
      reject(arg, 'triple-quoted-string', "Triple-quoted strings are not allowed as arguments: write a plain quoted string such as 'Apple'.");
    }
    args.push(arg.value ?? '');
    argColumns.push(arg.column);
    const sep = cur.next();
    if (sep === undefined) return unclosed();
    if (isOp(sep, ')')) break;
    if (isOp(sep, ',')) continue;
    if (sep.kind === 'string') reject(sep, 'expected-comma', `Separate the arguments of ${name} with commas, e.g. ${name}('Egg', 'Pan').`);
    reject(sep, 'non-string-argument', `Argument ${ordinal} of ${name} must be a single string literal; remove '${show(sep)}'.`);
  }
  return { args, argColumns };
}
