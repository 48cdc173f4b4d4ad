/**
 * Planning toward a goal: the first alternative (in the goal's order of preference) a search
 * finds a program for, polished; "already done" when one holds before any call.
 */
import type { Alternative } from '../../../goals/index.js';
import type { PlannedCall } from './call-steps.js';
import { polish } from './polish.js';
import { meets, searchAlternative, type SearchContext, type SearchOptions } from './search.js';
import type { Trial } from './trial.js';

export interface GoalPlan {
  /** The alternative the program meets. */
  readonly alternative: string;
  readonly calls: readonly PlannedCall[];
  /** The program as the simulator ran it, from the start state (`root`). */
  readonly trial: Trial;
  readonly root: Trial;
  /** The alternative holds already: the program is empty. */
  readonly alreadyDone: boolean;
}

export type PlanOutcome = { ok: true; plan: GoalPlan } | { ok: false; root: Trial; reasons: string[] };

/**
 * A program toward `goal` from the trials' start, after the calls of `after` (which stay as
 * they are and are not part of the plan's calls).
 */
export async function planToward(goal: readonly Alternative[], ctx: SearchContext, options: SearchOptions = {}, after: readonly PlannedCall[] = []): Promise<PlanOutcome> {
  const start = await ctx.trials.root();
  const ran = after.length === 0 ? ({ ok: true, trial: start } as const) : await ctx.trials.extend(start, after);
  if (!ran.ok) return { ok: false, root: start, reasons: [`the program so far does not run: ${ran.refusal.call.skill}(${ran.refusal.call.args.join(', ')}) fails with ${ran.refusal.result.errorCode}`] };
  const root = ran.trial;
  for (const alternative of goal) {
    if (meets(alternative, root, start, ctx)) return { ok: true, plan: { alternative: alternative.name, calls: [], trial: root, root, alreadyDone: true } };
  }
  const reasons: string[] = [];
  for (const alternative of goal) {
    const found = await searchAlternative(alternative, root, ctx, options, start);
    if (!found.ok) {
      reasons.push(`${alternative.name}: ${found.reason}`);
      continue;
    }
    const trial = await polish(alternative, found.trial, root, ctx, start);
    return { ok: true, plan: { alternative: alternative.name, calls: trial.calls.slice(after.length), trial, root, alreadyDone: false } };
  }
  return { ok: false, root, reasons };
}
