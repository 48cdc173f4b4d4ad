/**
 * What the person should have done, said as a regret ("I should've put my keys away somewhere safe
 * last night", "we ought to have switched the lamp off"): the deed is what is asked now ("put my
 * keys away somewhere safe"). So is a deed forgotten ("I forgot to turn the stove off", "you forgot to close the
 * fridge"). Only before a verb the reader knows, in its past participle ("put", "switched") or after "forgot to";
 * "I should have known" and "I forgot to buy milk" ask nothing of the room and are left as said.
 */
import { baseForms } from './vocabulary.js';

const FORGOTTEN = /\b(?:i|we|you|he|she|they)\s+(?:(?:have|had)\s+)?(?:forgot|forgotten)\s+to\s+([a-z]+)\b/g;
const REGRET = /\b(?:i|we)\s+(?:should|ought\s+to|shoulda)\s+(?:have\s+|of\s+)?([a-z]+)\b/g;
/**
 * What others never do, complained of ("the kids ... never put a new one on", "he never turns the light off"): the deed.
 * Not "I never ...", nor a thing that never does something ("the fridge never closes properly": how it is).
 */
const NEVER = /\b(?:he|she|they|someone|somebody|nobody|no\s+one|(?:the|my|our)\s+([a-z]+)|and|but)\s+(?:have\s+|has\s+)?(?:never|always\s+forget\s+to|always\s+forgets\s+to)\s+([a-z]+)\b/g;
/** Past participles that are no -ed form of their verb. */
const IRREGULAR: Readonly<Record<string, string>> = { put: 'put', set: 'set', shut: 'shut', hung: 'hang', thrown: 'throw', taken: 'take', brought: 'bring', left: 'leave', turned: 'turn', switched: 'switch' };

/** When the deed should have been done ("... last night"): past, and no part of the deed asked now. */
const WHEN_DUE = /\s+(?:last\s+night|last\s+week|yesterday|this\s+morning|earlier(?:\s+today)?)\b/g;

/** `text` (lower case, contractions spelt out) with a deed regretted said as the command; unchanged otherwise. */
export function regretAsDeed(text: string, isVerb: (word: string) => boolean, isNoun: (word: string) => boolean = () => false): string {
  const forgotten = text
    .replace(FORGOTTEN, (said, verb: string) => (isVerb(verb) ? verb : said))
    .replace(NEVER, (said, subject: string | undefined, done: string) => {
      if (subject !== undefined && isNoun(subject)) return said;
      // "turns", "puts": the verb said of another.
      const verb = isVerb(done) ? done : (IRREGULAR[done] ?? [done.replace(/e?s$/, ''), done.replace(/s$/, ''), ...baseForms(done).slice(1)].find(isVerb));
      return verb !== undefined && isVerb(verb) ? `, ${verb}` : said;
    });
  const regretted = forgotten.replace(REGRET, (said, done: string) => {
    const verb = IRREGULAR[done] ?? (done.endsWith('ed') ? baseForms(done).slice(1).find(isVerb) : undefined);
    return verb !== undefined && isVerb(verb) ? verb : said;
  });
  return regretted === text ? text : regretted.replace(WHEN_DUE, '');
}
