/**
 * The code versions of a session: every version the planner, a repair or the person produces is
 * numbered, written to its file (layout.ts) and recorded; the newest is the current code. A
 * round whose reply holds no usable program makes no version and records why.
 */
import { obtainValidCode, type CodeInput, type RepairAnswer } from '../planning/index.js';
import { LlmReplyError } from '../llm/index.js';
import { recordCandidates, searchCandidates } from './candidates.js';
import { applySearchFix } from './search-fix.js';
import { dryRunClientOf } from './goal-judge.js';
import { agentNames } from '../world/index.js';
import type { CodeOrigin } from './code-origin.js';
import type { SessionContext } from './context.js';
import { sessionCodeInput } from './code-input.js';
import { stuckReason } from './stuck.js';
import { recordVersion, triedVersion } from './versions.js';

/** Asks the planner for code with an input (which may say that the last reply repeated a version). */
export type Produce = (input: CodeInput) => Promise<string>;

/**
 * One round of new code: the planner's reply to `input`, then validation repairs while it has
 * errors (up to `maxRepairs`) with the same input, each attempt a recorded version. A reply that
 * gives back a program already tried is not taken as new: it is asked for once more, saying so;
 * a model that repeats itself again is stuck (a `repeat` event says so, and no version is made).
 */
export async function codeRound(ctx: SessionContext, origin: CodeOrigin, input: CodeInput, produce: Produce): Promise<void> {
  const first = await usableReply(ctx, origin, () => askAvoidingRepeats(ctx, origin, input, produce));
  if (first === null || typeof first !== 'string') return;
  let versionOrigin = origin;
  const round = await obtainValidCode(
    first,
    ctx.validation,
    async (code, errors): Promise<RepairAnswer> => {
      recordVersion(ctx, versionOrigin, code, errors);
      versionOrigin = 'validation-repair';
      const shown = errors.map(({ line, column, message }) => ({ line, column, message }));
      return usableReply(ctx, 'validation-repair', () => askAvoidingRepeats(ctx, 'validation-repair', input, (asked) => ctx.deps.planner.repairCode({ ...asked, code, errors: shown })));
    },
    ctx.settings.maxRepairs,
  );
  // Repairs that stopped because the model is stuck end on the code they were given, recorded already.
  if (round.ok || round.stuck === undefined) recordVersion(ctx, versionOrigin, round.code, round.ok ? [] : round.errors);
}

/** The reply to `produce`, asked again (saying so) when it repeats a tried version; `stuck` when it does again. */
async function askAvoidingRepeats(ctx: SessionContext, origin: CodeOrigin, input: CodeInput, produce: Produce): Promise<RepairAnswer> {
  const text = await produce(input);
  const repeated = triedVersion(ctx, text);
  if (repeated === undefined) return text;
  ctx.record({ type: 'repeat', origin, version: repeated, stuck: false });
  ctx.deps.reporter.info(`The planner gave back version ${repeated} unchanged; asking once more, telling it so.`);
  const again = await produce({ ...input, repeated: { version: repeated } });
  const still = triedVersion(ctx, again);
  if (still === undefined) return again;
  ctx.record({ type: 'repeat', origin, version: still, stuck: true });
  const stuck = stuckReason(still);
  ctx.deps.reporter.info(`No new code: ${stuck}.`);
  return { stuck };
}

/** New code from the planner: one request, or with `--candidates N` the best of N. */
export async function generate(ctx: SessionContext, origin: 'generated' | 'regenerate'): Promise<void> {
  const { deps, settings } = ctx;
  // The combined planner: the search finds how toward the goal the reader and the model settled; the model writes code only where it finds none.
  if (origin === 'generated' && deps.planner.kind === 'combined' && (await applySearchFix(ctx, 'generated'))) return;
  if (settings.candidates <= 1) return codeRound(ctx, origin, sessionCodeInput(ctx, ctx.initial), (input) => deps.planner.generateCode(input));
  const dryRunClient = dryRunClientOf(ctx);
  const ranked = await usableReply(ctx, origin, () =>
    searchCandidates(sessionCodeInput(ctx, ctx.initial), settings.candidates, {
      planner: deps.planner,
      world: deps.world,
      validation: ctx.validation,
      maxRepairs: settings.maxRepairs,
      dryRunClient: dryRunClient ?? deps.client,
      goal: ctx.state.goal,
    }),
  );
  // Dry runs on the session's own connection leave it elsewhere; later stages read its state.
  if (dryRunClient === null) await deps.client.reset(settings.scene, agentNames(deps.world.team));
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
