/**
 * The schedule of an allocated program in a world: each call expanded into its atomic actions,
 * their footprints followed through the scene (schedule/footprint.ts), their durations read from
 * the team, and the partial order derived from them (schedule/derive.ts).
 */
import { flattenSteps, printSkillCall, type Program, type SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import { callWalk, deriveSchedule, footprints, sceneFacts, sceneWalks, walkMetres, type Footprint, type Schedule } from '../schedule/index.js';
import { agentNames, DEFAULT_WALKING_SPEED, teamAgent, type Team, type World } from '../world/index.js';
import { actingAgents } from './acting-agents.js';
import { expandSkillCall, type PlannedAction } from './expand.js';

/** A program's calls in execution order, with their schedule. */
export interface PlannedSchedule {
  /** The skill calls in execution order; `schedule.calls[i]` is `calls[i]`. */
  readonly calls: readonly SkillCall[];
  /** Their text with the agent prefix, `robot2.PutObject('Egg', 'Pan')`. */
  readonly texts: readonly string[];
  readonly footprints: readonly Footprint[];
  readonly schedule: Schedule;
  /** Seconds each call's agent walks between objects, counted in its duration (all 0 without `walking`). */
  readonly walkSeconds: readonly number[];
}

export interface PlanScheduleOptions {
  /**
   * Count the walks between objects (the room's floor, each agent's speed) in each call's
   * duration: the expected makespan the balanced allocator minimises and every screen shows (a
   * concurrent run counts each call's `walkSeconds` too). Without, a call takes its actions' seconds.
   */
  readonly walking?: boolean;
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

/**
 * The schedule of `program` in `world` with its team; a call without a prefix goes to
 * `defaultAgent` when given, else to the agent the allocation rule gives it (acting-agents.ts).
 * An agent given a call it cannot carry out is refused.
 */
export function planSchedule(program: Program, world: Pick<World, 'scene' | 'catalogue' | 'skills' | 'team'>, defaultAgent?: string, options: PlanScheduleOptions = {}): PlannedSchedule {
  const calls = flattenSteps(program);
  const agents = actingAgents(calls, { team: world.team, skills: world.skills, agent: defaultAgent });
  const expanded: PlannedAction[][] = calls.map((call) => {
    const skill = world.skills.get(call.skill);
    if (skill === undefined) throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of skills.yaml`, { line: call.line });
    return expandSkillCall(call, skill);
  });
  const prints = footprints(calls.map((_, i) => ({ agent: agents[i]!, steps: expanded[i]! })), sceneFacts(world.scene, world.catalogue));
  const walks = options.walking === true ? sceneWalks(world.scene) : undefined;
  const at = new Map<string, ReturnType<typeof callWalk>['last']>();
  const walkSeconds = calls.map((_, i) => {
    if (walks === undefined) return 0;
    const agent = agents[i]!;
    const walk = callWalk(expanded[i]!, walks);
    const metres = walkMetres(walk, at.get(agent), walks);
    if (walk.last !== undefined) at.set(agent, walk.last);
    return metres / (teamAgent(world.team, agent)?.speed ?? DEFAULT_WALKING_SPEED);
  });
  const items = calls.map((_, i) => {
    const agent = agents[i]!;
    const seconds = expanded[i]!.reduce((sum, step) => sum + actionSeconds(world.team, agent, step.action), 0) + walkSeconds[i]!;
    return { agent, seconds, footprint: prints[i]! };
  });
  return {
    calls,
    texts: calls.map((call, i) => printSkillCall({ ...call, agent: agents[i]! })),
    footprints: prints,
    schedule: deriveSchedule(items, agentNames(world.team)),
    walkSeconds,
  };
}
