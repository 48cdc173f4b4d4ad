/**
 * The goal a session is judged by: a task's criteria (experiments) before anything the planner
 * stated, and the newest of each.
 */
import type { Goal } from '../outcome/index.js';
import type { SessionEvent } from '../session/index.js';

export function goalOfSession(events: readonly SessionEvent[]): Goal | null {
  const goals = events.flatMap((e) => (e.type === 'goal' ? [{ source: e.source, alternatives: e.alternatives }] : []));
  return goals.filter((g) => g.source === 'task').at(-1) ?? goals.at(-1) ?? null;
}
