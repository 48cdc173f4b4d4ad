/**
 * The words of words.yaml as a phrase table: at each position of a request, every phrase that
 * starts there and what it may be (a verb, a noun, a count, ...). Which reading applies is the
 * parser's decision, from where the phrase stands.
 */
import type { Catalogue } from '../../../world/index.js';
import { pluralOf, typeWords } from '../text.js';
import { plainKindOf, type PlainKind } from './plain-kind.js';
import type { Meaning, WordsFile } from './words-schema.js';

/** One reading of a phrase. */
export type Reading =
  | { readonly kind: 'verb'; readonly meaning: Meaning }
  /** A verb completed by a word after its object ("turn ... on"). */
  | { readonly kind: 'particleVerb'; readonly particles: Readonly<Record<string, Meaning>> }
  | { readonly kind: 'modifier'; readonly meaning: Meaning }
  /** Names object types, most likely first; `plain`: the type it is the own name of, when it also names kinds of it (plain-kind.ts). */
  | { readonly kind: 'noun'; readonly types: readonly string[]; readonly plural: boolean; readonly plain?: PlainKind | undefined }
  | { readonly kind: 'place'; readonly types: readonly string[] }
  /** `strong`: a destination ("to", "into"), surer than "on" or "in"; `surface`: onto a thing, not into it ("on", "on top of"). */
  | { readonly kind: 'preposition'; readonly strong: boolean; readonly surface: boolean }
  | { readonly kind: 'source' }
  | { readonly kind: 'whileHolding' }
  | { readonly kind: 'containing' }
  | { readonly kind: 'light' }
  /** A part of a thing that stands for the thing ("the cushion of the couch"). */
  | { readonly kind: 'part' }
  | { readonly kind: 'relation' }
  | { readonly kind: 'count'; readonly count: number | 'all' }
  /** The whole room as the object ("clean the room"). */
  | { readonly kind: 'everything' }
  /** "that has been" after a noun: what follows describes it. */
  | { readonly kind: 'relative' }
  /** "in hand": held. */
  | { readonly kind: 'holding' }
  | { readonly kind: 'pronoun' }
  | { readonly kind: 'join' }
  | { readonly kind: 'filler' }
  | { readonly kind: 'descriptive' };

export type ReadingKind = Reading['kind'];

/** A phrase found at a position: its length in words and its readings. */
export interface Found {
  readonly length: number;
  readonly words: string;
  readonly readings: readonly Reading[];
}

export class Vocabulary {
  private readonly table = new Map<string, Reading[]>();
  private longest = 1;

  constructor(words: WordsFile, catalogue: Catalogue) {
    // A verb also in its -ing form: "putting a cooled apple in the microwave".
    for (const [meaning, list] of Object.entries(words.verbs)) {
      for (const p of list ?? []) for (const form of [p, gerund(p)]) this.add(form, { kind: 'verb', meaning: meaning as Meaning });
    }
    for (const [verb, particles] of Object.entries(words.particles)) for (const form of [verb, gerund(verb)]) this.add(form, { kind: 'particleVerb', particles });
    for (const [meaning, list] of Object.entries(words.modifiers)) for (const p of list ?? []) this.add(p, { kind: 'modifier', meaning: meaning as Meaning });
    // A type's own words first ("cup" is a Cup before it is a Mug), then its other names.
    const nouns = new Map<string, string[]>();
    const addNoun = (phrase: string, type: string): void => {
      const list = nouns.get(phrase) ?? [];
      if (!list.includes(type)) nouns.set(phrase, [...list, type]);
    };
    for (const type of catalogue.types.keys()) {
      addNoun(typeWords(type).join(' '), type);
      addNoun(type.toLowerCase(), type);
    }
    for (const [type, list] of Object.entries(words.nouns)) for (const p of list) addNoun(p, type);
    for (const [phrase, types] of Object.entries(words.names)) nouns.set(phrase, [...types]);
    const collective = new Set(words.collective);
    for (const [phrase, types] of nouns) {
      // "towel" is a Towel where the room has one, a HandTowel only where it has not.
      const plain = plainKindOf(phrase, types);
      this.add(phrase, { kind: 'noun', types, plural: collective.has(phrase), ...(plain === undefined ? {} : { plain }) });
      // "box of tissues" → "boxes of tissues"; "tissue box" → "tissue boxes".
      const parts = phrase.split(' ');
      const of = parts.indexOf('of');
      const head = of > 0 ? of - 1 : parts.length - 1;
      const plural = parts.map((w, i) => (i === head ? pluralOf(w) : w)).join(' ');
      if (!nouns.has(plural)) this.add(plural, { kind: 'noun', types, plural: true, ...(plain === undefined ? {} : { plain }) });
    }
    for (const [phrase, types] of Object.entries(words.places)) this.add(phrase, { kind: 'place', types });
    for (const p of words.prepositions) this.add(p, { kind: 'preposition', strong: words.destinations.includes(p), surface: words.surfaces.includes(p) });
    for (const p of words.sources) this.add(p, { kind: 'source' });
    for (const p of words.whileHolding) this.add(p, { kind: 'whileHolding' });
    for (const p of words.containing) this.add(p, { kind: 'containing' });
    for (const p of words.lights) this.add(p, { kind: 'light' });
    for (const p of words.parts) this.add(p, { kind: 'part' });
    for (const p of words.relations) this.add(p, { kind: 'relation' });
    for (const [count, list] of Object.entries(words.counts)) for (const p of list) this.add(p, { kind: 'count', count: count === 'all' ? 'all' : Number(count) });
    for (const p of words.pronouns) this.add(p, { kind: 'pronoun' });
    for (const p of words.everything) this.add(p, { kind: 'everything' });
    for (const p of words.relatives) this.add(p, { kind: 'relative' });
    for (const p of words.holding) this.add(p, { kind: 'holding' });
    for (const p of words.joins) this.add(p, { kind: 'join' });
    for (const p of words.fillers) this.add(p, { kind: 'filler' });
    for (const p of words.descriptive) this.add(p, { kind: 'descriptive' });
  }

  private add(phrase: string, reading: Reading): void {
    const list = this.table.get(phrase) ?? [];
    if (!list.some((r) => JSON.stringify(r) === JSON.stringify(reading))) list.push(reading);
    this.table.set(phrase, list);
    this.longest = Math.max(this.longest, phrase.split(' ').length);
  }

  /**
   * The phrases starting at `at` that have a reading of one of `kinds`, longest first (each
   * with only those readings).
   */
  at(words: readonly string[], at: number, kinds: readonly ReadingKind[]): Found[] {
    const found: Found[] = [];
    for (let n = Math.min(this.longest, words.length - at); n >= 1; n--) {
      const phrase = words.slice(at, at + n).join(' ');
      const readings = (this.table.get(phrase) ?? []).filter((r) => kinds.includes(r.kind));
      if (readings.length > 0) found.push({ length: n, words: phrase, readings });
    }
    return found;
  }

  /** Whether a single word names an object type. */
  isNoun(word: string): boolean {
    return (this.table.get(word) ?? []).some((r) => r.kind === 'noun');
  }

  /** Whether a single word is a verb of words.yaml (one taking a particle after its object too). */
  isVerb(word: string): boolean {
    return (this.table.get(word) ?? []).some((r) => r.kind === 'verb' || r.kind === 'particleVerb');
  }

  /** Every single word of the phrase table (for reading slips of spelling against). */
  words(): Set<string> {
    return new Set([...this.table.keys()].flatMap((phrase) => phrase.split(' ')));
  }

  /** Whether a word has any reading at all. */
  knows(word: string): boolean {
    return this.table.has(word);
  }

  /** The particles a verb word takes after its object ("throw" → away, out), if any. */
  particlesOf(verb: string): Readonly<Record<string, Meaning>> | undefined {
    const reading = (this.table.get(verb) ?? []).find((r) => r.kind === 'particleVerb');
    return reading?.kind === 'particleVerb' ? reading.particles : undefined;
  }

  /** The longest phrase at `at` with a reading of one of `kinds`, or undefined. */
  first(words: readonly string[], at: number, kinds: readonly ReadingKind[]): Found | undefined {
    return this.at(words, at, kinds)[0];
  }
}

/**
 * Whether the noun at `at` says where something is: right after a word of place ("in", "on",
 * "by", "from"), a determiner between ("the soap" of "left the soap in the bath" is a thing, "the
 * bath" where it is).
 */
export function namesWhere(words: readonly string[], at: number, vocabulary: Vocabulary, determiners: ReadonlySet<string>): boolean {
  const before = determiners.has(words[at - 1] ?? '') ? at - 2 : at - 1;
  return before >= 0 && vocabulary.first(words, before, ['preposition', 'place', 'relation', 'source']) !== undefined;
}

/**
 * The verbs a past participle may be of, the word itself first ("put", "set", "open"): "turned"
 * → "turn", "placed" → "place", "emptied" → "empty", "chopped" → "chop".
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ied')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) {
    forms.push(word.slice(0, -2), word.slice(0, -1));
    if (word.length > 4 && word.at(-3) === word.at(-4)) forms.push(word.slice(0, -3));
  }
  return forms;
}

/** The verbs a word in -ing may be a form of: "switching" → switch, "baking" → bake, "chopping" → chop. */
export function ingStems(word: string): string[] {
  if (!word.endsWith('ing')) return [];
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem];
}

/** The -ing form of a phrase's first word: put → putting, place → placing, cool → cooling. */
export function gerund(phrase: string): string {
  const [first = phrase, ...rest] = phrase.split(' ');
  let form: string;
  if (/ie$/.test(first)) form = `${first.slice(0, -2)}ying`;
  else if (/[^e]e$/.test(first)) form = `${first.slice(0, -1)}ing`;
  else if (/^[^aeiou]*[aeiou][bcdfgklmnprstvz]$/.test(first) && first.length <= 4) form = `${first}${first.at(-1)}ing`;
  else form = `${first}ing`;
  return [form, ...rest].join(' ');
}
