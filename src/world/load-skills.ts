/** Loaders of skills/: actions.yaml, skills.yaml and affordances.yaml. */
import { join } from 'node:path';
import { actionsSchema, type Actions } from './actions-schema.js';
import { affordancesSchema, type Affordances } from './affordances-schema.js';
import { skillsDir } from './paths.js';
import { checkSkills } from './skill-checks.js';
import { skillsSchema, type Skills } from './skills-schema.js';
import { throwIfProblems, validateSource, type SourceProblem } from './validate-source.js';
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

/** Loads the agents' affordances from `dir/affordances.yaml`; with `actions`, names must be actions. */
export function loadAffordances(dir: string = skillsDir(), actions?: Actions): Affordances {
  const source = readYamlSource(join(dir, 'affordances.yaml'));
  const affordances = validateSource(source, affordancesSchema);
  if (actions !== undefined) {
    const problems: SourceProblem[] = [];
    for (const [agent, table] of Object.entries(affordances.agents)) {
      for (const action of table.keys()) {
        if (!actions.has(action)) {
          problems.push({ path: ['agents', agent, action], message: `'${action}' is not an action of actions.yaml` });
        }
      }
    }
    throwIfProblems(source, problems);
  }
  return affordances;
}
