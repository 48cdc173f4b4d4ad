/** The goal a session recorded (the newest `goal` event), as the outcome judges it. */
import type { Goal } from '../outcome/index.js';
import type { SessionEvent } from '../session/events.js';

export function goalOfSession(events: readonly SessionEvent[]): Goal | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'goal') return { source: event.source, alternatives: event.alternatives };
  }
  return null;
}
