/**
 * Words the reader does not know that WordNet 3.1 knows only as adverbs of how ("hurriedly",
 * "tactfully"), from knowledge/wordnet-adverbs.tsv (written by scripts/write-wordnet-links.mjs
 * through wordnet-adverbs.ts): none says what, where, when or how many, so unknown-words.ts sets
 * each aside wherever it stands (issue 38).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The data file of the adverbs, in the knowledge directory. */
export const ADVERBS_FILE = 'wordnet-adverbs.tsv';

/** The adverbs of the file's lines, one a line; "#" opens a comment. */
export function parseAdverbs(text: string): ReadonlySet<string> {
  return new Set(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')));
}

/** The adverbs of the knowledge directory `dir`. */
export function loadAdverbs(dir: string): ReadonlySet<string> {
  return parseAdverbs(readFileSync(join(dir, ADVERBS_FILE), 'utf8'));
}
