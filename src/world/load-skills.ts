/** Loaders of skills/: actions.yaml and skills.yaml (teams: load-team.ts). */
import { join } from 'node:path';
import { actionsSchema, type Actions } from './actions-schema.js';
import { skillsDir } from './paths.js';
import { checkSkills } from './skill-checks.js';
import { skillsSchema, type Skills } from './skills-schema.js';
import { throwIfProblems, validateSource } from './validate-source.js';
import { readYamlSource } from './yaml-source.js';

/** Loads the atomic actions (Table I) from `dir/actions.yaml`. */
export function loadActions(dir: string = skillsDir()): Actions {
  return validateSource(readYamlSource(join(dir, 'actions.yaml')), actionsSchema);
}

/** Loads the skill library (Table II) from `dir/skills.yaml`, checked against `actions`. */
export function loadSkills(dir: string = skillsDir(), actions: Actions = loadActions(dir)): Skills {
  const source = readYamlSource(join(dir, 'skills.yaml'));
  const skills = validateSource(source, skillsSchema);
  throwIfProblems(source, checkSkills(skills, actions));
  return skills;
}
