/**
 * The knowledge files that list one word or phrase a line, written by a script ("#" opens a
 * comment): the sayings and the adverbs WordNet gives the reader (sayings.ts, adverbs.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entries of a list's text: its lines that are neither empty nor comments. */
export function listedWords(text: string): string[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

/** The entries of the list file `file` of the knowledge directory `dir`. */
export function loadListedWords(dir: string, file: string): string[] {
  return listedWords(readFileSync(join(dir, file), 'utf8'));
}
