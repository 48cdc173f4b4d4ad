/**
 * What may stand on either side of "or" as a thing offered (offered-either.ts): a thing's name, or
 * a use or need asked by its own words ("toast or an egg", "a shower or a bath", "a coffee or a
 * glass of water"). The reader joined such uses with "or" as with "and" and made both; each read
 * alone, either is the goal.
 */
import type { Vocabulary } from './vocabulary.js';
import type { UsesFile } from '../uses/uses-schema.js';

/** Phrases of uses and needs asked by name, as words, the longest first; built once per knowledge. */
const phrasesOf = new WeakMap<object, readonly (readonly string[])[]>();

function askedPhrases(uses: UsesFile): readonly (readonly string[])[] {
  let phrases = phrasesOf.get(uses);
  if (phrases === undefined) {
    const all = [...uses.uses.flatMap((u) => u.asks), ...Object.values(uses.needs).flatMap((n) => n.words)];
    phrases = [...new Set(all)].map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
    phrasesOf.set(uses, phrases);
  }
  return phrases;
}

/** The length in words of the thing's name, or the use's or need's phrase, starting at `at` of `words` (0: none). */
export function eitherNameAt(vocabulary: Vocabulary, uses: UsesFile): (words: readonly string[], at: number) => number {
  const phrases = askedPhrases(uses);
  return (words, at) => {
    const noun = vocabulary.first(words, at, ['noun'])?.length ?? 0;
    const asked = phrases.find((p) => p.every((w, k) => words[at + k] === w))?.length ?? 0;
    return Math.max(noun, asked);
  };
}
