/**
 * The instances of TEACh tasks worth a task of the suite, per floorplan: for a task with
 * parameters, the instances TEACh's own definitions name (a component giving all of a task's
 * parameters, e.g. Clean X of a Plate) and instances drawn at random (a fixed seed) from what the
 * floorplan supports: object parameters from the types and TEACh classes the floorplan has or can
 * make (types, not classes), counts from their range, booleans 1 and 0, words from the rest (params.ts).
 */
import { isTaskComponent, type DefinitionFile, type TaskDefinition } from './definition.js';
import type { Definitions } from './expand.js';
import { typesOfClass, type ObjectClasses } from './object-classes.js';
import { countValues, paramRole, wordValue, type ParamRole } from './params.js';
import { Untranslatable } from './untranslatable.js';

/** Random instances drawn per task and floorplan (before the named ones are added and duplicates dropped). */
export const DRAWS_PER_FLOORPLAN = 24;

/** Every instance some definition gives in full (no parameter of its own), per task name. */
export function namedInstances(files: readonly DefinitionFile[]): Map<string, string[][]> {
  const named = new Map<string, string[][]>();
  for (const { definition } of files)
    for (const component of Object.values(definition.components)) {
      if (!isTaskComponent(component) || component.task_params.length === 0 || component.task_params.some((p) => p.includes('#'))) continue;
      const list = named.get(component.task_name) ?? [];
      if (!list.some((p) => p.join('\u0000') === component.task_params.join('\u0000'))) list.push([...component.task_params]);
      named.set(component.task_name, list);
    }
  return named;
}

/** The roles of a definition's parameters. */
export function paramRoles(definition: TaskDefinition, definitions: Definitions): ParamRole[] {
  return Array.from({ length: definition.task_nparams }, (_, i) => paramRole(definition, i, definitions));
}

/**
 * The types the floorplan has at its start (`start`) whose every suffixed form it has or can make
 * (`present`: an Apple for `#0Sliced`; no "boil a bread slice"). Drawn values are
 * types, not TEACh's classes ("all the tablewares"): a class is used where a definition names it.
 */
export function objectValues(suffixes: readonly string[], start: ReadonlySet<string>, present: ReadonlyMap<string, number>, known: ReadonlySet<string>, classes: ObjectClasses): string[] {
  return [...known].sort().filter((name) => start.has(name) && suffixes.every((s) => typesOfClass(`${name}${s}`, classes, known).some((t) => (present.get(t) ?? 0) > 0)));
}

/** The word parameters filled in, once the others have values. */
export function withWords(definition: TaskDefinition, roles: readonly ParamRole[], values: readonly string[]): string[] {
  const out = [...values];
  roles.forEach((role, i) => {
    if (role.kind === 'word') out[i] = wordValue(definition, i, roles, out);
  });
  return out;
}

/**
 * Instances of `definition` to try on one floorplan: the named ones, then `draws` random ones,
 * without duplicates. `objects(i)` lists the values object parameter `i` may take there.
 */
export function drawInstances(definition: TaskDefinition, roles: readonly ParamRole[], named: readonly string[][], objects: (suffixes: readonly string[]) => string[], random: () => number, draws = DRAWS_PER_FLOORPLAN): string[][] {
  if (roles.length === 0) return [[]];
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const out = new Map<string, string[]>();
  for (const params of named) out.set(params.join('\u0000'), [...params]);
  for (let k = 0; k < draws; k++) {
    const values: string[] = [];
    let complete = true;
    roles.forEach((role, i) => {
      const value =
        role.kind === 'object' ? pick(objects(role.suffixes)) : role.kind === 'count' ? String(pick(countValues(definition, i))) : role.kind === 'boolean' ? pick(['1', '0']) : '';
      if (value === undefined) complete = false;
      values.push(value ?? '');
    });
    if (!complete) continue;
    try {
      const filled = withWords(definition, roles, values);
      out.set(filled.join('\u0000'), filled);
    } catch (error) {
      if (!(error instanceof Untranslatable)) throw error;
    }
  }
  return [...out.values()];
}
