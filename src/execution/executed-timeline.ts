/** Timelines of a plan: as scheduled before it runs, and as it ran concurrently. */
import { timelineOf, type Timeline } from '../schedule/index.js';
import type { ConcurrentResult } from './concurrent.js';
import type { PlannedSchedule } from './plan-schedule.js';

/** `L4 robot2.PutObject('Egg', 'Pan')` without the agent, which the lane shows: `L4 PutObject('Egg', 'Pan')`. */
function labels(planned: PlannedSchedule): string[] {
  return planned.calls.map((call, i) => `L${call.line} ${planned.texts[i]!.replace(/^[a-z][a-z0-9_]*\./, '')}`);
}

/** The schedule as planned. */
export function plannedTimeline(planned: PlannedSchedule, title: string): Timeline {
  return timelineOf(planned.schedule, labels(planned), title);
}

/** The calls as they ran (each where the plan's clock put it), with the planned dependencies. */
export function executedTimeline(planned: PlannedSchedule, result: ConcurrentResult, title: string): Timeline {
  const names = labels(planned);
  return {
    title,
    agents: planned.schedule.load.map((l) => l.agent),
    bars: result.timeline.map((run) => ({
      index: run.index,
      agent: run.agent,
      label: names[run.index]!,
      start: run.start,
      end: run.end,
      after: planned.schedule.calls[run.index]!.after,
      ...(run.success ? {} : { failed: true }),
    })),
    makespan: result.makespan,
    sequential: result.timeline.reduce((sum, run) => sum + (run.end - run.start), 0),
  };
}
