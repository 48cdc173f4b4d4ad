/** The TEACh-format fixtures of tests/fixtures/teach (ours, in TEACh's format), read as the importer reads them. */
import { join } from 'node:path';
import { readTaskDefinitions } from '../../../src/experiments/teach/definition.js';
import type { Definitions } from '../../../src/experiments/teach/expand.js';
import { readObjectClasses } from '../../../src/experiments/teach/object-classes.js';
import type { TypeFacts } from '../../../src/experiments/teach/conditions.js';
import { loadCatalogue } from '../../../src/world/index.js';

export const TEACH_FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'teach');
export const DEFINITIONS_DIR = join(TEACH_FIXTURES, 'definitions');
export const CLASSES_FILE = join(TEACH_FIXTURES, 'classes.json');

export const catalogue = loadCatalogue();
export const files = readTaskDefinitions(DEFINITIONS_DIR);
export const definitions: Definitions = new Map(files.map((f) => [f.definition.task_name, f.definition]));
export const facts: TypeFacts = {
  known: new Set(catalogue.types.keys()),
  classes: readObjectClasses(CLASSES_FILE),
  isReceptacle: (t) => catalogue.types.get(t)?.properties.includes('receptacle') ?? false,
};

export function definition(name: string) {
  const found = definitions.get(name);
  if (found === undefined) throw new Error(`no fixture definition ${name}`);
  return found;
}
