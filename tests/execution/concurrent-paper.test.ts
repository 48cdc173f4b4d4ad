/**
 * THE CONCURRENCY TEST: on every episode of the paper suite (suites/paper.yaml), with both shipped
 * teams and both allocators (the paper rule and the balanced one), the allocated plan run concurrently — its calls started as soon as their predecessors
 * ended, once as fast as possible and once with random pauses that shuffle how the agents'
 * actions interleave — ends in the state of the same plan run one call after another. Its
 * makespan is below the sequential time exactly when the plan has calls that may overlap.
 * Where both allocators give a team the same plan, that plan is run once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allocateWith, ALLOCATOR_NAMES } from '../../src/allocation/index.js';
import type { BridgeConnection, StateResult } from '../../src/bridge/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';
import { flattenSteps, parseSkillCode, printProgram } from '../../src/code/index.js';
import { executeConcurrently, executeSteps, normalState, planSchedule, worldExecutionData } from '../../src/execution/index.js';
import { seededRandom } from '../../src/allocation/prng.js';
import { Suite, suiteEpisodes } from '../../src/experiments/suites/suite.js';
import { createOfflinePlanner } from '../../src/planning/offline/index.js';
import { agentNames, findProjectRoot } from '../../src/world/index.js';
import { worldCache } from '../helpers/worlds.js';
import { runEpisode } from '../planning/offline/episode.js';


const suite = Suite.parse(parse(readFileSync(join(findProjectRoot(), 'suites', 'paper.yaml'), 'utf8')));
const episodes = suiteEpisodes(suite);
const TEAMS = ['paper', 'two-robots'];

/** Whether some two calls of the schedule may overlap: neither waits for the other, even indirectly. */
function hasIndependentCalls(after: readonly (readonly { on: number }[])[]): boolean {
  const ancestors: Set<number>[] = [];
  after.forEach((deps, j) => {
    const all = new Set<number>();
    for (const { on } of deps) {
      all.add(on);
      for (const k of ancestors[on]!) all.add(k);
    }
    ancestors[j] = all;
  });
  return ancestors.some((all, j) => all.size < j);
}

describe('concurrent execution on the paper suite', () => {
  let bridge: BridgeConnection;
  beforeAll(async () => {
    bridge = await connectSharedBridge();
  });
  afterAll(async () => {
    await bridge?.close();
  });

  /** The plans run so far, by team and allocated code: an allocator that gives the same plan is not run again. */
  const run = new Set<string>();
  let checked = 0;
  const worldOf = worldCache();

  // One test per episode, in the suite's order: each is bounded by the hang guard on its own.
  it.each(episodes.map((episode) => [episode.id, episode] as const))(
    '%s reaches the sequential final state with both teams and both allocators, faster wherever calls may overlap',
    async (_id, episode) => {
      const problems: string[] = [];
      const figures: string[] = [];
      const base = worldOf(episode.scene);
      const planned = await runEpisode(createOfflinePlanner({ world: base, simulator: bridge.client }), base, bridge.client, episode.task.instruction, 2);
      expect(planned.success, `${episode.id}: the offline planner's plan does not execute`).toBe(true);
      const parsed = parseSkillCode(planned.codes[planned.codes.length - 1]!);
      if (!parsed.ok) throw new Error(`${episode.id}: the final code does not parse`);
      for (const [teamName, allocator] of TEAMS.flatMap((team) => ALLOCATOR_NAMES.map((name) => [team, name] as const))) {
        const world = worldOf(episode.scene, teamName);
        const allocated = allocateWith(allocator, parsed.program, world, { compare: false }).program;
        const key = `${teamName}\n${printProgram(allocated)}`;
        checked++;
        if (run.has(key)) continue;
        run.add(key);
        const agents = agentNames(world.team);
        const sequential = await executeSteps(flattenSteps(allocated), { client: bridge.client, ...worldExecutionData(world), scene: episode.scene, agents });
        const expected = normalState(await bridge.client.state());
        const plan = planSchedule(allocated, world);
        const runs: [string, StateResult, boolean][] = [];
        const fast = await executeConcurrently(plan, { client: bridge.client, ...worldExecutionData(world), scene: episode.scene, team: world.team });
        runs.push(['concurrent', await bridge.client.state(), fast.success]);
        const random = seededRandom(checked);
        const jittered = await executeConcurrently(plan, {
          client: bridge.client,
          ...worldExecutionData(world),
          scene: episode.scene,
          team: world.team,
          beforeStep: () => new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 4))),
        });
        runs.push(['jittered', await bridge.client.state(), jittered.success]);
        const where = `${episode.id} [${teamName}, ${allocator}]`;
        if (!sequential.success) problems.push(`${where}: the sequential run fails`);
        for (const [kind, state, success] of runs) {
          if (!success) problems.push(`${where}: the ${kind} run fails`);
          else if (JSON.stringify(normalState(state)) !== JSON.stringify(expected)) problems.push(`${where}: the ${kind} run ends in another state`);
        }
        const { makespan, sequential: total } = plan.schedule;
        const overlap = hasIndependentCalls(plan.schedule.calls.map((c) => c.after));
        if (overlap !== makespan < total - 1e-9) problems.push(`${where}: makespan ${makespan} vs sequential ${total}, independent calls: ${overlap}`);
        if (fast.success && Math.abs(fast.makespan - makespan) > 1e-6) problems.push(`${where}: executed makespan ${fast.makespan}, scheduled ${makespan}`);
        figures.push(`${where}: ${total} s -> ${makespan} s`);
      }
      if (process.env['SHOW_FIGURES']) console.log(figures.join('\n'));
      expect(problems).toEqual([]);
    },
  );

  it('checked all 40 episodes with both teams and both allocators', () => {
    expect(episodes).toHaveLength(40);
    expect(checked).toBe(episodes.length * TEAMS.length * ALLOCATOR_NAMES.length);
  });
});
