/**
 * The teams of an experiment on an episode's final program: for each team, the rule-based
 * allocation, its schedule (makespan, sequential time, each agent's share), and two runs in a
 * fresh world — one call after another, and every agent at once — which must end in the same
 * world (docs/teams.md).
 */
import { z } from 'zod';
import { ALLOCATOR_NAMES, allocateWith, type AllocatorName } from '../../allocation/index.js';
import { flattenSteps, type Program } from '../../code/index.js';
import { InputError } from '../../errors.js';
import { executeConcurrently, executeSteps, planSchedule, sameWorld, worldExecutionData, type ExecutionClient } from '../../execution/index.js';
import type { World } from '../../world/index.js';

/** How one team did on an episode's final program. */
export const TeamOutcome = z
  .object({
    calls: z.number().int().nonnegative(),
    /** Seconds of the schedule: every call as soon as it may, and one call after another. */
    makespan: z.number().nonnegative(),
    sequential: z.number().nonnegative(),
    /** The same with each agent's walks between objects counted (the room's floor, its speed): the expected makespan; absent in records before walks. */
    walkingMakespan: z.number().nonnegative().optional(),
    walkingSequential: z.number().nonnegative().optional(),
    /** Each agent of the team: its calls and busy seconds. */
    load: z.array(z.object({ agent: z.string(), calls: z.number().int().nonnegative(), seconds: z.number().nonnegative() }).strict()),
    /** The allocated plan executed one call after another, and with every agent at once. */
    sequentialRun: z.boolean(),
    concurrentRun: z.boolean(),
    /** Both runs ended in the same world. */
    sameState: z.boolean(),
    /** Why the team could not be measured (a call no agent of it can do). */
    error: z.string().nullable().default(null),
    /** The team and the allocator (absent, as in records before allocators: the key, and the paper rule). */
    team: z.string().optional(),
    allocator: z.enum(ALLOCATOR_NAMES).optional(),
    /** The probability that every call succeeds (the product of the affordances); absent in records before it, null when not measured. */
    successProbability: z.number().min(0).max(1).nullable().optional(),
    /** How the allocation was found: `rule` (the paper's), `exact`, `heuristic` (balanced). */
    method: z.enum(['rule', 'exact', 'heuristic']).nullable().optional(),
  })
  .strict();
export type TeamOutcome = z.infer<typeof TeamOutcome>;

/** The key of a team's outcome: the team for the paper rule (as before allocators), `team (allocator)` otherwise. */
export function outcomeKey(team: string, allocator: AllocatorName): string {
  return allocator === 'paper' ? team : `${team} (${allocator})`;
}

/** Which allocators measure the teams, and the balanced allocator's reliability floor. */
export interface AllocatorChoice {
  readonly names: readonly AllocatorName[];
  readonly floor: number;
}

/**
 * Measures `program` with each team and each allocator; `worldOf(team)` is the episode's scene
 * loaded with that team.
 */
export async function teamOutcomes(
  program: Program,
  teams: readonly string[],
  worldOf: (team: string) => World,
  client: ExecutionClient,
  allocators: AllocatorChoice = { names: ['paper'], floor: 0 },
): Promise<Record<string, TeamOutcome>> {
  const outcomes: Record<string, TeamOutcome> = {};
  for (const allocator of allocators.names) {
    for (const team of teams) outcomes[outcomeKey(team, allocator)] = await measure(program, worldOf(team), client, allocator, allocators.floor);
  }
  return outcomes;
}

async function measure(program: Program, world: World, client: ExecutionClient, allocator: AllocatorName, floor: number): Promise<TeamOutcome> {
  let allocated: Program;
  let figures: { successProbability: number; method: 'rule' | 'exact' | 'heuristic' };
  const labels = { team: world.team.name, allocator };
  try {
    const allocation = allocateWith(allocator, program, world, { floor, compare: false });
    allocated = allocation.program;
    figures = allocation.figures;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { calls: 0, makespan: 0, sequential: 0, load: [], sequentialRun: false, concurrentRun: false, sameState: false, error: error.message, ...labels, successProbability: null, method: null };
  }
  const planned = planSchedule(allocated, world);
  const walking = planSchedule(allocated, world, undefined, { walking: true }).schedule;
  const data = worldExecutionData(world);
  const scene = world.scene.scene;
  const sequential = await executeSteps(flattenSteps(allocated), { client, ...data, scene });
  const afterSequential = await client.state();
  const concurrent = await executeConcurrently(planned, { client, ...data, scene, team: world.team });
  const afterConcurrent = await client.state();
  const { schedule } = planned;
  return {
    calls: planned.calls.length,
    makespan: schedule.makespan,
    sequential: schedule.sequential,
    walkingMakespan: walking.makespan,
    walkingSequential: walking.sequential,
    load: schedule.load.map(({ agent, calls, seconds }) => ({ agent, calls, seconds })),
    sequentialRun: sequential.success,
    concurrentRun: concurrent.success,
    sameState: sequential.success && concurrent.success && sameWorld(afterSequential, afterConcurrent),
    error: null,
    ...labels,
    successProbability: figures.successProbability,
    method: figures.method,
  };
}
