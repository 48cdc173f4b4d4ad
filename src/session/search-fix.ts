/**
 * `--search-fix`: when a planner's version leaves the approved goal unmet (in the dry run or after
 * it ran) or fails with no known fix, the next version is a program the offline planner's search
 * finds toward that goal in the simulator, without a planner call. The planner (an LLM) stated what
 * is wanted; the search works out how. It is marked as a fix on the code event, like `--auto-fix`.
 */
import type { Alternative } from '../goals/index.js';
import { checkCode, GoalSearch, type GoalProgram } from '../planning/index.js';
import type { CodeOrigin } from './code-origin.js';
import type { SessionContext } from './context.js';
import { recordVersion, triedVersion } from './versions.js';

/** One search per session's connection, and its answer per goal (a goal's program does not change within a session). */
const searches = new WeakMap<object, { search: GoalSearch; found: Map<string, Promise<GoalProgram>> }>();

/** The search of the session's connection, made once; null when it cannot simulate or the option is off. */
function searchOf(ctx: SessionContext): { search: GoalSearch; found: Map<string, Promise<GoalProgram>> } | null {
  const { client, world } = ctx.deps;
  if (!ctx.settings.searchFix || client.simulate === undefined) return null;
  let entry = searches.get(client);
  if (entry === undefined) {
    entry = { search: new GoalSearch(world, { simulate: client.simulate.bind(client) }), found: new Map() };
    searches.set(client, entry);
  }
  return entry;
}

/** The search's program toward `goal`, asked once per goal. */
function programFor(entry: NonNullable<ReturnType<typeof searchOf>>, goal: readonly Alternative[]): Promise<GoalProgram> {
  const key = JSON.stringify(goal);
  let found = entry.found.get(key);
  if (found === undefined) {
    found = entry.search.programToward(goal);
    entry.found.set(key, found);
  }
  return found;
}

/** Whether some program reaches the alternative from the reset scene; undefined when the session cannot search (`--search-fix` off). */
export async function reachable(ctx: SessionContext, alternative: Alternative): Promise<boolean | undefined> {
  const entry = searchOf(ctx);
  return entry === null ? undefined : (await programFor(entry, [alternative])).ok;
}

/**
 * Records the searched program as the next version (with `generated`, the first version of the
 * combined planner, before any model is asked) and returns true; false when the option is
 * off, the planner is the offline one (it searched already), the connection cannot simulate, no
 * program is found, or the one found was tried.
 */
export async function applySearchFix(ctx: SessionContext, origin: Extract<CodeOrigin, 'generated' | 'goal-refinement' | 'execution-refinement'>): Promise<boolean> {
  const { planner, reporter } = ctx.deps;
  const goal = ctx.state.goal;
  const entry = searchOf(ctx);
  if (goal === null || planner.kind === 'offline' || entry === null) return false;
  const program = await programFor(entry, goal);
  if (!program.ok) {
    reporter.info(`The search found no program toward the goal: ${program.reasons.join('; ')}.`);
    return false;
  }
  if (program.alreadyDone || triedVersion(ctx, program.code) !== undefined || checkCode(program.code, ctx.validation).errors.length > 0) return false;
  const summary = `a program toward the goal (${program.alternative}) found by search in the simulator`;
  // `generated`: the combined planner's first version, found before any model is asked for code.
  reporter.info(`${origin === 'generated' ? 'Code found by search' : 'Search fix'}, no planner call: ${summary}.`);
  recordVersion(ctx, origin, program.code, [], { summary, by: 'search' });
  return true;
}
