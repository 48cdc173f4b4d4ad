/**
 * Words of ordinary English the reader does not know that its slip reader would take for a slip of
 * a word it knows ("realised" for "revised"), from knowledge/wordnet-not-slips.tsv (written by
 * scripts/write-wordnet-links.mjs through wordnet-not-slips.ts): speech.ts reads none of them as a
 * slip, so a word a person meant is never read as another (issue 38: spelling slips are read as such,
 * and only slips are).
 */
import { loadListedWords } from './listed-words.js';

/** The data file of the words, in the knowledge directory. */
export const NOT_SLIPS_FILE = 'wordnet-not-slips.tsv';

/** The words of the knowledge directory `dir`: the first field of each line. */
export function loadNotSlips(dir: string): ReadonlySet<string> {
  return new Set(loadListedWords(dir, NOT_SLIPS_FILE).map((line) => line.split('\t')[0]!));
}
