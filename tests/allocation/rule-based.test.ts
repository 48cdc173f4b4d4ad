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
  const { skills, affordances } = context();

  it('gives OpenObject to the robot: 0.72·0.64 against 0.99·0.36', () => {
    const { rows } = allocateRuleBased(program(CODE), affordances, skills);
    const open = rows.find((row) => row.skill === 'OpenObject');
    // The published numbers behind the paper's example ...
    expect(actionScore('GoToObject', 'robot')).toBeCloseTo(0.72, 12);
    expect(actionScore('OpenObject', 'robot')).toBeCloseTo(0.64, 12);
    expect(actionScore('GoToObject', 'human')).toBeCloseTo(0.99, 12);
    expect(actionScore('OpenObject', 'human')).toBeCloseTo(0.36, 12);
    // ... and the allocator's product of them.
    expect(open?.robot).toBeCloseTo(0.72 * 0.64, 12);
    expect(open?.human).toBeCloseTo(0.99 * 0.36, 12);
    expect(open?.robot).toBeCloseTo(expectedAffordance('OpenObject', 'robot'), 12);
    expect(open?.human).toBeCloseTo(expectedAffordance('OpenObject', 'human'), 12);
    expect(open?.agent).toBe('robot');
  });

  it('gives SliceObject to the human because the robot cannot slice', () => {
    const { rows } = allocateRuleBased(program(CODE), affordances, skills);
    const slice = rows.find((row) => row.skill === 'SliceObject');
    expect(actionScore('SliceObject', 'robot')).toBeUndefined();
    expect(slice?.robot).toBe(0);
    expect(slice?.human).toBeCloseTo(expectedAffordance('SliceObject', 'human'), 12);
    expect(slice?.human).toBeGreaterThan(0);
    expect(slice?.agent).toBe('human');
  });

  it('gives every call to the agent with the larger affordance, ties to the robot', () => {
    const { rows } = allocateRuleBased(program(CODE), affordances, skills);
    expect(rows.map((row) => row.line)).toEqual([3, 4, 5, 6]);
    for (const row of rows) {
      expect(row.robot).toBeCloseTo(expectedAffordance(row.skill, 'robot'), 12);
      expect(row.human).toBeCloseTo(expectedAffordance(row.skill, 'human'), 12);
      expect(row.agent).toBe(row.robot >= row.human ? 'robot' : 'human');
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
    const allocation = allocateRuleBased(input, affordances, skills);
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
      allocateRuleBased(input, affordances, skills, { respectPrefixes }).rows.find((row) => row.skill === 'CloseObject');
    expect(expectedAffordance('CloseObject', 'robot')).toBeGreaterThan(expectedAffordance('CloseObject', 'human'));
    expect(closeRow(false)?.agent).toBe('robot');
    expect(closeRow(true)?.agent).toBe('human');
  });

  it('refuses a kept prefix naming an agent that cannot do the call', () => {
    const input = program("def f():\n    robot.SliceObject('Apple', 'Knife')\n");
    const error = thrownBy(() => allocateRuleBased(input, affordances, skills, { respectPrefixes: true }));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      "line 2: robot.SliceObject('Apple', 'Knife') is written for the robot, the robot cannot do SliceObject",
    );
  });

  it('gives one row per call written, even when its function runs twice', () => {
    const input = program("def open_it():\n    OpenObject('Fridge')\n\nopen_it()\nopen_it()\n");
    expect(allocateRuleBased(input, affordances, skills).rows).toHaveLength(1);
  });

  it('refuses a skill the library lacks, naming its line', () => {
    const error = thrownBy(() => allocateRuleBased(program("def f():\n    pass\n    Dance('Fridge')\n"), affordances, skills));
    expect(error.line).toBe(3);
    expect(error.message).toContain("line 3: 'Dance' is not a skill of the library");
  });

  it('works behind the Allocator interface', async () => {
    const allocator = ruleBasedAllocator();
    expect(allocator.name).toBe('rule-based');
    expect(await allocator.allocate(program(CODE), { affordances, skills })).toEqual(
      allocateRuleBased(program(CODE), affordances, skills),
    );
  });
});

describe('allocateRuleBased on fixture affordances', () => {
  const { skills, affordances } = context(FIXTURES);

  it('gives a tie to the robot', () => {
    const human = expectedAffordance('LookAt', 'human', FIXTURES);
    const robot = expectedAffordance('LookAt', 'robot', FIXTURES);
    expect(human).toBeGreaterThan(0);
    expect(robot).toBe(human);
    const [row] = allocateRuleBased(program("def f():\n    LookAt('Fridge')\n"), affordances, skills).rows;
    expect(row).toEqual({ line: 2, call: "LookAt('Fridge')", skill: 'LookAt', human, robot, agent: 'robot' });
  });

  it('gives the call to the human when the human scores higher', () => {
    const [row] = allocateRuleBased(program("def f():\n    OpenObject('Fridge')\n"), affordances, skills).rows;
    expect(row?.human).toBeGreaterThan(row?.robot ?? Infinity);
    expect(row?.agent).toBe('human');
  });

  it('refuses a call neither agent can do, naming its line and why', () => {
    const code = "def f():\n    LookAt('Fridge')\n    # next: impossible\n    Juggle('Apple')\n";
    const error = thrownBy(() => allocateRuleBased(program(code), affordances, skills));
    expect(error.line).toBe(4);
    expect(error.message).toBe(
      "line 4: neither agent can do Juggle('Apple'): the robot cannot do JuggleObject, and the human cannot do JuggleObject",
    );
  });
});
