/**
 * How code stands against a goal, without changing the session: where code is dry-run, the
 * verdict of a goal on the states a run led through, and that verdict in words. The goal loop
 * (goal-check.ts) and everything that judges a candidate or a stated goal share it.
 */
import { predictingClient, type ExecutionClient, type RecordedRun } from '../execution/index.js';
import { judgeRun, type Alternative } from '../goals/index.js';
import { nameObjects, viewOf } from '../naming/index.js';
import type { World } from '../world/index.js';
import type { SessionContext } from './context.js';
import type { GoalCheck } from './state.js';

/**
 * Where code is dry-run from a reset scene: the session's own dry-run client, else the
 * simulator's predictions on the session's connection; null when it cannot simulate.
 */
export function dryRunClientOf(ctx: SessionContext): ExecutionClient | null {
  const { client, dryRunClient } = ctx.deps;
  if (dryRunClient !== undefined) return dryRunClient;
  return client.simulate ? predictingClient({ simulate: client.simulate.bind(client) }) : null;
}

/** How a goal stands on a state that steps led to: met, or the unmet conditions naming the objects. */
export function judgeAgainstGoal(
  goal: readonly Alternative[],
  world: World,
  run: Pick<RecordedRun, 'start' | 'steps' | 'end'>,
): Pick<GoalCheck, 'status' | 'alternative' | 'unmet'> {
  const names = nameObjects(viewOf(run.start, world.scene), viewOf(run.end, world.scene));
  const verdict = judgeRun(goal, run, world, (id) => names.of(id));
  return { status: verdict.met ? 'met' : 'unmet', alternative: verdict.alternative, unmet: verdict.met ? [] : verdict.unmet };
}

/** Each unmet condition with why: "- fried egg: there should be … (the Egg is in the Fridge, not in a Pan)". */
export function unmetLines(unmet: GoalCheck['unmet']): string[] {
  return unmet.map((u) => `- ${u.alternative}: ${u.predicate}${u.because.length > 0 ? ` — ${u.because.join('; ')}` : ''}`);
}

/** How a version stands against the goal, in one sentence and its unmet conditions. */
export function goalCheckSentence(check: GoalCheck): string {
  const where = check.phase === 'dry-run' ? `In the simulator, code v${check.version}` : `Code v${check.version} ran; the world it left`;
  switch (check.status) {
    case 'met':
      return `${where} meets the goal (${check.alternative}).`;
    case 'unmet':
      return [`${where} does NOT meet the goal:`, ...unmetLines(check.unmet)].join('\n');
    case 'fails':
      return `${where} fails before its end (${check.failure}), so the goal is not met.`;
    case 'unavailable':
      return `Code v${check.version} was not dry-run (no simulator to ask); the goal is checked after it runs.`;
  }
}
