/** Test helpers: parse skill code that must be valid, and read the real or fixture skill files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseSkillCode } from '../../src/code/parse.js';
import type { Program } from '../../src/code/program.js';
import type { AllocationContext } from '../../src/allocation/allocation.js';
import { loadAffordances, loadSkills } from '../../src/world/load-skills.js';
import { skillsDir } from '../../src/world/paths.js';

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function program(text: string): Program {
  const result = parseSkillCode(text);
  if (!result.ok) throw new Error(`test code does not parse: ${JSON.stringify(result.errors)}`);
  return result.program;
}

export function context(dir: string = skillsDir()): AllocationContext {
  return { skills: loadSkills(dir), affordances: loadAffordances(dir) };
}

/**
 * The affordance of `skill` for `agent`, worked out straight from the YAML text (not through the
 * loaders under test): the product of successRate × accuracy over the skill's step actions, or 0.
 */
export function expectedAffordance(skill: string, agent: 'robot' | 'human', dir: string = skillsDir()): number {
  const skills = parse(readFileSync(join(dir, 'skills.yaml'), 'utf8')) as {
    skills: Record<string, { steps: Record<string, unknown>[] }>;
  };
  const table = (parse(readFileSync(join(dir, 'affordances.yaml'), 'utf8')) as {
    agents: Record<string, Record<string, { successRate: number; accuracy: number }>>;
  }).agents[agent] ?? {};
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
export function actionScore(action: string, agent: 'robot' | 'human', dir: string = skillsDir()): number | undefined {
  const table = (parse(readFileSync(join(dir, 'affordances.yaml'), 'utf8')) as {
    agents: Record<string, Record<string, { successRate: number; accuracy: number }>>;
  }).agents[agent];
  const entry = table?.[action];
  return entry === undefined ? undefined : entry.successRate * entry.accuracy;
}
