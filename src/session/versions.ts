/**
 * The numbered code versions of a session: each written to its file (layout.ts), recorded and
 * shown; and which version a program was already tried as.
 */
import type { CodeError } from '../code/index.js';
import { checkCode, programIdentity } from '../planning/index.js';
import type { CodeOrigin } from './code-origin.js';
import type { SessionContext } from './context.js';
import { codeFile } from './layout.js';

/** Numbers, writes and reports one version (with its validation errors, if any). */
export function recordVersion(ctx: SessionContext, origin: CodeOrigin, code: string, errors: readonly CodeError[], fix?: { summary: string; by: 'known-fix' | 'search' }): void {
  const { session, reporter } = ctx.deps;
  const version = (ctx.state.code?.version ?? 0) + 1;
  const file = session.writeFile(codeFile(version), code.endsWith('\n') ? code : code + '\n');
  ctx.record({ type: 'code', version, origin, file, code, ...(fix === undefined ? {} : { fix: fix.summary, fixBy: fix.by }) });
  const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
  if (shown.length > 0) ctx.record({ type: 'validation', version, errors: shown });
  reporter.code(version, origin, code, shown, ctx.legend(code));
}

/** Records code that came from outside the planner (an edit, a joined continuation), checked first. */
export function recordCode(ctx: SessionContext, origin: CodeOrigin, code: string): void {
  recordVersion(ctx, origin, code, checkCode(code, ctx.validation).errors);
}

/** The version whose program `code` is (the same calls, whatever the comments and names), if one was tried. */
export function triedVersion(ctx: SessionContext, code: string): number | undefined {
  const identity = programIdentity(code);
  const tried = ctx.deps.session.events.find((e) => e.type === 'code' && programIdentity(e.code) === identity);
  return tried?.type === 'code' ? tried.version : undefined;
}
