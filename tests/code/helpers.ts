import { formatCodeErrors, type CodeError } from '../../src/code/errors.js';
import { parseSkillCode } from '../../src/code/parse.js';
import type { Program } from '../../src/code/program.js';

/** Parses code that must be valid; fails the test with the errors otherwise. */
export function parseOk(text: string): Program {
  const result = parseSkillCode(text);
  if (!result.ok) throw new Error(`expected valid code, got:\n${formatCodeErrors(result.errors)}`);
  return result.program;
}

/** Parses code that must be invalid and returns its errors. */
export function parseErrors(text: string): readonly CodeError[] {
  const result = parseSkillCode(text);
  if (result.ok) throw new Error(`expected errors, but the code parsed:\n${text}`);
  return result.errors;
}

/** Joins lines with newlines (keeps test sources readable). */
export function code(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** The breakfast example (the README's, with the pan put on its burner). */
export const BREAKFAST = code(
  'def make_breakfast():',
  '    # SubTask 1: Fry an egg.',
  "    OpenObject('Fridge')",
  "    PutObject('Egg', 'Pan')",
  "    CloseObject('Fridge')",
  "    BreakObject('Egg')",
  "    PutObject('Pan', 'StoveBurner')",
  "    SwitchOn('StoveKnob')",
  '',
  'make_breakfast()',
);

/** A program without positions (line, column, argColumns), for comparisons modulo position. */
export function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'line' || key === 'column' || key === 'argColumns' || v === undefined) continue;
    if (Array.isArray(v) && v.length === 0 && key !== 'args' && key !== 'body' && key !== 'functions' && key !== 'calls') continue;
    out[key] = withoutPositions(v);
  }
  return out;
}
