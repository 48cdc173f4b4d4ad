/**
 * Whether code taken out of a reply is worth keeping at all. Code with errors is still a program
 * (validation repairs fix it); an empty block, prose, or code that calls no skill is not: such a
 * reply is asked for again and never becomes a code version.
 */
import { tokenize } from './tokenize.js';

/**
 * Why `code` cannot be used as skill code, or null when it can: it must hold at least one call
 * (`Name(`, optionally `robot.`/`human.`-prefixed) of a skill in `skills`.
 */
export function unusableCode(code: string, skills: ReadonlySet<string>): string | null {
  const tokens = tokenize(code).tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'nl' && t.kind !== 'newline' && t.kind !== 'indent' && t.kind !== 'dedent' && t.kind !== 'eof');
  if (tokens.length === 0) return 'it holds no code (the reply is empty or only comments)';
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'name' && skills.has(token.text) && tokens[i + 1]!.text === '(') return null;
  }
  return 'it calls none of the skills, so it is not a plan';
}
