/**
 * Sayings that ask nothing of the room, from knowledge/wordnet-sayings.tsv (written by
 * scripts/write-wordnet-links.mjs through wordnet-sayings.ts): WordNet's adverbs of more than one
 * word that say how the person sees or says what they ask ("as a matter of fact", "by chance", "for
 * fun"). speech.ts takes them out before a word is read, as it does speech.yaml's asides (issue 38).
 */
import { loadListedWords } from './listed-words.js';

/** The data file of the sayings, in the knowledge directory. */
export const SAYINGS_FILE = 'wordnet-sayings.tsv';

/** The sayings of the knowledge directory `dir`, one a line of the file. */
export function loadSayings(dir: string): string[] {
  return loadListedWords(dir, SAYINGS_FILE);
}
