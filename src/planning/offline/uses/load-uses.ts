/** Loads `knowledge/uses.yaml` and `knowledge/speech.yaml`, cross-checked against the catalogue and goals.yaml. */
import { join } from 'node:path';
import { readYamlSource, throwIfProblems, validateSource, type Catalogue, type SourceProblem } from '../../../world/index.js';
import { speechFileSchema, usesFileSchema, type SpeechFile, type UsesFile } from './uses-schema.js';

export const USES_FILE = 'uses.yaml';
export const SPEECH_FILE = 'speech.yaml';

/**
 * Reads `<dir>/uses.yaml`. Every problem is an InputError naming file, line and field: a type the
 * catalogue lacks, a goal goals.yaml does not define, a need or source not declared, a property
 * none of the use's types has, a type both used and listed without a use.
 */
export function loadUses(dir: string, catalogue: Catalogue, goalIds: ReadonlySet<string>): UsesFile {
  const source = readYamlSource(join(dir, USES_FILE));
  const uses = validateSource(source, usesFileSchema);
  const problems: SourceProblem[] = [];
  const checkType = (type: string, path: PropertyKey[]): void => {
    if (!catalogue.types.has(type)) problems.push({ path, message: `'${type}' is not a type of the catalogue` });
  };
  const checkNeed = (need: string, path: PropertyKey[]): void => {
    if (!(need in uses.needs)) problems.push({ path, message: `names need '${need}', which needs: does not declare` });
  };
  // A need said of another names one that is declared ("cutlery" over "hunger"): a slip would silently drop nothing.
  for (const [key, need] of Object.entries(uses.needs)) {
    need.over.forEach((other, i) => checkNeed(other, ['needs', key, 'over', i]));
    need.overAnywhere.forEach((other, i) => checkNeed(other, ['needs', key, 'overAnywhere', i]));
    need.overUses.forEach((use, i) => {
      if (!uses.uses.some((u) => u.id === use)) problems.push({ path: ['needs', key, 'overUses', i], message: `names use '${use}', which uses: does not define` });
    });
  }
  const used = new Set<string>();
  uses.uses.forEach((use, u) => {
    const at = (...rest: PropertyKey[]): PropertyKey[] => ['uses', u, ...rest];
    use.types.forEach((type, i) => {
      checkType(type, at('types', i));
      used.add(type);
    });
    use.requires.forEach((list, i) => list.forEach((type, j) => checkType(type, at('requires', i, j))));
    if (use.goal !== undefined && !goalIds.has(use.goal)) problems.push({ path: at('goal'), message: `names goal '${use.goal}', which goals.yaml does not define` });
    use.serves.forEach((need, i) => checkNeed(need, at('serves', i)));
    use.standsInFor.forEach((other, i) => {
      if (!uses.uses.some((u) => u.id === other)) problems.push({ path: at('standsInFor', i), message: `names use '${other}', which uses: does not define` });
    });
    use.rests.forEach((rest, i) => {
      if (!(rest.source in uses.sources)) problems.push({ path: at('rests', i, 'source'), message: `names source '${rest.source}', which sources: does not declare` });
      if (!use.types.some((type) => hasProperty(catalogue, type, rest.property))) {
        problems.push({ path: at('rests', i, 'property'), message: `none of ${use.types.join(', ')} has '${rest.property}' in the catalogue` });
      }
    });
  });
  for (const kind of ['beyond', 'absent'] as const) {
    for (const [key, entry] of Object.entries(uses[kind])) {
      if (!(entry.source in uses.sources)) problems.push({ path: [kind, key, 'source'], message: `names source '${entry.source}', which sources: does not declare` });
      entry.types.forEach((type, i) => checkType(type, [kind, key, 'types', i]));
      entry.serves.forEach((need, i) => checkNeed(need, [kind, key, 'serves', i]));
    }
  }
  for (const type of Object.keys(uses.without)) {
    checkType(type, ['without', type]);
    if (used.has(type)) problems.push({ path: ['without', type], message: `'${type}' has a use: it cannot be listed without one` });
  }
  throwIfProblems(source, problems);
  return uses;
}

/** Whether the catalogue gives `type` this property, or this effect. */
function hasProperty(catalogue: Catalogue, type: string, property: string): boolean {
  const entry = catalogue.types.get(type);
  if (entry === undefined) return false;
  return entry.properties.includes(property as never) || (entry.effects !== undefined && property in entry.effects);
}

/** Reads `<dir>/speech.yaml`; a schema error is an InputError naming file, line and field. */
export function loadSpeech(dir: string): SpeechFile {
  return validateSource(readYamlSource(join(dir, SPEECH_FILE)), speechFileSchema);
}
