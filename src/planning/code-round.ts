/** One round of code: the code taken out of a reply, checked, and sent back for validation repairs while it has errors. */
import type { CodeError } from '../code/index.js';
import { extractCode } from '../code/index.js';
import { flattenSteps, parseSkillCode, validateProgram, type ValidationContext } from '../code/index.js';
import type { Program } from '../code/index.js';

/** Code that parsed and validated, or the errors of the last attempt (and why repairs stopped early). */
export type CodeRound =
  | { ok: true; code: string; program: Program; repairs: number; attempts: CodeAttempt[] }
  | { ok: false; code: string; errors: readonly CodeError[]; repairs: number; attempts: CodeAttempt[]; stuck?: string };

/** One version of the code on the way, with what the checker said of it. */
export interface CodeAttempt {
  code: string;
  errors: readonly CodeError[];
}

/** Parses and validates skill code; the errors carry line and column. */
export function checkCode(code: string, context: ValidationContext): { program: Program; errors: readonly CodeError[] } | { program: null; errors: readonly CodeError[] } {
  const parsed = parseSkillCode(code, { agents: context.agents === undefined ? undefined : [...context.agents] });
  if (!parsed.ok) return { program: null, errors: parsed.errors };
  return { program: parsed.program, errors: validateProgram(parsed.program, context) };
}

/** A repair's answer: the new code; null when no usable reply came; or why asking again is pointless (the model is stuck). */
export type RepairAnswer = string | null | { stuck: string };

/**
 * Takes the code out of a reply (prose and fences around it are dropped, so line numbers are
 * those the user sees), checks it and, while it has errors, sends them back through `repair` (an LLM call) up to
 * `maxRepairs` times. Each such round is a validation repair, counted apart from human and
 * execution refinements. A repair that gives no usable reply (null) ends the repairs: the last
 * attempt stays; one that says the model is stuck ends them too, saying why.
 */
export async function obtainValidCode(
  code: string,
  context: ValidationContext,
  repair: (code: string, errors: readonly CodeError[]) => Promise<RepairAnswer>,
  maxRepairs: number,
): Promise<CodeRound> {
  const attempts: CodeAttempt[] = [];
  let current = extractCode(code).code;
  for (let repairs = 0; ; repairs++) {
    const checked = checkCode(current, context);
    attempts.push({ code: current, errors: checked.errors });
    if (checked.program && checked.errors.length === 0) return { ok: true, code: current, program: checked.program, repairs, attempts };
    if (repairs >= maxRepairs) return { ok: false, code: current, errors: checked.errors, repairs, attempts };
    const answer = await repair(current, checked.errors);
    if (answer === null) return { ok: false, code: current, errors: checked.errors, repairs, attempts };
    if (typeof answer !== 'string') return { ok: false, code: current, errors: checked.errors, repairs, attempts, stuck: answer.stuck };
    current = extractCode(answer).code;
  }
}

/**
 * What a program does, for telling whether two replies are the same program: its skill calls
 * in execution order, without comments, names or layout; the text itself, squeezed, when it
 * does not parse.
 */
export function programIdentity(code: string): string {
  const extracted = extractCode(code).code;
  const parsed = parseSkillCode(extracted);
  const asText = () => `text:${extracted.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim()}`;
  if (!parsed.ok) return asText();
  try {
    return `calls:${flattenSteps(parsed.program).map((s) => `${s.agent ?? ''}${s.skill}(${s.args.join('|')})`).join(';')}`;
  } catch {
    return asText(); // a program over the expansion limit is compared as text
  }
}
