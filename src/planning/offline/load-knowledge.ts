/** Loads and cross-checks the offline planner's knowledge files (`knowledge/*.yaml`). */
import { join } from 'node:path';
import { findProjectRoot } from '../../world/index.js';
import { throwIfProblems, validateSource, type SourceProblem } from '../../world/index.js';
import { readYamlSource } from '../../world/index.js';
import type { Catalogue } from '../../world/index.js';
import { intentsFileSchema, recipesFileSchema, type Knowledge, type RecipesFile, type RoleSpec } from './knowledge-schema.js';

export const INTENTS_FILE = 'intents.yaml';
export const RECIPES_FILE = 'recipes.yaml';

/** The knowledge directory: `<root>/knowledge`. */
export function knowledgeDir(): string {
  return join(findProjectRoot(), 'knowledge');
}

/**
 * Reads both files of `dir`. Every problem is an InputError naming file, line and field: schema
 * errors, an intent naming an unknown goal, a `use:` of an unknown goal, a step or role naming a
 * role the alternative does not define, and (with a catalogue) unknown object types.
 */
export function loadKnowledge(dir: string = knowledgeDir(), catalogue?: Catalogue): Knowledge {
  const recipeSource = readYamlSource(join(dir, RECIPES_FILE));
  const recipes = validateSource(recipeSource, recipesFileSchema);
  throwIfProblems(recipeSource, checkRecipes(recipes, catalogue));

  const intentSource = readYamlSource(join(dir, INTENTS_FILE));
  const intents = validateSource(intentSource, intentsFileSchema);
  const problems: SourceProblem[] = [];
  intents.intents.forEach((intent, index) => {
    if (!(intent.goal in recipes.goals)) problems.push({ path: ['intents', index, 'goal'], message: `names goal '${intent.goal}', which ${RECIPES_FILE} does not define` });
  });
  if (catalogue) {
    for (const [alias, types] of Object.entries(intents.aliases)) {
      types.forEach((type, i) => {
        if (!catalogue.types.has(type)) problems.push({ path: ['aliases', alias, i], message: `'${type}' is not a type of the catalogue` });
      });
    }
  }
  intents.commands.forEach((command, index) => {
    const slots = slotNames(command.words);
    command.args.forEach((arg, i) => {
      if (!slots.includes(arg) && !(arg in command.roles)) {
        problems.push({ path: ['commands', index, 'args', i], message: `'${arg}' is neither a {slot} of the words nor a role of this command` });
      }
    });
  });
  throwIfProblems(intentSource, problems);
  return { intents, recipes };
}

/** The `{slot}` names of a command's words, in order. */
export function slotNames(words: string): string[] {
  return words
    .split(/\s+/)
    .filter((w) => w.startsWith('{') && w.endsWith('}'))
    .map((w) => w.slice(1, -1));
}

function checkRecipes(recipes: RecipesFile, catalogue: Catalogue | undefined): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const checkType = (type: string, path: PropertyKey[]): void => {
    if (catalogue && !catalogue.types.has(type)) problems.push({ path, message: `'${type}' is not a type of the catalogue` });
  };
  const checkRole = (spec: RoleSpec, known: Set<string>, path: PropertyKey[]): void => {
    spec.types?.forEach((type, i) => checkType(type, [...path, 'types', i]));
    for (const key of ['holding', 'inside', 'besides', 'controlling', 'receptacleFor'] as const) {
      const ref = spec[key];
      if (ref !== undefined && !known.has(ref.split('.')[0] ?? ref)) problems.push({ path: [...path, key], message: `names role '${ref}', which is not defined before it` });
    }
    if (!spec.types && !spec.effect && !spec.slot) problems.push({ path, message: 'needs types, effect or slot' });
  };
  for (const [goalId, goal] of Object.entries(recipes.goals)) {
    goal.alternatives.forEach((alt, a) => {
      const altPath = ['goals', goalId, 'alternatives', a];
      if ('use' in alt) {
        if (!(alt.use in recipes.goals)) problems.push({ path: [...altPath, 'use'], message: `uses goal '${alt.use}', which is not defined` });
        return;
      }
      const known = new Set<string>();
      for (const [name, spec] of Object.entries(alt.roles)) {
        checkRole(spec, known, [...altPath, 'roles', name]);
        known.add(name);
      }
      alt.subtasks.forEach((sub, s) => {
        const subPath = [...altPath, 'subtasks', s];
        const local = new Set(known);
        if (sub.forEach) local.add('item');
        for (const [name, spec] of Object.entries(sub.roles)) {
          checkRole(spec, local, [...subPath, 'roles', name]);
          local.add(name);
        }
        sub.steps.forEach((step, i) => {
          step.slice(1).forEach((arg, j) => {
            const role = arg.split('.')[0] ?? arg;
            if (isRoleRef(arg) && !local.has(role)) problems.push({ path: [...subPath, 'steps', i, j + 1], message: `names role '${role}', which this alternative does not define` });
            if (!isRoleRef(arg)) checkType(arg, [...subPath, 'steps', i, j + 1]);
          });
        });
      });
    });
  }
  return problems;
}

/** A step argument in lower case is a role reference; a capitalised one is a literal type. */
export function isRoleRef(arg: string): boolean {
  const first = arg[0];
  return first !== undefined && first >= 'a' && first <= 'z';
}
