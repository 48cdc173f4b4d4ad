import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadActions } from '../../src/world/load-skills.js';
import { listTeams, loadTeam, teamFile, teamsDir } from '../../src/world/load-team.js';
import { DEFAULT_WALKING_SPEED } from '../../src/world/index.js';
import { copyFixtures, inputErrorOf, type FixtureCopy } from './fixture-copy.js';
import { makeScratch } from '../helpers/files.js';

const TEAM = 'skills/teams/paper.yaml';

let copy: FixtureCopy;
beforeEach(() => {
  copy = copyFixtures();
});
afterEach(() => copy.remove());

const errorOf = inputErrorOf;

describe('loadTeam', () => {
  const dir = () => teamsDir(copy.skills);

  it('loads the agents in file order, each with its actions; a missing action is absent', () => {
    const team = loadTeam('paper', undefined, dir());
    expect(team.name).toBe('paper');
    expect(team.description).toBe('Fixture team: a robot and a human.');
    expect(team.agents.map((a) => [a.name, a.kind])).toEqual([['robot', 'robot'], ['human', 'human']]);
    expect(team.agents[0]?.actions.get('GoToObject')).toEqual({ successRate: 0.9, accuracy: 0.8, seconds: 8 });
    expect(team.agents[0]?.actions.has('SliceObject')).toBe(false);
  });

  it('takes a file path as well as a name; the team is named after the file', () => {
    copy.write('skills/my-crew.yaml', 'agents:\n  ann:\n    kind: human\n    actions:\n      GoToObject: { successRate: 1, accuracy: 1, seconds: 2 }\n');
    const team = loadTeam(copy.path('skills/my-crew.yaml'));
    expect(team.name).toBe('my-crew');
    expect(team.agents.map((a) => a.name)).toEqual(['ann']);
    expect(teamFile(copy.path('skills/my-crew.yaml'))).toBe(copy.path('skills/my-crew.yaml'));
  });

  it('refuses an unknown team name, listing the teams', () => {
    expect(listTeams(dir())).toEqual(['paper']);
    expect(errorOf(() => loadTeam('kitchen', undefined, dir())).message).toBe(
      "unknown team 'kitchen'; available teams: paper (or give a .yaml file)",
    );
  });

  it('refuses a probability above 1 at its line', () => {
    copy.edit(TEAM, 'OpenObject: { successRate: 0.8, accuracy: 0.8, seconds: 10 }', 'OpenObject: { successRate: 8, accuracy: 0.8, seconds: 10 }');
    const line = copy.lineOf(TEAM, 'successRate: 8');
    const error = errorOf(() => loadTeam('paper', undefined, dir()));
    expect(error.message).toContain(`${copy.path(TEAM)}:${line}: agents.robot.actions.OpenObject.successRate: `);
    expect(error.line).toBe(line);
  });

  it('refuses an action without its duration, at the action', () => {
    copy.edit(TEAM, 'SliceObject: { successRate: 0.8, accuracy: 0.7, seconds: 15 }', 'SliceObject: { successRate: 0.8, accuracy: 0.7 }');
    const line = copy.lineOf(TEAM, 'SliceObject');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toBe(
      `${copy.path(TEAM)}:${line}: agents.human.actions.SliceObject.seconds: is missing (expected number)`,
    );
  });

  it('refuses an agent name skill code cannot write, and a reserved one', () => {
    copy.edit(TEAM, '  human:', '  Human:');
    // The line is the agent's entry: its first line below the name.
    const line = copy.lineOf(TEAM, 'Human:') + 1;
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toContain(`${copy.path(TEAM)}:${line}: agents.Human: must be an agent name such as robot2`);
    copy.edit(TEAM, '  Human:', '  print:');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toContain(`:${line}: agents.print: 'print' cannot be an agent name: skill code reserves it`);
  });

  it('refuses an agent named __proto__ (a record would drop it without a word), and such an action, at the entry', () => {
    copy.edit(TEAM, '  human:', '  __proto__:');
    const line = copy.lineOf(TEAM, '__proto__:') + 1;
    const error = errorOf(() => loadTeam('paper', undefined, dir()));
    expect(error.message).toBe(`${copy.path(TEAM)}:${line}: agents.__proto__: '__proto__' cannot be a name here: it is reserved by JavaScript, and would be dropped without a word`);
    expect(error.line).toBe(line);
    copy.edit(TEAM, '  __proto__:', '  human:');
    copy.edit(TEAM, 'SliceObject: { successRate: 0.8, accuracy: 0.7, seconds: 15 }', '__proto__: { successRate: 0.8, accuracy: 0.7, seconds: 15 }');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toContain(`:${copy.lineOf(TEAM, '__proto__')}: agents.human.actions.__proto__: '__proto__' cannot be a name here`);
  });

  it('refuses an unknown key and an unknown kind at their lines', () => {
    copy.edit(TEAM, '    kind: human', '    kind: android\n    pace: 3');
    const error = errorOf(() => loadTeam('paper', undefined, dir()));
    expect(error.message).toContain(`:${copy.lineOf(TEAM, 'android')}: agents.human.kind: `);
    expect(error.message).toContain(`:${copy.lineOf(TEAM, 'pace')}: agents.human.pace: unknown key 'pace'`);
  });

  it('reads each agent\'s walking speed, 1 m/s when the file gives none, and refuses one that is not a positive number at its line', () => {
    expect(DEFAULT_WALKING_SPEED).toBe(1);
    copy.edit(TEAM, '    kind: human', '    kind: human\n    speed: 1.3');
    expect(loadTeam('paper', undefined, dir()).agents.map((a) => [a.name, a.speed])).toEqual([['robot', DEFAULT_WALKING_SPEED], ['human', 1.3]]);
    copy.edit(TEAM, '    speed: 1.3', '    speed: -2');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toContain(`:${copy.lineOf(TEAM, 'speed: -2')}: agents.human.speed: `);
    // Positive but absurd (issue 37, item 23): 1e-300 m/s made a makespan of 1.4e+301 s.
    copy.edit(TEAM, '    speed: -2', '    speed: 1e-300');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toMatch(new RegExp(`:${copy.lineOf(TEAM, 'speed: 1e-300')}: agents\\.human\\.speed: .*at least 0\\.05 m/s`));
  });

  it('refuses an action missing from actions.yaml when given the actions', () => {
    copy.edit(TEAM, 'SliceObject: { successRate: 0.8, accuracy: 0.7, seconds: 15 }', 'DanceObject: { successRate: 0.8, accuracy: 0.7, seconds: 15 }');
    expect(() => loadTeam('paper', undefined, dir())).not.toThrow();
    const error = errorOf(() => loadTeam('paper', loadActions(copy.skills), dir()));
    expect(error.message).toBe(
      `${copy.path(TEAM)}:${copy.lineOf(TEAM, 'DanceObject')}: agents.human.actions.DanceObject: 'DanceObject' is not an action of actions.yaml`,
    );
  });

  it('refuses a team without agents and a file that is not YAML', () => {
    copy.write(TEAM, 'agents: {}\n');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toBe(`${copy.path(TEAM)}:1: agents: a team needs at least one agent`);
    copy.write(TEAM, 'agents:\n  robot: [unclosed\n');
    expect(errorOf(() => loadTeam('paper', undefined, dir())).message).toMatch(new RegExp(`^${copy.path(TEAM).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+: invalid YAML`));
  });

  it('names a missing file', () => {
    expect(errorOf(() => loadTeam(join(copy.skills, 'nowhere.yaml'))).message).toContain('nowhere.yaml: cannot read the file (ENOENT)');
  });
});

describe('a team of very many agents (issue 37, item 12)', () => {
  it('is refused naming the file and the limit: the balanced allocator searches over every agent', () => {
    const scratch = makeScratch('iteraplan-big-team-');
    try {
      const agents = Array.from({ length: 1_000 }, (_, i) => `  robot${i}:\n    kind: robot\n    actions:\n      OpenObject: { successRate: 0.9, accuracy: 0.9, seconds: 5 }\n`).join('');
      const file = scratch.write('crowd.yaml', `description: a crowd\nagents:\n${agents}`);
      const error = errorOf(() => loadTeam(file));
      expect(error.message).toMatch(/crowd\.yaml:\d+: agents: a team has at most 20 agents \(teamAgents\); this one has 1,000/);
    } finally {
      scratch.remove();
    }
  });
});
