/** Loader of the object-type catalogue, `scenes/object-types.yaml`. */
import { join } from 'node:path';
import { checkCatalogue } from './catalogue-checks.js';
import { catalogueSchema, type Catalogue } from './catalogue-schema.js';
import { scenesDir } from './paths.js';
import { throwIfProblems, validateSource } from './validate-source.js';
import { readYamlSource } from './yaml-source.js';

/** The catalogue's file name inside the scenes directory. */
export const CATALOGUE_FILE = 'object-types.yaml';

/** Loads and checks the catalogue of `dir` (default: the scenes directory). */
export function loadCatalogue(dir: string = scenesDir()): Catalogue {
  const source = readYamlSource(join(dir, CATALOGUE_FILE));
  const catalogue = validateSource(source, catalogueSchema);
  throwIfProblems(source, checkCatalogue(catalogue));
  return catalogue;
}
