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

/** `said` as meant: what was taken back dropped, an "or" list read as one. */
export function requestAsMeant(said: string, vocabulary: Vocabulary): string {
  return listedEither(selfCorrected(afterAnyway(said), (word) => vocabulary.isVerb(word)), (word) => vocabulary.isNoun(word));
}
