/**
 * The code versions of a session: every version the planner, a repair or the person produces is
 * numbered, written to its file (layout.ts) and recorded; the newest is the current code. A
 * round whose reply holds no usable program makes no version and records why.
 */
import type { CodeError } from '../code/index.js';
import { checkCode, obtainValidCode } from '../planning/index.js';
import { LlmReplyError } from '../llm/index.js';
import { recordCandidates, searchCandidates } from './candidates.js';
import type { CodeOrigin } from './code-origin.js';
import type { SessionContext } from './context.js';
import { sessionCodeInput } from './decompose.js';
import { codeFile } from './layout.js';

/** Numbers, writes and reports one version (with its validation errors, if any). */
export function recordVersion(ctx: SessionContext, origin: CodeOrigin, code: string, errors: readonly CodeError[]): void {
  const { session, reporter } = ctx.deps;
  const version = (ctx.state.code?.version ?? 0) + 1;
  const file = session.writeFile(codeFile(version), code.endsWith('\n') ? code : code + '\n');
  ctx.record({ type: 'code', version, origin, file, code });
  const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
  if (shown.length > 0) ctx.record({ type: 'validation', version, errors: shown });
  reporter.code(version, origin, code, shown, ctx.legend(code));
}

/** Records code that came from outside the planner (an edit, a joined continuation), checked first. */
export function recordCode(ctx: SessionContext, origin: CodeOrigin, code: string): void {
  recordVersion(ctx, origin, code, checkCode(code, ctx.validation).errors);
}

/**
 * One round of new code: the planner's reply, then validation repairs while it has errors (up to
 * `maxRepairs`), each attempt a recorded version. The repairs see the objects as they are now.
 */
export async function codeRound(ctx: SessionContext, origin: CodeOrigin, produce: () => Promise<string>): Promise<void> {
  const input = sessionCodeInput(ctx, await ctx.deps.client.state());
  const text = await usableReply(ctx, origin, produce);
  if (text === null) return;
  let versionOrigin = origin;
  const round = await obtainValidCode(
    text,
    ctx.validation,
    async (code, errors) => {
      recordVersion(ctx, versionOrigin, code, errors);
      versionOrigin = 'validation-repair';
      return usableReply(ctx, 'validation-repair', () =>
        ctx.deps.planner.repairCode({ ...input, code, errors: errors.map(({ line, column, message }) => ({ line, column, message })) }),
      );
    },
    ctx.settings.maxRepairs,
  );
  recordVersion(ctx, versionOrigin, round.code, round.ok ? [] : round.errors);
}

/** New code from the planner: one request, or with `--candidates N` the best of N. */
export async function generate(ctx: SessionContext, origin: 'generated' | 'regenerate'): Promise<void> {
  const { deps, settings } = ctx;
  if (settings.candidates <= 1) return codeRound(ctx, origin, () => deps.planner.generateCode(sessionCodeInput(ctx, ctx.initial)));
  const ranked = await usableReply(ctx, origin, () =>
    searchCandidates(sessionCodeInput(ctx, ctx.initial), settings.candidates, {
      planner: deps.planner,
      world: deps.world,
      validation: ctx.validation,
      maxRepairs: settings.maxRepairs,
      dryRunClient: deps.dryRunClient ?? deps.client,
      meetsCriteria: deps.meetsCriteria,
    }),
  );
  // Dry runs on the session's own connection leave it elsewhere; later stages read its state.
  if (!deps.dryRunClient) await deps.client.reset(settings.scene);
  if (ranked === null) return;
  const best = ranked[0]!;
  best.attempts.forEach((attempt, i) => recordVersion(ctx, i === 0 ? origin : 'validation-repair', attempt.code, attempt.errors));
  recordCandidates(ctx, ctx.state.code!.version, ranked);
  deps.reporter.info(`Best of ${settings.candidates}: candidate ${best.index} proposed (${best.reasons.join(', ')}); "Show other candidates" lists the rest.`);
}

/**
 * The planner's reply, or null when even asked again it held no usable program: recorded as an
 * `unusable-reply`, and the current version stays. Before any version there is nothing to keep,
 * and the error ends the session.
 */
async function usableReply<T>(ctx: SessionContext, round: CodeOrigin, produce: () => Promise<T>): Promise<T | null> {
  try {
    return await produce();
  } catch (error) {
    const version = ctx.state.code?.version ?? 0;
    if (!(error instanceof LlmReplyError) || error.reason !== 'unusable' || version === 0) throw error;
    ctx.record({ type: 'unusable-reply', version, round, reason: error.message });
    ctx.deps.reporter.info(`The planner's reply held no usable code (${error.message}); code v${version} stays.`);
    return null;
  }
}
