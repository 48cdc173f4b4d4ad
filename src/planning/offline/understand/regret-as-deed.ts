/**
 * What the person should have done, said as a regret ("I should've put my keys away somewhere safe
 * last night", "we ought to have switched the lamp off"): the deed is what is asked now ("put my
 * keys away somewhere safe"). Only before a verb the reader knows, in its past participle ("put",
 * "switched"); "I should have known" asks nothing and is left as said.
 */
import { baseForms } from './vocabulary.js';

const REGRET = /\b(?:i|we)\s+(?:should|ought\s+to|shoulda)\s+(?:have\s+|of\s+)?([a-z]+)\b/g;
/** Past participles that are no -ed form of their verb. */
const IRREGULAR: Readonly<Record<string, string>> = { put: 'put', set: 'set', shut: 'shut', hung: 'hang', thrown: 'throw', taken: 'take', brought: 'bring', left: 'leave', turned: 'turn', switched: 'switch' };

/** `text` (lower case, contractions spelt out) with a deed regretted said as the command; unchanged otherwise. */
export function regretAsDeed(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(REGRET, (said, done: string) => {
    const verb = IRREGULAR[done] ?? (done.endsWith('ed') ? baseForms(done).slice(1).find(isVerb) : undefined);
    return verb !== undefined && isVerb(verb) ? verb : said;
  });
}
