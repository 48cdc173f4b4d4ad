/**
 * `$VISUAL` / `$EDITOR` as a program and its arguments, without a shell: words split at blanks,
 * with '…' and "…" quoting and a backslash escaping the next character, and nothing expanded
 * (no `$(...)`, no variables, no globs). The file to edit is passed as an argument of its own,
 * so a temporary folder whose name holds spaces or `$(...)` is only a name.
 */
import { InputError } from '../errors.js';
import { echo } from '../display.js';

/** The words of `command`. @throws InputError naming `variable` for an unclosed quote or an empty command */
export function editorWords(command: string, variable: string): string[] {
  const words: string[] = [];
  // undefined between words; '' for a word that is only quotes ("").
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < command.length; i++) {
    const ch = command[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word = `${word ?? ''}${ch}`;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < command.length && '"\\$`'.includes(command[i + 1]!)) word = `${word ?? ''}${command[++i]!}`;
      else word = `${word ?? ''}${ch}`;
    } else if (ch === ' ' || ch === '\t' || ch === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= '';
    } else if (ch === '\\' && i + 1 < command.length) {
      word = `${word ?? ''}${command[++i]!}`;
    } else {
      word = `${word ?? ''}${ch}`;
    }
  }
  if (quote !== undefined) throw new InputError(`$${variable} '${echo(command)}' has an unclosed ${quote} quote; it is run without a shell, as a program and its arguments`);
  if (word !== undefined) words.push(word);
  if (words.length === 0) throw new InputError(`$${variable} names no editor`);
  return words;
}
