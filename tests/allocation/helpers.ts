/** Test helpers: parse skill code that must be valid, and read the real or fixture skill files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseSkillCode } from '../../src/code/parse.js';
import type { Program } from '../../src/code/program.js';
import type { AllocationContext } from '../../src/allocation/allocation.js';
import { loadSkills } from '../../src/world/load-skills.js';
import { loadTeam } from '../../src/world/load-team.js';
import { skillsDir } from '../../src/world/paths.js';

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function program(text: string, agents?: readonly string[]): Program {
  const result = parseSkillCode(text, { agents });
  if (!result.ok) throw new Error(`test code does not parse: ${JSON.stringify(result.errors)}`);
  return result.program;
}

/** The skills of `dir` and its team `team` (default the paper's). */
export function context(dir: string = skillsDir(), team = 'paper'): AllocationContext {
  return { skills: loadSkills(dir), team: loadTeam(team, undefined, join(dir, 'teams')) };
}

/** One agent's actions of `dir/teams/<team>.yaml`, read straight from the YAML text. */
function agentTable(agent: string, dir: string, team: string): Record<string, { successRate: number; accuracy: number }> {
  const file = parse(readFileSync(join(dir, 'teams', `${team}.yaml`), 'utf8')) as {
    agents: Record<string, { actions: Record<string, { successRate: number; accuracy: number }> }>;
  };
  return file.agents[agent]?.actions ?? {};
}

/**
 * The affordance of `skill` for `agent`, worked out straight from the YAML text (not through the
 * loaders under test): the product of successRate × accuracy over the skill's step actions, or 0.
 */
export function expectedAffordance(skill: string, agent: string, dir: string = skillsDir(), team = 'paper'): number {
  const skills = parse(readFileSync(join(dir, 'skills.yaml'), 'utf8')) as {
    skills: Record<string, { steps: Record<string, unknown>[] }>;
  };
  const table = agentTable(agent, dir, team);
  const steps = skills.skills[skill]?.steps ?? [];
  let product = 1;
  for (const step of steps) {
    const [action = ''] = Object.keys(step);
    const entry = table[action];
    if (entry === undefined) return 0;
    product *= entry.successRate * entry.accuracy;
  }
  return product;
}

/** successRate × accuracy of one action for one agent, from the YAML text (undefined: cannot). */
export function actionScore(action: string, agent: string, dir: string = skillsDir(), team = 'paper'): number | undefined {
  const entry = agentTable(agent, dir, team)[action];
  return entry === undefined ? undefined : entry.successRate * entry.accuracy;
}
