/**
 * The allocated plan run with every agent at once (execution/concurrent.ts): each call starts as
 * soon as the calls it waits for are done; its timeline goes into the session folder
 * (`timeline.svg`, `timeline.png`) and the run into the transcript.
 */
import { executeConcurrently, executedTimeline, worldExecutionData, type ConcurrentResult, type PlannedSchedule } from '../execution/index.js';
import { IteraPlanError } from '../errors.js';
import { formatTimeline, renderTimelineSvg, timelineFigures, type Timeline } from '../schedule/index.js';
import type { SessionContext } from './context.js';
import { SESSION_FILES } from './layout.js';

/** Runs `planned` from a reset scene, writes its timeline, and records the execution. */
export async function runConcurrently(ctx: SessionContext, planned: PlannedSchedule): Promise<{ result: ConcurrentResult; files: { svg: string; png: string | null } }> {
  const { client, world, reporter } = ctx.deps;
  const result = await executeConcurrently(planned, {
    client,
    ...worldExecutionData(world),
    scene: ctx.settings.scene,
    team: world.team,
    onProgress: (event) => reporter.progress(event),
  });
  const timeline = executedTimeline(planned, result, `${ctx.settings.scene}: the allocated plan, every agent at once (team ${world.team.name})`);
  const files = await writeTimeline(ctx, timeline);
  reporter.schedule?.(formatTimeline(timeline));
  ctx.record({
    type: 'execution',
    version: ctx.state.code!.version,
    attempt: ctx.state.executions + 1,
    allocated: true,
    success: result.success,
    actions: result.actions,
    steps: result.steps,
    report: result.report ?? null,
    concurrent: true,
    makespan: result.makespan,
    timeline: files,
  });
  return { result, files };
}

/** timeline.svg and, when the renderer loads, timeline.png; a PNG that cannot be made does not stop the session. */
async function writeTimeline(ctx: SessionContext, timeline: Timeline): Promise<{ svg: string; png: string | null }> {
  const { session, reporter } = ctx.deps;
  try {
    const { svg, png } = await timelineFigures(timeline);
    return { svg: session.writeFile(SESSION_FILES.timelineSvg, svg), png: session.writeFile(SESSION_FILES.timelinePng, png) };
  } catch (error) {
    if (!(error instanceof IteraPlanError)) throw error;
    reporter.info(`${SESSION_FILES.timelinePng} was not written: ${error.message}`);
    return { svg: session.writeFile(SESSION_FILES.timelineSvg, renderTimelineSvg(timeline)), png: null };
  }
}
