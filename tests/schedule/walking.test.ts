/** Walks between objects for the expected makespan: where a call goes, how far around the furniture, at the agent's speed. */
import { describe, expect, it } from 'vitest';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { expandSkillCall, planSchedule } from '../../src/execution/index.js';
import { callWalk, sceneWalks, walkMetres } from '../../src/schedule/index.js';
import { loadWorld } from '../../src/world/index.js';

const world = loadWorld('FloorPlan1', { team: 'paper' });
const walks = sceneWalks(world.scene);
const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
const COUNTER = 'CounterTop|+00.69|+00.95|-02.48';

function calls(code: string) {
  const parsed = parseSkillCode(`def task():\n${code}\n\ntask()\n`);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { program: parsed.program, steps: flattenSteps(parsed.program).map((call) => expandSkillCall(call, world.skills.get(call.skill)!)) };
}

describe('sceneWalks', () => {
  it('walks to an id where it says, to a type at its instance with the smallest id, and around the furniture, never shorter than the straight line', () => {
    expect(walks.pointOf(FRIDGE)).toEqual({ x: -2.1, z: 1.09 });
    expect(walks.pointOf('Cabinet')).toEqual(walks.pointOf('Cabinet|+00.68|+00.50|-02.20'));
    expect(walks.pointOf('Nothing')).toBeUndefined();
    const a = walks.pointOf(FRIDGE)!;
    const b = walks.pointOf(COUNTER)!;
    const metres = walks.metres(a, b);
    expect(metres).toBeGreaterThanOrEqual(Math.hypot(a.x - b.x, a.z - b.z) - 1e-9);
    expect(metres).toBeLessThan(3 * Math.hypot(a.x - b.x, a.z - b.z));
    expect(walks.metres(a, a)).toBe(0);
  });
});

describe('callWalk and walkMetres', () => {
  it('a put walks from the object to the receptacle; an agent elsewhere walks to the object first, one nowhere yet does not', () => {
    const { steps } = calls(`    PutObject('Egg', '${COUNTER}')`);
    const walk = callWalk(steps[0]!, walks);
    const egg = walks.pointOf('Egg')!;
    const counter = walks.pointOf(COUNTER)!;
    expect(walk.first).toEqual(egg);
    expect(walk.last).toEqual(counter);
    expect(walk.inner).toBeCloseTo(walks.metres(egg, counter), 12);
    expect(walkMetres(walk, undefined, walks)).toBeCloseTo(walk.inner, 12);
    const from = walks.pointOf('Toaster')!;
    expect(walkMetres(walk, from, walks)).toBeCloseTo(walk.inner + walks.metres(from, egg), 12);
  });
});

describe('planSchedule with walking', () => {
  it('adds each call\'s walk at its agent\'s speed: from where the agent\'s last call ended', () => {
    const { program, steps } = calls(`    robot.OpenObject('${FRIDGE}')\n    robot.PutObject('Egg', '${COUNTER}')\n    human.SwitchOn('Toaster')`);
    const plain = planSchedule(program, world);
    const walked = planSchedule(program, world, undefined, { walking: true });
    expect(plain.walkSeconds).toEqual([0, 0, 0]);
    const robot = world.team.agents.find((a) => a.name === 'robot')!.speed;
    const fridge = walks.pointOf(FRIDGE)!;
    const put = callWalk(steps[1]!, walks);
    // The robot's first call starts where it stands; its second walks from the fridge to the egg, then to the counter.
    expect(walked.walkSeconds[0]).toBe(0);
    expect(walked.walkSeconds[1]).toBeCloseTo((walks.metres(fridge, put.first!) + put.inner) / robot, 9);
    expect(walked.walkSeconds[2]).toBe(0);
    expect(walked.schedule.sequential).toBeCloseTo(plain.schedule.sequential + walked.walkSeconds[1]!, 9);
    expect(walked.schedule.makespan).toBeGreaterThan(plain.schedule.makespan);
    // The same calls by a faster walker take less.
    const fast = planSchedule(program, { ...world, team: { ...world.team, agents: world.team.agents.map((a) => ({ ...a, speed: a.speed * 2 })) } }, undefined, { walking: true });
    expect(fast.walkSeconds[1]).toBeCloseTo(walked.walkSeconds[1]! / 2, 9);
  });
});
