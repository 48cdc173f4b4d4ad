/**
 * The schedule of an allocated program in a world: each call expanded into its atomic actions,
 * their footprints followed through the scene (schedule/footprint.ts), their durations read from
 * the team, and the partial order derived from them (schedule/derive.ts).
 */
import { flattenSteps, printSkillCall, type Program, type SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import { deriveSchedule, footprints, sceneFacts, type Footprint, type Schedule } from '../schedule/index.js';
import { agentNames, teamAgent, type Team, type World } from '../world/index.js';
import { DEFAULT_AGENT } from './executor.js';
import { expandSkillCall, type PlannedAction } from './expand.js';

/** A program's calls in execution order, with their schedule. */
export interface PlannedSchedule {
  /** The skill calls in execution order; `schedule.calls[i]` is `calls[i]`. */
  readonly calls: readonly SkillCall[];
  /** Their text with the agent prefix, `robot2.PutObject('Egg', 'Pan')`. */
  readonly texts: readonly string[];
  readonly footprints: readonly Footprint[];
  readonly schedule: Schedule;
  /** The agent of a call written without one. */
  readonly defaultAgent: string;
}

/**
 * Seconds `agent` takes for `action` (team file). An agent the team says cannot do it (the
 * random allocator of the ablation does that) is given the slowest agent's time.
 */
export function actionSeconds(team: Team, agent: string, action: string): number {
  const own = teamAgent(team, agent)?.actions.get(action)?.seconds;
  if (own !== undefined) return own;
  return Math.max(0, ...team.agents.map((a) => a.actions.get(action)?.seconds ?? 0));
}

/** The agent of calls without a prefix: `robot` when the team has one, else its first agent. */
export function defaultAgentOf(team: Team): string {
  const names = agentNames(team);
  return names.includes(DEFAULT_AGENT) ? DEFAULT_AGENT : (names[0] ?? DEFAULT_AGENT);
}

/** The schedule of `program` in `world` with its team; calls without a prefix go to `defaultAgent`. */
export function planSchedule(program: Program, world: Pick<World, 'scene' | 'catalogue' | 'skills' | 'team'>, defaultAgent = defaultAgentOf(world.team)): PlannedSchedule {
  const calls = flattenSteps(program);
  const expanded: PlannedAction[][] = calls.map((call) => {
    const skill = world.skills.get(call.skill);
    if (skill === undefined) throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of skills.yaml`, { line: call.line });
    return expandSkillCall(call, skill);
  });
  const prints = footprints(calls.map((call, i) => ({ agent: call.agent ?? defaultAgent, steps: expanded[i]! })), sceneFacts(world.scene, world.catalogue));
  const items = calls.map((call, i) => {
    const agent = call.agent ?? defaultAgent;
    const seconds = expanded[i]!.reduce((sum, step) => sum + actionSeconds(world.team, agent, step.action), 0);
    return { agent, seconds, footprint: prints[i]! };
  });
  return {
    calls,
    texts: calls.map((call) => printSkillCall({ ...call, agent: call.agent ?? defaultAgent })),
    footprints: prints,
    schedule: deriveSchedule(items, agentNames(world.team)),
    defaultAgent,
  };
}
