/**
 * Parts of speech and lemmas of everyday English from a kept library (compromise, MIT, offline):
 * the tags it gives each word of a text in the context of its sentence ("about" before "to" is an
 * auxiliary, "longer" after "no" an adverb) and the word's root ("knives" → knife, "keeps" → keep,
 * "cosier" → cosy). Loaded on the first text that needs it, so a request the word lists read whole
 * costs no start-up time.
 */
import { createRequire } from 'node:module';

/** One word as the library read it. */
export interface TaggedWord {
  /** The word as written, lower case. */
  readonly text: string;
  /** Its tags (Noun, Plural, Adverb, Expression, Person, Negative, ...). */
  readonly tags: readonly string[];
  /** Its root where it is an inflected form, else undefined. */
  readonly root: string | undefined;
}

/** The part of compromise's API used here. */
interface Term {
  readonly text: string;
  readonly normal?: string;
  readonly tags?: readonly string[];
  readonly root?: string;
}
interface Doc {
  compute(method: string): Doc;
  json(options: { terms: { normal: boolean } }): { terms: Term[] }[];
}
type Nlp = (text: string) => Doc;

let nlp: Nlp | undefined;

/** The library's tagger (its second level: tags and roots, no phrase matching), loaded once. */
function tagger(): Nlp {
  nlp ??= createRequire(import.meta.url)('compromise/two') as Nlp;
  return nlp;
}

/**
 * The words of `text` as the library tags them, in order. The words it adds in no letters (a
 * contraction it spells out, "tbh" → "to be honest") are left out: they are not the person's.
 */
export function tagWords(text: string): TaggedWord[] {
  const words: TaggedWord[] = [];
  for (const sentence of tagger()(text).compute('root').json({ terms: { normal: true } })) {
    for (const term of sentence.terms) {
      const written = (term.normal ?? term.text).toLowerCase();
            if (written.trim() === '') continue;
      words.push({ text: written, tags: term.tags ?? [], root: term.root !== undefined && term.root !== written ? term.root : undefined });
    }
  }
  return words;
}
