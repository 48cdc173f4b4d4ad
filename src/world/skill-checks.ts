/** Cross-checks of the skill library against the atomic actions of actions.yaml. */
import type { Actions } from './actions-schema.js';
import type { Skill, Skills } from './skills-schema.js';
import { parseStepValue } from './step-value.js';
import type { SourceProblem } from './validate-source.js';

/**
 * Every step must name an action of actions.yaml, use only that action's argument names, give
 * each required argument, and refer only to declared parameters; a step condition
 * (`unlessHolding`) must name a parameter plainly (`$tool`, not `$tool@origin` or a type).
 */
export function checkSkills(skills: Skills, actions: Actions): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const skill of skills.values()) {
    problems.push(...checkParams(skill));
    for (const param of Object.keys(skill.argumentNeeds)) {
      if (!skill.params.slice(1).some((p) => p.name === param)) {
        problems.push({ path: ['skills', skill.name, 'argumentNeeds', param], message: `'${param}' is not a parameter of ${skill.name} after the first (${paramList(skill)}); the first one's is \`needs\`` });
      }
    }
    skill.steps.forEach((step, index) => {
      const at = ['skills', skill.name, 'steps', index, step.action];
      if (step.unlessHolding !== undefined) {
        const problem = checkCondition(skill, step.unlessHolding);
        if (problem !== undefined) problems.push({ path: ['skills', skill.name, 'steps', index, 'unlessHolding'], message: problem });
      }
      const action = actions.get(step.action);
      if (action === undefined) {
        problems.push({ path: at, message: `'${step.action}' is not an action of actions.yaml (known: ${[...actions.keys()].join(', ')})` });
        return;
      }
      const argNames = action.args.map((arg) => arg.name);
      for (const [arg, text] of Object.entries(step.args)) {
        const where = [...at, arg];
        if (!argNames.includes(arg)) {
          problems.push({ path: where, message: `${step.action} has no argument '${arg}' (its arguments: ${argNames.join(', ')})` });
          continue;
        }
        const value = parseStepValue(text);
        if (value.kind === 'invalid') problems.push({ path: where, message: value.reason });
        else if (value.kind === 'param') {
          // A required argument may take an optional parameter: without it, the executor skips the step.
          if (!skill.params.some((p) => p.name === value.param)) {
            problems.push({ path: where, message: `'${text}' refers to no parameter of ${skill.name} (${paramList(skill)})` });
          }
        }
      }
      for (const arg of action.args) {
        if (!arg.optional && !(arg.name in step.args)) {
          problems.push({ path: at, message: `${step.action} needs its argument '${arg.name}'` });
        }
      }
    });
  }
  return problems;
}

/** Why an `unlessHolding` value is not a plain reference to a parameter of the skill, if it is not. */
function checkCondition(skill: Skill, text: string): string | undefined {
  const value = parseStepValue(text);
  if (value.kind === 'invalid') return value.reason;
  if (value.kind === 'literal') return `'${text}' must be a parameter of ${skill.name} written $name (${paramList(skill)})`;
  if (value.origin) return `'${text}': unlessHolding takes the parameter itself, not its @origin`;
  if (!skill.params.some((p) => p.name === value.param)) return `'${text}' refers to no parameter of ${skill.name} (${paramList(skill)})`;
  return undefined;
}

function checkParams(skill: Skill): SourceProblem[] {
  const seen = new Set<string>();
  const problems: SourceProblem[] = [];
  skill.params.forEach((param, index) => {
    if (seen.has(param.name)) {
      problems.push({ path: ['skills', skill.name, 'params', index], message: `parameter '${param.name}' is declared twice` });
    }
    seen.add(param.name);
  });
  return problems;
}

function paramList(skill: Skill): string {
  return skill.params.length === 0 ? 'it has none' : `its parameters: ${skill.params.map((p) => `$${p.name}`).join(', ')}`;
}
