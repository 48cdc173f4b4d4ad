/**
 * The approval loop's steps: show the current version to the person (or a stand-in) and record
 * the decision, and carry out a decision that asks for new code (feedback, an edit, regenerate).
 */
import { checkCode, CorrectionChangesNothingError, FeedbackNotUnderstoodError } from '../planning/index.js';
import type { CandidateView, Decision } from './approver.js';
import type { SessionContext } from './context.js';
import { sessionCodeInput, sessionStageOne } from './code-input.js';
import { describeGoal } from '../goals/index.js';
import { describeSession } from './describe.js';
import { codeRound, generate } from './new-code.js';
import { recordCode } from './versions.js';
import { offerToRemember } from './remember.js';
import { preferenceBreaches } from './preference-breaches.js';

/** Shows the current version and records the person's decision. */
export async function review(ctx: SessionContext): Promise<void> {
  const { approver, reporter } = ctx.deps;
  const { code, plan } = ctx.state;
  const current = code!;
  const candidates = candidatesOf(ctx, current.version);
  const breaches = preferenceBreaches(current.code, ctx.state.preferences?.applied ?? [], ctx.deps.world);
  if (breaches.length > 0) reporter.info(`This code breaks your lasting preferences: ${breaches.join('; ')}.`);
  const decision: Decision = await approver.review({
    ...(breaches.length > 0 ? { preferenceBreaches: breaches } : {}),
    version: current.version,
    code: current.code,
    plan: plan!,
    errors: current.valid ? [] : checkCode(current.code, ctx.validation).errors,
    describe: () => describeSession(ctx.deps.session.events, { ...ctx.state, instruction: ctx.settings.instruction }),
    legend: ctx.legend(current.code),
    ...(candidates ? { candidates } : {}),
    ...(ctx.state.refusedFeedback ? { refusedFeedback: ctx.state.refusedFeedback } : {}),
    goal: ctx.state.goal,
    ...(ctx.state.goalCheck ? { goalCheck: ctx.state.goalCheck } : {}),
  });
  ctx.record({ type: 'decision', version: current.version, decision: decision.kind, ...decisionText(decision) });
  if (decision.kind === 'feedback') await offerToRemember(ctx, decision.text);
  if (decision.kind === 'approve' && !ctx.state.approved) {
    reporter.info('The code has errors; it cannot run until they are fixed (give feedback, edit or regenerate).');
  }
}

/**
 * A human refinement: new code from the person's feedback in words. Feedback the planner cannot
 * act on (FeedbackNotUnderstoodError) makes no version: it is recorded with the reason, which
 * the next review shows.
 */
export async function refineFromFeedback(ctx: SessionContext, feedback: string): Promise<void> {
  const { code, version } = ctx.state.code!;
  try {
    await codeRound(ctx, 'human-refinement', sessionCodeInput(ctx, ctx.initial), (input) => ctx.deps.planner.refineFromFeedback({ ...input, code, feedback }));
    if (ctx.state.code !== null && ctx.state.code.version > version) await restateGoal(ctx);
  } catch (error) {
    if (error instanceof CorrectionChangesNothingError) {
      ctx.record({ type: 'correction-unchanged', step: 'code', version, text: feedback, reason: error.message });
      ctx.deps.reporter.info(`${error.message}\nThe code is unchanged.`);
      return;
    }
    if (!(error instanceof FeedbackNotUnderstoodError)) throw error;
    ctx.record({ type: 'feedback-not-understood', version, text: feedback, reason: error.message });
  }
}

/**
 * After a correction of the code: the goal the planner now states for it, when the correction
 * changed it ("in the fridge" after "on a plate"), is the goal from here on, said so; the code is
 * judged against the goal it was corrected toward, not the one before. (A planner that states its
 * goal with the plan, the LLM's, keeps it.)
 */
async function restateGoal(ctx: SessionContext): Promise<void> {
  const { planner, reporter } = ctx.deps;
  if (ctx.state.plan?.goal !== undefined || planner.successCriteria === undefined || ctx.state.goal === null) return;
  const goal = await planner.successCriteria(sessionStageOne(ctx));
  if (goal === null || JSON.stringify(goal) === JSON.stringify(ctx.state.goal)) return;
  ctx.record({ type: 'goal', source: 'planner', alternatives: [...goal] });
  reporter.info(`As corrected, done when (any one of these holds at the end):\n${describeGoal(goal).map((line) => `  - ${line}`).join('\n')}`);
}

/** The person's own code. */
export function recordEdit(ctx: SessionContext, code: string): void {
  recordCode(ctx, 'edit', code);
}

/** Best-of-N: another candidate of the version, taken instead of the proposed one. */
export function recordPick(ctx: SessionContext, code: string): void {
  recordCode(ctx, 'candidate', code);
}

/** New code from the start, as the first generation was made. */
export function regenerate(ctx: SessionContext): Promise<void> {
  return generate(ctx, 'regenerate');
}

/** The candidates of a version that came from a best-of-N search ("Show other candidates"). */
function candidatesOf(ctx: SessionContext, version: number): (() => CandidateView[]) | undefined {
  const { session } = ctx.deps;
  const event = [...session.events].reverse().find((e) => e.type === 'candidates' && e.version === version);
  if (event?.type !== 'candidates') return undefined;
  return () => event.candidates.map((c) => ({ index: c.index, rank: c.rank, reasons: c.reasons, code: session.readText(c.file) }));
}

function decisionText(decision: Decision): { text?: string } {
  if (decision.kind === 'feedback') return { text: decision.text };
  if (decision.kind === 'edit' || decision.kind === 'pick') return { text: decision.code };
  if (decision.kind === 'abort' && decision.reason !== undefined) return { text: decision.reason };
  return {};
}
