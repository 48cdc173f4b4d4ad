/**
 * Words the reader does not know that WordNet 3.1 knows only as adverbs of how ("hurriedly",
 * "tactfully"), from knowledge/wordnet-adverbs.tsv (written by scripts/write-wordnet-links.mjs
 * through wordnet-adverbs.ts): none says what, where, when or how many, so unknown-words.ts sets
 * each aside wherever it stands (issue 38).
 */
import { loadListedWords } from './listed-words.js';

/** The data file of the adverbs, in the knowledge directory. */
export const ADVERBS_FILE = 'wordnet-adverbs.tsv';

/** The adverbs of the knowledge directory `dir`, one a line of the file. */
export function loadAdverbs(dir: string): ReadonlySet<string> {
  return new Set(loadListedWords(dir, ADVERBS_FILE));
}
