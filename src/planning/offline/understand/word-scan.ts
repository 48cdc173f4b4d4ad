/**
 * A flat reading of a text with the words of words.yaml, with no parse: which object types it
 * names (and how many of each), and what its verbs and modifiers ask. For judging what a text
 * speaks of from the outside (the ALFRED import compares an annotation with its task's goal),
 * where the planner's own reading of the command must not be the judge.
 */
import { loadWords } from './load-words.js';
import { tokens } from './parse.js';
import { Vocabulary, type ReadingKind } from './vocabulary.js';
import type { Meaning } from './words-schema.js';
import type { Catalogue } from '../../../world/index.js';

/** A phrase of the text that names object types. */
export interface NamedObject {
  /** The types its words may mean (a "cup": a Cup or a Mug). */
  readonly types: readonly string[];
  /** Said in the plural ("apples"). */
  readonly plural: boolean;
  /** The count said right before it ("two apples"), if any. */
  readonly count: number | 'all' | undefined;
  /** Its words, and where they stand (word indices, end exclusive). */
  readonly words: string;
  readonly at: number;
  readonly end: number;
}

export interface WordScan {
  /** The text's words, as the planner reads them (tokens of parse.ts). */
  readonly words: readonly string[];
  /** Every phrase naming object types, in order (the places of words.yaml too: "under the sink" names a Cabinet). */
  readonly objects: readonly NamedObject[];
  /** What its verbs, particle verbs ("turn ... off") and modifiers ask for. */
  readonly meanings: ReadonlySet<Meaning>;
  /** Whether a phrase says where light comes from ("by the light of", "under"). */
  readonly light: boolean;
}

const KINDS: readonly ReadingKind[] = ['noun', 'place', 'verb', 'particleVerb', 'modifier', 'count', 'light'];

/** Reads `text` with `vocabulary`: at each word the longest phrase it knows, every reading of it kept. */
export function scanWords(text: string, vocabulary: Vocabulary): WordScan {
  const words = tokens(text);
  const objects: NamedObject[] = [];
  const meanings = new Set<Meaning>();
  let light = false;
  let count: { value: number | 'all'; end: number } | undefined;
  let particles: Readonly<Record<string, Meaning>> | undefined;
  for (let at = 0; at < words.length; ) {
    const found = vocabulary.first(words, at, KINDS);
    if (found === undefined) {
      // "turn the lamp off": the particle completes the verb before it.
      const particle = particles?.[words[at]!];
      if (particle !== undefined) meanings.add(particle);
      at++;
      continue;
    }
    for (const reading of found.readings) {
      if (reading.kind === 'verb' || reading.kind === 'modifier') meanings.add(reading.meaning);
      // A verb of its own ("put") keeps its meaning here: its particle ("put ... on") only turns it at a clause's end, which this flat reading does not see.
      else if (reading.kind === 'particleVerb' && !found.readings.some((r) => r.kind === 'verb')) particles = reading.particles;
      else if (reading.kind === 'light') light = true;
    }
    const noun = found.readings.find((r) => r.kind === 'noun' || r.kind === 'place');
    const counted = found.readings.find((r) => r.kind === 'count');
    if (noun !== undefined && (noun.kind === 'noun' || noun.kind === 'place')) {
      // A count counts the noun it stands before, with at most two words between ("two red apples").
      const said = count !== undefined && at - count.end <= 2 ? count.value : undefined;
      objects.push({ types: noun.types, plural: noun.kind === 'noun' && noun.plural, count: said, words: found.words, at, end: at + found.length });
      count = undefined;
    } else if (counted !== undefined && counted.kind === 'count') {
      count = { value: counted.count, end: at + found.length };
    }
    at += found.length;
  }
  return { words, objects, meanings, light };
}

/** A scanner of texts with the words of `knowledgeDir`'s words.yaml, checked against the catalogue. */
export function wordScanner(knowledgeDir: string, catalogue: Catalogue): (text: string) => WordScan {
  const vocabulary = new Vocabulary(loadWords(knowledgeDir, catalogue), catalogue);
  return (text) => scanWords(text, vocabulary);
}
