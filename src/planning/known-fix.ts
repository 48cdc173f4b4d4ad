/**
 * The failures whose fix the error report names outright, each a change of one line:
 * - an object inside a closed container (open it first), a closed receptacle to put into (open
 *   it), an appliance that runs only closed (close it): a call inserted before the failed line;
 * - a call whose effect already holds (ALREADY_ON, ALREADY_USED_UP; slicing what an earlier call
 *   sliced): the call dropped, with its later copies, only where the line runs once (drop-fix.ts);
 * - an object an earlier call turned into another (the Bread sliced into BreadSliced): that
 *   argument renamed on the failed line.
 * Each is read from the report's `failure` (the simulator's account by role), never its words.
 * The refinement prompt shows the fix; with `--auto-fix` the session applies it itself, as the
 * next version, without asking the model.
 */
import { effectHolds } from '../bridge/index.js';
import type { Program } from '../code/index.js';
import type { ErrorReport } from '../execution/index.js';
import { linesToDrop } from './drop-fix.js';

/** A change of the failed version, and what it does in words. */
export type KnownFix = (
  | { kind: 'insert'; call: string }
  | { kind: 'drop' }
  | { kind: 'rename'; from: string; to: string }
) & {
  /** The failed call's line (1-based). */
  line: number;
  /** The change in a few words, for the transcript and the person. */
  summary: string;
  /** The whole advice, as the refinement prompt gives it. */
  advice: string;
};

/** The known fix of a failure, or null when the report names none. */
export function knownFix(report: ErrorReport): KnownFix | null {
  const failure = report.failure;
  if (failure === null) return null;
  const line = report.line;
  const insert = (call: string, advice: string): KnownFix => ({ kind: 'insert', call, line, summary: `${call} before line ${line}`, advice });
  const drop = (why: string): KnownFix => ({
    kind: 'drop',
    line,
    summary: `line ${line} (${report.call}) dropped: ${why}`,
    advice: `drop the call at line ${line} (${report.call}) and its later copies: ${why}.`,
  });
  const replaced = failure.replacedBy;
  if (replaced !== undefined) {
    // Slicing what an earlier call sliced (the skill's first step on it fails): its effect holds.
    if (effectHolds(report.errorCode) || replacesItsObject(report.skill)) return drop(`an earlier call already ${replaced.how} it`);
    const named = failure.argument === null ? undefined : report.args[failure.argument];
    if (named === undefined || replaced.type === null) return null;
    return {
      kind: 'rename',
      from: named,
      to: replaced.type,
      line,
      summary: `line ${line}: '${named}' renamed '${replaced.type}'`,
      advice: `at line ${line}, name '${replaced.type}' instead of '${named}' (an earlier call ${replaced.how} it).`,
    };
  }
  if (effectHolds(report.errorCode)) return drop('its effect already holds');
  const container = failure.container;
  switch (report.errorCode) {
    case 'INSIDE_CLOSED_RECEPTACLE':
      return container === undefined ? null : insert(`OpenObject('${container}')`, `call OpenObject('${container}') before line ${line}, and CloseObject('${container}') after the last call that takes from it.`);
    case 'RECEPTACLE_CLOSED':
      return container === undefined ? null : insert(`OpenObject('${container}')`, `call OpenObject('${container}') before line ${line}, and CloseObject('${container}') after it.`);
    case 'MUST_BE_CLOSED': {
      const target = failure.argument === null ? undefined : (report.resolved[failure.argument] ?? report.args[failure.argument]);
      return target === undefined ? null : insert(`CloseObject('${target}')`, `call CloseObject('${target}') before line ${line}.`);
    }
    default:
      return null;
  }
}

/** Whether the skill's effect replaces its object (a sliced Bread is BreadSliced). */
function replacesItsObject(skill: string): boolean {
  return skill === 'SliceObject' || skill === 'BreakObject';
}

/**
 * `code` with the fix made; null when the fix does not fit the code (a report of other code), or
 * it is a drop of a line that runs more than once (`program` is `code` parsed).
 */
export function applyKnownFix(code: string, fix: KnownFix, program: Program): string | null {
  const lines = code.split('\n');
  const failed = lines[fix.line - 1];
  if (failed === undefined || failed.trim() === '') return null;
  const before = lines.slice(0, fix.line - 1);
  const after = lines.slice(fix.line);
  switch (fix.kind) {
    case 'insert':
      return [...before, `${/^\s*/.exec(failed)![0]}${fix.call}`, failed, ...after].join('\n');
    case 'drop': {
      const dropped = linesToDrop(program, fix.line);
      return dropped === null ? null : lines.filter((_, index) => !dropped.includes(index + 1)).join('\n');
    }
    case 'rename': {
      const quoted = [`'${fix.from}'`, `"${fix.from}"`].find((q) => failed.includes(q));
      return quoted === undefined ? null : [...before, failed.replace(quoted, `'${fix.to}'`), ...after].join('\n');
    }
  }
}
