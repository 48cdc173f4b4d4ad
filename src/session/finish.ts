/**
 * The end of a session: allocation of the executed program and the run of the allocated plan,
 * then the result, written to `result.json` and recorded as the transcript's `end` event.
 */
import { allocateRuleBased, formatAllocationTable } from '../allocation/index.js';
import { printProgram } from '../code/index.js';
import { formatErrorReport } from '../execution/index.js';
import type { SessionContext } from './context.js';
import { currentProgram, runProgram } from './execution.js';
import { SESSION_FILES } from './layout.js';
import { buildPlanResult, type SessionEnd } from './plan-result.js';

/** Allocates each call of the executed program to its agent, runs the allocated plan, and ends. */
export async function allocateAndVerify(ctx: SessionContext): Promise<void> {
  const { world, session, reporter } = ctx.deps;
  const allocation = allocateRuleBased(currentProgram(ctx), world.affordances, world.skills);
  const allocatedCode = printProgram(allocation.program);
  const file = session.writeFile(SESSION_FILES.allocated, allocatedCode);
  ctx.record({ type: 'allocation', rows: allocation.rows.map((r) => ({ ...r })), file });
  reporter.allocation(formatAllocationTable(allocation.rows), allocatedCode, ctx.legend(allocatedCode));
  reporter.info('Executing the allocated plan, each line by its agent ...');
  const verified = await runProgram(ctx, allocation.program, { allocated: true, continuing: false });
  if (verified.report) reporter.failure(verified.report, formatErrorReport(verified.report));
  finish(ctx, {
    success: verified.success,
    reason: verified.success ? 'success' : 'the allocated plan failed to execute',
    allocation: {
      rows: allocation.rows,
      code: allocatedCode,
      execution: { success: verified.success, actions: verified.actions, failure: verified.report ?? null },
    },
  });
}

/** Ends the session: its result to `result.json`, then the `end` event. */
export function finish(ctx: SessionContext, end: SessionEnd): void {
  const { session, planner, model } = ctx.deps;
  const result = buildPlanResult(ctx.state, { events: session.events, dir: session.dir, planner: planner.kind, model }, end);
  session.writeFile(SESSION_FILES.result, JSON.stringify(result, null, 2) + '\n');
  ctx.record({ type: 'end', success: end.success, reason: end.reason, result });
}
