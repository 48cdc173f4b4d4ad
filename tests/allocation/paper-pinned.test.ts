/**
 * The paper rule is unchanged by the balanced allocator: on the final code of every episode of
 * the paper suite, for both shipped teams, `--allocator paper` gives each call the agent it got
 * before the balanced allocator existed, and the schedule the same makespan. The fixture was
 * captured then (allocateRuleBased over the offline planner's code of each episode).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allocateRuleBased, allocateWith } from '../../src/allocation/index.js';
import { parseSkillCode } from '../../src/code/index.js';
import { planSchedule } from '../../src/execution/index.js';
import { loadWorld } from '../../src/world/index.js';
import { worldCache } from '../helpers/worlds.js';
import { FIXTURES } from './helpers.js';

interface Pinned {
  episode: string;
  scene: string;
  code: string;
  teams: Record<string, { agents: [number, string][]; makespan: number; sequential: number }>;
}

const { episodes } = JSON.parse(readFileSync(join(FIXTURES, 'paper-suite-allocations.json'), 'utf8')) as { episodes: Pinned[] };

const worldOf = worldCache();

describe('--allocator paper on the paper suite', () => {
  it('covers all 40 episodes', () => {
    expect(episodes).toHaveLength(40);
  });

  it('reads each world as loadWorld does (the catalogue and skills once for all)', () => {
    for (const [scene, team] of [[episodes[0]!.scene, 'paper'], [episodes.at(-1)!.scene, 'two-robots']] as const) {
      expect(worldOf(scene, team)).toEqual(loadWorld(scene, { team }));
    }
  });

  it.each(episodes.flatMap((e) => Object.keys(e.teams).map((team) => [e.episode, team, e] as const)))('%s, team %s: the same agents and makespan as before', (_id, team, pinned) => {
    const parsed = parseSkillCode(pinned.code);
    if (!parsed.ok) throw new Error(`${pinned.episode}: the pinned code does not parse`);
    const world = worldOf(pinned.scene, team);
    const paper = allocateWith('paper', parsed.program, world);
    const expected = pinned.teams[team]!;
    expect(paper.rows.map((r) => [r.line, r.agent])).toEqual(expected.agents);
    expect(allocateRuleBased(parsed.program, world.team, world.skills).rows).toEqual(paper.rows);
    const { schedule } = planSchedule(paper.program, world);
    expect([schedule.makespan, schedule.sequential]).toEqual([expected.makespan, expected.sequential]);
    expect([paper.figures.makespan, paper.figures.sequential]).toEqual([expected.makespan, expected.sequential]);
  });
});
