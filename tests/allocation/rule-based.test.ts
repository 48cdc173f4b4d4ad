import { describe, expect, it } from 'vitest';
import { allocateRuleBased, ruleBasedAllocator } from '../../src/allocation/rule-based.js';
import { InputError } from '../../src/errors.js';
import { actionScore, context, expectedAffordance, FIXTURES, program } from './helpers.js';

const CODE = `def make_salad():
    # Get the apple out and slice it.
    OpenObject('Fridge')
    PutObject('Apple', 'CounterTop')
    SliceObject('Apple', 'Knife')
    human.CloseObject('Fridge')

make_salad()
`;

function thrownBy(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

describe('allocateRuleBased on the real skills and affordances', () => {
  const { skills, team } = context();

  it('gives OpenObject to the robot: 0.72·0.64 against 0.99·0.36', () => {
    const { rows } = allocateRuleBased(program(CODE), team, skills);
    const open = rows.find((row) => row.skill === 'OpenObject');
    // The published numbers behind the paper's example ...
    expect(actionScore('GoToObject', 'robot')).toBeCloseTo(0.72, 12);
    expect(actionScore('OpenObject', 'robot')).toBeCloseTo(0.64, 12);
    expect(actionScore('GoToObject', 'human')).toBeCloseTo(0.99, 12);
    expect(actionScore('OpenObject', 'human')).toBeCloseTo(0.36, 12);
    // ... and the allocator's product of them.
    expect(open?.scores.robot).toBeCloseTo(0.72 * 0.64, 12);
    expect(open?.scores.human).toBeCloseTo(0.99 * 0.36, 12);
    expect(open?.scores.robot).toBeCloseTo(expectedAffordance('OpenObject', 'robot'), 12);
    expect(open?.scores.human).toBeCloseTo(expectedAffordance('OpenObject', 'human'), 12);
    expect(open?.agent).toBe('robot');
  });

  it('gives SliceObject to the human because the robot cannot slice', () => {
    const { rows } = allocateRuleBased(program(CODE), team, skills);
    const slice = rows.find((row) => row.skill === 'SliceObject');
    expect(actionScore('SliceObject', 'robot')).toBeUndefined();
    expect(slice?.scores.robot).toBe(0);
    expect(slice?.scores.human).toBeCloseTo(expectedAffordance('SliceObject', 'human'), 12);
    expect(slice?.scores.human).toBeGreaterThan(0);
    expect(slice?.agent).toBe('human');
  });

  it('gives every call to the agent with the larger affordance, ties to the robot', () => {
    const { rows } = allocateRuleBased(program(CODE), team, skills);
    expect(rows.map((row) => row.line)).toEqual([3, 4, 5, 6]);
    for (const row of rows) {
      expect(row.scores.robot).toBeCloseTo(expectedAffordance(row.skill, 'robot'), 12);
      expect(row.scores.human).toBeCloseTo(expectedAffordance(row.skill, 'human'), 12);
      expect(row.agent).toBe(row.scores.robot! >= row.scores.human! ? 'robot' : 'human');
    }
    expect(rows.map((row) => row.call)).toEqual([
      "OpenObject('Fridge')",
      "PutObject('Apple', 'CounterTop')",
      "SliceObject('Apple', 'Knife')",
      "CloseObject('Fridge')",
    ]);
  });

  it('rewrites a copy of the program with each call’s agent, leaving the input untouched', () => {
    const input = program(CODE);
    const before = structuredClone(input);
    const allocation = allocateRuleBased(input, team, skills);
    expect(input).toEqual(before);
    const body = allocation.program.functions[0]?.body ?? [];
    const agents = body.flatMap((statement) => (statement.kind === 'skill' ? [statement.agent] : []));
    expect(agents).toEqual(allocation.rows.map((row) => row.agent));
    expect(body[0]).toEqual(input.functions[0]?.body[0]); // the comment is kept
    expect(allocation.program.calls).toEqual(input.calls);
  });

  it('recomputes a written prefix by default and keeps it with respectPrefixes', () => {
    const input = program(CODE);
    const closeRow = (respectPrefixes: boolean) =>
      allocateRuleBased(input, team, skills, { respectPrefixes }).rows.find((row) => row.skill === 'CloseObject');
    expect(expectedAffordance('CloseObject', 'robot')).toBeGreaterThan(expectedAffordance('CloseObject', 'human'));
    expect(closeRow(false)?.agent).toBe('robot');
    expect(closeRow(true)?.agent).toBe('human');
  });

  it('refuses a kept prefix naming an agent that cannot do the call', () => {
    const input = program("def f():\n    robot.SliceObject('Apple', 'Knife')\n");
    const error = thrownBy(() => allocateRuleBased(input, team, skills, { respectPrefixes: true }));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      "line 2: robot.SliceObject('Apple', 'Knife') is written for robot, but robot cannot do SliceObject",
    );
  });

  it('gives one row per call written, even when its function runs twice', () => {
    const input = program("def open_it():\n    OpenObject('Fridge')\n\nopen_it()\nopen_it()\n");
    expect(allocateRuleBased(input, team, skills).rows).toHaveLength(1);
  });

  it('refuses a skill the library lacks, naming its line', () => {
    const error = thrownBy(() => allocateRuleBased(program("def f():\n    pass\n    Dance('Fridge')\n"), team, skills));
    expect(error.line).toBe(3);
    expect(error.message).toContain("line 3: 'Dance' is not a skill of the library");
  });

  it('works behind the Allocator interface', async () => {
    const allocator = ruleBasedAllocator();
    expect(allocator.name).toBe('rule-based');
    expect(await allocator.allocate(program(CODE), { team, skills })).toEqual(
      allocateRuleBased(program(CODE), team, skills),
    );
  });
});

describe('allocateRuleBased on fixture affordances', () => {
  const { skills, team } = context(FIXTURES);

  it('gives a tie to the robot', () => {
    const human = expectedAffordance('LookAt', 'human', FIXTURES);
    const robot = expectedAffordance('LookAt', 'robot', FIXTURES);
    expect(human).toBeGreaterThan(0);
    expect(robot).toBe(human);
    const [row] = allocateRuleBased(program("def f():\n    LookAt('Fridge')\n"), team, skills).rows;
    expect(row).toEqual({ line: 2, call: "LookAt('Fridge')", skill: 'LookAt', scores: { robot, human }, agent: 'robot' });
  });

  it('gives a tie to the agent listed first in the team file, with any number of agents', () => {
    const humanFirst = context(FIXTURES, 'human-first');
    expect(humanFirst.team.agents.map((a) => a.name)).toEqual(['human', 'robot', 'robot2']);
    const [row] = allocateRuleBased(program("def f():\n    LookAt('Fridge')\n"), humanFirst.team, humanFirst.skills).rows;
    expect(row?.scores).toEqual({ human: expectedAffordance('LookAt', 'human', FIXTURES), robot: expectedAffordance('LookAt', 'robot', FIXTURES), robot2: 0.45 });
    expect(row?.agent).toBe('human');
    // robot2 cannot open: OpenObject goes to the best of the other two.
    const [open] = allocateRuleBased(program("def f():\n    OpenObject('Fridge')\n"), humanFirst.team, humanFirst.skills).rows;
    expect(open?.scores.robot2).toBe(0);
    expect(open?.agent).toBe('human');
  });

  it('accepts a prefix naming any agent of the team with respectPrefixes', () => {
    const humanFirst = context(FIXTURES, 'human-first');
    const [row] = allocateRuleBased(program("def f():\n    robot2.LookAt('Fridge')\n", ['human', 'robot', 'robot2']), humanFirst.team, humanFirst.skills, {
      respectPrefixes: true,
    }).rows;
    expect(row?.agent).toBe('robot2');
  });

  it('gives the call to the human when the human scores higher', () => {
    const [row] = allocateRuleBased(program("def f():\n    OpenObject('Fridge')\n"), team, skills).rows;
    expect(row?.scores.human).toBeGreaterThan(row?.scores.robot ?? Infinity);
    expect(row?.agent).toBe('human');
  });

  it('refuses a call neither agent can do, naming its line and why', () => {
    const code = "def f():\n    LookAt('Fridge')\n    # next: impossible\n    Juggle('Apple')\n";
    const error = thrownBy(() => allocateRuleBased(program(code), team, skills));
    expect(error.line).toBe(4);
    expect(error.message).toBe(
      "line 4: no agent of the team can do Juggle('Apple'): robot cannot do JuggleObject, and human cannot do JuggleObject",
    );
  });
});
