/**
 * The failures whose fix is one call the error report names outright: an object inside a closed
 * container (open it first), a closed receptacle to put into (open it), an appliance that must be
 * closed to switch on (close it). The refinement prompt shows the fix as code; with `--auto-fix`
 * the session applies it itself, as the next version, without asking the model.
 */
import type { ErrorReport } from '../execution/index.js';

/** One call to insert before the failed line, and what it does in words. */
export interface KnownFix {
  call: string;
  /** The failed call's line (1-based): the fix goes just before it. */
  beforeLine: number;
  /** The whole advice, as the refinement prompt gives it. */
  advice: string;
}

/** The known fix of a failure, or null when the report names none. */
export function knownFix(report: ErrorReport): KnownFix | null {
  const target = report.resolved.objectId ?? report.args.objectId;
  const line = `line ${report.line}`;
  const fix = (call: string, advice: string): KnownFix => ({ call, beforeLine: report.line, advice });
  switch (report.errorCode) {
    case 'INSIDE_CLOSED_RECEPTACLE': {
      const closed = outermostClosed(report, target);
      return closed === null ? null : fix(`OpenObject('${closed}')`, `call OpenObject('${closed}') before ${line}, and CloseObject('${closed}') after the last call that takes from it.`);
    }
    case 'RECEPTACLE_CLOSED': {
      const receptacle = report.resolved.receptacleObjectId ?? report.args.receptacleObjectId;
      return receptacle === undefined ? null : fix(`OpenObject('${receptacle}')`, `call OpenObject('${receptacle}') before ${line}, and CloseObject('${receptacle}') after it.`);
    }
    case 'MUST_BE_CLOSED':
      return target === undefined ? null : fix(`CloseObject('${target}')`, `call CloseObject('${target}') before ${line}.`);
    default:
      return null;
  }
}

/**
 * `code` with the fix's call inserted before its line, indented as that line; null when the line
 * is not in the code (a report of other code).
 */
export function applyKnownFix(code: string, fix: KnownFix): string | null {
  const lines = code.split('\n');
  const failed = lines[fix.beforeLine - 1];
  if (failed === undefined || failed.trim() === '') return null;
  const indent = /^\s*/.exec(failed)![0];
  return [...lines.slice(0, fix.beforeLine - 1), `${indent}${fix.call}`, ...lines.slice(fix.beforeLine - 1)].join('\n');
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
