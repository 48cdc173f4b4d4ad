/** Skill code naming the agents of a team: the parser's prefixes and the validator's agent checks. */
import { describe, expect, it } from 'vitest';
import { parseSkillCode } from '../../src/code/parse.js';
import { flattenSteps } from '../../src/code/program.js';
import { validateProgram, type ValidationContext } from '../../src/code/validate.js';
import { agentAnsi } from '../../src/agent-colours.js';
import { highlightCode } from '../../src/code/highlight.js';
import { code } from './helpers.js';

const TEAM = ['robot', 'robot2', 'human'];

describe('agent prefixes of a team', () => {
  it('accepts every agent the parser is given, and keeps it on the call', () => {
    const result = parseSkillCode(code('def f():', "    robot2.OpenObject('Fridge')", "    human.BreakObject('Egg')", 'f()'), { agents: TEAM });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(flattenSteps(result.program).map((c) => [c.agent, c.skill, c.column])).toEqual([
      ['robot2', 'OpenObject', 12],
      ['human', 'BreakObject', 11],
    ]);
  });

  it('refuses an agent outside the team at the prefix, naming the team', () => {
    const result = parseSkillCode(code('def f():', "    robot3.OpenObject('Fridge')", 'f()'), { agents: TEAM });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        code: 'unknown-agent',
        line: 2,
        column: 5,
        message: "Unknown agent 'robot3' in 'robot3.OpenObject': only an agent of the team (robot., robot2., human.) may come before a skill name.",
      },
    ]);
  });

  it('without a team, accepts the paper agents only', () => {
    expect(parseSkillCode(code('def f():', "    robot2.OpenObject('Fridge')")).ok).toBe(false);
    expect(parseSkillCode(code('def f():', "    robot.OpenObject('Fridge')")).ok).toBe(true);
  });

  it('refuses an agent name as a function name', () => {
    const result = parseSkillCode(code('def robot2():', "    OpenObject('Fridge')"), { agents: TEAM });
    expect(!result.ok && result.errors[0]).toMatchObject({ code: 'invalid-function-name', line: 1, column: 5 });
  });

  it('colours any agent prefix in its own colour, the one its figures use', () => {
    const painted = highlightCode("    robot2.OpenObject('Fridge')\n    human.OpenObject('Fridge')", { color: true });
    expect(painted).toContain(`${agentAnsi('robot2')}robot2`);
    expect(painted).toContain(`${agentAnsi('human')}human`);
    expect(agentAnsi('robot2')).not.toBe(agentAnsi('human'));
  });
});

describe('validateProgram with a team', () => {
  const ctx: ValidationContext = {
    skills: new Map([
      ['OpenObject', { params: [{ name: 'obj', optional: false }] }],
      ['SliceObject', { params: [{ name: 'obj', optional: false }, { name: 'tool', optional: false }] }],
    ]),
    objectIds: new Set(),
    objectTypes: new Set(['Fridge', 'Apple', 'Knife']),
    derivableTypes: new Set(),
    catalogueTypes: new Set(['Fridge', 'Apple', 'Knife']),
    agents: new Set(['robot', 'human']),
    inability: (agent, skill) => (agent === 'robot' && skill === 'SliceObject' ? 'it cannot do SliceObject' : undefined),
  };
  const parse = (line: string) => {
    const result = parseSkillCode(code('def f():', `    ${line}`, 'f()'), { agents: ['robot', 'human', 'robot2'] });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.program;
  };

  it('refuses an agent the team lacks, at the prefix', () => {
    expect(validateProgram(parse("robot2.OpenObject('Fridge')"), ctx)).toEqual([
      { code: 'unknown-agent', line: 2, column: 5, message: "'robot2' is not an agent of the team; write one of robot., human. or no prefix." },
    ]);
  });

  it('refuses a call given to an agent that cannot carry it out, and accepts one that can', () => {
    expect(validateProgram(parse("robot.SliceObject('Apple', 'Knife')"), ctx)).toEqual([
      {
        code: 'agent-cannot',
        line: 2,
        column: 5,
        message: 'robot cannot carry out SliceObject: it cannot do SliceObject; give the call to another agent of the team or leave the prefix out.',
      },
    ]);
    expect(validateProgram(parse("human.SliceObject('Apple', 'Knife')"), ctx)).toEqual([]);
    expect(validateProgram(parse("SliceObject('Apple', 'Knife')"), ctx)).toEqual([]);
  });
});
