/**
 * The failures whose fix the error report names outright, each a change of one line:
 * - an object inside a closed container (open it first), a closed receptacle to put into (open
 *   it), an appliance that runs only closed (close it): a call inserted before the failed line;
 * - a call whose effect already holds (ALREADY_ON, ALREADY_USED_UP; slicing what an earlier call
 *   sliced): the call dropped, with its later copies, only where the line runs once (drop-fix.ts);
 * - an object an earlier call turned into another (the Bread sliced: "Use 'BreadSliced' instead",
 *   bridge/sim/resolve.py): that argument renamed on the failed line.
 * The refinement prompt shows the fix; with `--auto-fix` the session applies it itself, as the
 * next version, without asking the model.
 */
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

/** Failures that say the call's effect already holds. */
const EFFECT_HOLDS = new Set(['ALREADY_ON', 'ALREADY_OFF', 'ALREADY_SLICED', 'ALREADY_BROKEN', 'ALREADY_CLEAN', 'ALREADY_USED_UP']);
/** Skills whose effect replaces the object (bridge/sim/resolve.py: "it was sliced into ..."). */
const REPLACING_SKILLS = new Set(['SliceObject', 'BreakObject']);

/** The known fix of a failure, or null when the report names none. */
export function knownFix(report: ErrorReport): KnownFix | null {
  const target = report.resolved.objectId ?? report.args.objectId;
  const line = report.line;
  const insert = (call: string, advice: string): KnownFix => ({ kind: 'insert', call, line, summary: `${call} before line ${line}`, advice });
  const drop = (why: string): KnownFix => ({
    kind: 'drop',
    line,
    summary: `line ${line} (${report.call}) dropped: ${why}`,
    advice: `drop the call at line ${line} (${report.call}) and its later copies: ${why}.`,
  });
  switch (report.errorCode) {
    case 'INSIDE_CLOSED_RECEPTACLE': {
      // What is shut in may be the object or the receptacle it goes to (a Plate in a closed Cabinet).
      const receptacle = report.resolved.receptacleObjectId ?? report.args.receptacleObjectId;
      const closed = outermostClosed(report, target) ?? outermostClosed(report, receptacle);
      return closed === null ? null : insert(`OpenObject('${closed}')`, `call OpenObject('${closed}') before line ${line}, and CloseObject('${closed}') after the last call that takes from it.`);
    }
    case 'RECEPTACLE_CLOSED': {
      const receptacle = report.resolved.receptacleObjectId ?? report.args.receptacleObjectId;
      return receptacle === undefined ? null : insert(`OpenObject('${receptacle}')`, `call OpenObject('${receptacle}') before line ${line}, and CloseObject('${receptacle}') after it.`);
    }
    case 'MUST_BE_CLOSED':
      return target === undefined ? null : insert(`CloseObject('${target}')`, `call CloseObject('${target}') before line ${line}.`);
    case 'OBJECT_NOT_FOUND': {
      const replaced = /: it was (\w+) (?:into|to pieces)/.exec(report.message);
      if (replaced === null) return null;
      if (REPLACING_SKILLS.has(report.skill)) return drop(`an earlier call already ${replaced[1]} it`);
      const named = report.args.objectId;
      const instead = /Use '([^']+)' instead\.$/.exec(report.message);
      if (named === undefined || instead === null) return null;
      return {
        kind: 'rename',
        from: named,
        to: instead[1]!,
        line,
        summary: `line ${line}: '${named}' renamed '${instead[1]}'`,
        advice: `at line ${line}, name '${instead[1]}' instead of '${named}' (an earlier call ${replaced[1]} it).`,
      };
    }
    default:
      return EFFECT_HOLDS.has(report.errorCode) ? drop('its effect already holds') : null;
  }
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

/** The outermost closed receptacle around `id`, as the report's objects show it. */
function outermostClosed(report: ErrorReport, id: string | undefined): string | null {
  const byId = new Map(report.objects.map((o) => [o.objectId, o] as const));
  let found: string | null = null;
  const seen = new Set<string>();
  for (let parent = id === undefined ? null : (byId.get(id)?.parent ?? null); parent !== null && !seen.has(parent); parent = byId.get(parent)?.parent ?? null) {
    seen.add(parent);
    if (byId.get(parent)?.state.isOpen === false) found = parent;
  }
  return found;
}
