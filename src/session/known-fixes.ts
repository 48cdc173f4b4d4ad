/**
 * `--auto-fix`: a failure's known fix (planning/known-fix.ts), applied to the code as the next
 * version without a planner call. Where the session can simulate, the fixed code is dry-run from
 * the reset scene, and while it fails again with a known fix (the next closed cabinet of "empty
 * the cabinets") that fix is applied too: one refinement carries the whole chain, rather than
 * each closed door using up one of the person's refinements.
 */
import { flattenSteps, type Program } from '../code/index.js';
import { recordedRun, worldExecutionData, type ErrorReport } from '../execution/index.js';
import { applyKnownFix, checkCode, knownFix } from '../planning/index.js';
import type { SessionContext } from './context.js';
import { dryRunClientOf } from './goal-judge.js';
import { currentProgram } from './current-program.js';
import { recordVersion, triedVersion } from './versions.js';

/** Known fixes chained in the simulator within one refinement, at most. */
const MAX_CHAINED = 12;

/** Records the fixed code as the next version and returns true; false when the failure has no known fix, or the fixed program was tried. */
export async function applyKnownFixes(ctx: SessionContext, failure: ErrorReport): Promise<boolean> {
  const first = fixOnce(ctx, ctx.state.code!.code, currentProgram(ctx), failure);
  if (first === null) return false;
  let { code, program } = first;
  const summaries = [first.summary];
  const client = dryRunClientOf(ctx);
  while (client !== null && summaries.length < MAX_CHAINED) {
    const dry = await recordedRun(flattenSteps(program), { client, ...worldExecutionData(ctx.deps.world), scene: ctx.settings.scene });
    const report = dry.result.report;
    const next = report === undefined ? null : fixOnce(ctx, code, program, report);
    if (next === null) break;
    ({ code, program } = next);
    summaries.push(next.summary);
  }
  const summary = summaries.join('; ');
  ctx.deps.reporter.info(`Known fix${summaries.length > 1 ? 'es' : ''} applied, no planner call: ${summary}.`);
  recordVersion(ctx, 'execution-refinement', code, [], { summary, by: 'known-fix' });
  return true;
}

/** The code with the failure's known fix applied, if there is one that gives valid code not tried before. */
function fixOnce(ctx: SessionContext, code: string, program: Program, failure: ErrorReport): { code: string; program: Program; summary: string } | null {
  const fix = knownFix(failure);
  const fixed = fix === null ? null : applyKnownFix(code, fix, program);
  if (fix === null || fixed === null || triedVersion(ctx, fixed) !== undefined) return null;
  const checked = checkCode(fixed, ctx.validation);
  if (checked.program === null || checked.errors.length > 0) return null;
  return { code: fixed, program: checked.program, summary: fix.summary };
}
