/** The token usage of a session, summed from the LLM calls its transcript recorded. */
import type { SessionEvent } from './events.js';

/** Sums the token usage of every LLM call a session recorded. */
export function summariseUsage(events: readonly SessionEvent[]): { promptTokens: number; completionTokens: number; totalTokens: number; calls: number } {
  const total = { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0 };
  for (const event of events) {
    if (event.type !== 'llm-call') continue;
    const { usage } = event.call;
    total.calls += 1;
    total.promptTokens += usage.promptTokens;
    total.completionTokens += usage.completionTokens;
    total.totalTokens += usage.totalTokens;
  }
  return total;
}
