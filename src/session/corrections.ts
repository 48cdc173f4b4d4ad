/**
 * The person's corrections in words over a session, each with what came of it, from the
 * transcript alone: applied (the plan, the code or the allocation changed), unchanged (understood,
 * but it asked for nothing the plan did not do already) or refused (not understood, or not
 * doable, with why). What lists corrections (result.json, summary.md, report.html, `runs show`)
 * lists them from here, so a refused one is never shown as applied.
 */
import { z } from 'zod';
import type { SessionEvent } from './events.js';

export const CorrectionStep = z.enum(['plan', 'code', 'allocation']);

export const CorrectionEntry = z.object({
  /** The approval step it was given at: the stage-2 plan (and its goal), the code, the allocation. */
  step: CorrectionStep,
  text: z.string(),
  outcome: z.enum(['applied', 'unchanged', 'refused']),
  /** Why it was refused or changed nothing, as the person was told. */
  reason: z.string().optional(),
  /** The code version it was given at (the code step). */
  version: z.number().int().positive().optional(),
});
export type CorrectionEntry = z.infer<typeof CorrectionEntry>;

/** Every correction in words whose outcome the transcript records, in order (one still open is left out). */
export function correctionsOf(events: readonly SessionEvent[]): CorrectionEntry[] {
  const entries: CorrectionEntry[] = [];
  let plan: string | null = null;
  let code: { text: string; version: number } | null = null;
  for (const e of events) {
    if (e.type === 'plan-review') plan = e.decision === 'correct' && e.text !== undefined ? e.text : null;
    else if (e.type === 'decomposition' && e.stage === 2 && plan !== null) {
      entries.push({ step: 'plan', text: plan, outcome: 'applied' });
      plan = null;
    } else if (e.type === 'plan-returned' && plan !== null) {
      entries.push({ step: 'plan', text: plan, outcome: 'refused', reason: e.reason });
      plan = null;
    } else if (e.type === 'decision') code = e.decision === 'feedback' && e.text !== undefined ? { text: e.text, version: e.version } : null;
    else if (e.type === 'code' && code !== null) {
      entries.push({ step: 'code', text: code.text, outcome: e.origin === 'human-refinement' ? 'applied' : 'refused', version: code.version, ...(e.origin === 'human-refinement' ? {} : { reason: 'no new code came of it' }) });
      code = null;
    } else if (e.type === 'unusable-reply' && e.round === 'human-refinement' && code !== null) {
      entries.push({ step: 'code', text: code.text, outcome: 'refused', reason: "the planner's reply held no code", version: code.version });
      code = null;
    } else if (e.type === 'feedback-not-understood' && code !== null) {
      entries.push({ step: 'code', text: code.text, outcome: 'refused', reason: e.reason, version: e.version });
      code = null;
    } else if (e.type === 'correction-unchanged') {
      entries.push({ step: e.step, text: e.text, outcome: 'unchanged', reason: e.reason, ...(e.version === undefined ? {} : { version: e.version }) });
      if (e.step === 'plan') plan = null;
      else code = null;
    } else if (e.type === 'allocation-words') {
      const outcome = !e.applied ? 'refused' : e.lines?.length === 0 ? 'unchanged' : 'applied';
      entries.push({ step: 'allocation', text: e.text, outcome, ...(e.reason === undefined ? {} : { reason: e.reason }) });
    }
  }
  return entries;
}

/** One correction in words for a person: `"no eggs please" at the plan: applied`. */
export function correctionWords(entry: CorrectionEntry): string {
  const where = entry.step === 'plan' ? 'the plan' : entry.step === 'code' ? `code v${entry.version ?? '?'}` : 'the allocation';
  const outcome = entry.outcome === 'applied' ? 'applied' : entry.outcome === 'unchanged' ? `changed nothing (${entry.reason ?? ''})` : `refused, not applied (${entry.reason ?? ''})`;
  return `"${entry.text}" at ${where}: ${outcome}`;
}
