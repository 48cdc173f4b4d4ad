/**
 * The outcome of a session's last execution: read the final state from the bridge, compare it
 * with the first reset's, judge the goal, and keep it all in the session folder. The commands
 * and the experiments call this once a session has ended; the session itself does not change.
 */
import type { World } from '../world/index.js';
import { actedOn, lastRun, type ObservedClient } from './observed-client.js';
import { computeOutcome, type Goal, type Outcome } from './outcome.js';
import { writeOutcomeFiles } from './session-files.js';

/**
 * The outcome of what `client` ran, or null when nothing ran (the session ended before
 * execution). `ran`: the last execution reached its end.
 */
export async function observeOutcome(
  client: ObservedClient,
  options: { world: Pick<World, 'scene' | 'catalogue'>; ran: boolean; goal?: Goal | null; sessionDir?: string },
): Promise<Outcome | null> {
  const before = client.initial;
  if (before === null || client.steps.length === 0) return null;
  const after = await client.state();
  const run = lastRun(client.steps);
  const outcome = computeOutcome({ before, after, world: options.world, ran: options.ran, actedOn: actedOn(run), steps: run, goal: options.goal ?? null });
  if (options.sessionDir !== undefined) writeOutcomeFiles(options.sessionDir, before, after, outcome);
  return outcome;
}
