/**
 * The request as the person meant it, before any of it is read: what a voice transcript took back ("turn the, no wait,
 * not the light, the shower"), the story told before "anyway", and a list closed by "or" ("a dirty pot, pan or bowl": one
 * thing of either kind). Both what is asked and what is left out (request-constraints.ts) are read from it, so neither
 * reads a word the other took back.
 */
import { afterAnyway } from './after-anyway.js';
import { listedEither } from './listed-either.js';
import { selfCorrected } from './self-corrected.js';
import type { Vocabulary } from './vocabulary.js';
import type { Catalogue } from '../../../world/index.js';

/** `said` as meant: what was taken back dropped, an "or" list read as one. */
export function requestAsMeant(said: string, vocabulary: Vocabulary, catalogue?: Catalogue): string {
  // A word naming furniture things are put in or on (a receptacle no one picks up: "cupboard", "sofa"), for a place said again.
  const isPlace = (word: string): boolean => {
    if (catalogue === undefined) return false;
    const types = (vocabulary.first([word], 0, ['noun'])?.readings ?? []).flatMap((r) => (r.kind === 'noun' ? r.types : []));
    return types.length > 0 && types.every((t) => { const p = catalogue.types.get(t)?.properties ?? []; return p.includes('receptacle') && !p.includes('pickupable'); });
  };
  return listedEither(selfCorrected(afterAnyway(said), (word) => vocabulary.isVerb(word), isPlace), (word) => vocabulary.isNoun(word));
}
