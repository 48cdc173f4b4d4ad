/** The schedule as plain JSON (`--json`, the session's transcript): each call's agent, times and waits, and the totals. */
import type { PlannedSchedule } from './plan-schedule.js';

export function scheduleToJson(planned: PlannedSchedule) {
  const { schedule } = planned;
  return {
    makespan: schedule.makespan,
    sequential: schedule.sequential,
    speedup: schedule.speedup,
    load: schedule.load.map((l) => ({ ...l })),
    calls: schedule.calls.map((c) => ({
      line: planned.calls[c.index]!.line,
      call: planned.texts[c.index]!,
      agent: c.agent,
      start: c.start,
      end: c.end,
      after: c.after.map((d) => ({ line: planned.calls[d.on]!.line, index: d.on, because: [...d.because] })),
    })),
  };
}
