/** Loads `knowledge/words.yaml` and checks it against the catalogue: every type it names must exist. */
import { join } from 'node:path';
import { readYamlSource, throwIfProblems, validateSource, type Catalogue, type SourceProblem } from '../../../world/index.js';
import { wordsFileSchema, type WordsFile } from './words-schema.js';

export const WORDS_FILE = 'words.yaml';

/**
 * Reads `<dir>/words.yaml`; a schema error or a type the catalogue lacks is an InputError naming
 * the file, the line and the field.
 */
export function loadWords(dir: string, catalogue: Catalogue): WordsFile {
  const source = readYamlSource(join(dir, WORDS_FILE));
  const words = validateSource(source, wordsFileSchema);
  const problems: SourceProblem[] = [];
  const check = (type: string, path: PropertyKey[]): void => {
    if (!catalogue.types.has(type)) problems.push({ path, message: `'${type}' is not a type of the catalogue` });
  };
  for (const type of Object.keys(words.nouns)) check(type, ['nouns', type]);
  for (const [place, types] of Object.entries(words.places)) types.forEach((type, i) => check(type, ['places', place, i]));
  for (const [name, types] of Object.entries(words.names)) types.forEach((type, i) => check(type, ['names', name, i]));
  words.leftOut.forEach((type, i) => check(type, ['leftOut', i]));
  for (const [furniture, types] of Object.entries(words.beside)) {
    check(furniture, ['beside', furniture]);
    types.forEach((type, i) => check(type, ['beside', furniture, i]));
  }
  throwIfProblems(source, problems);
  return words;
}
