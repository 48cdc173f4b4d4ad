/**
 * Two deeds wished done to one thing, said by their past participles: "I want the lettuce washed and
 * chopped", "get the mug washed then filled with water". Read word by word, the second participle was
 * a word not known after "and", and lost after "then" (the goal asked the first alone: a success
 * where half was asked). Said as the command both make: "wash and chop the lettuce".
 */
import { baseForms } from './vocabulary.js';

/** Who wishes it and how ("I'd like", "we need", "get", "have"): replaced by the command. */
const WISH = String.raw`(?:(?:i|we)\s+(?:would\s+)?)?(?:want|like|need|get|have)`;
/** The thing: a determiner and one or two words. */
const THING = String.raw`(?:the|my|our|some|a|an|all\s+the|this|that|these|those)\s+[a-z]+(?:\s+[a-z]+)?`;
const PAIR = new RegExp(String.raw`(^|[^a-z'])${WISH}\s+(${THING})\s+([a-z]+)\s+(?:and\s+then|and|then)\s+([a-z]+)(?=[^a-z']|$)`, 'g');
/** Past participles not in -ed. */
const IRREGULAR: Readonly<Record<string, string>> = { cut: 'cut', hung: 'hang', put: 'put', swept: 'sweep' };

/** `text` (lower case, contractions spelt out) with two deeds wished done to a thing said as their command. */
export function deedsWishedDone(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(PAIR, (said, before: string, thing: string, first: string, second: string) => {
    const [a, b] = [verbOf(first, isVerb), verbOf(second, isVerb)];
    return a === undefined || b === undefined ? said : `${before}${a} and ${b} ${thing}`;
  });
}

/** The verb a past participle is of ("chopped" → chop), if the reader knows it. */
function verbOf(participle: string, isVerb: (word: string) => boolean): string | undefined {
  const irregular = IRREGULAR[participle];
  if (irregular !== undefined) return isVerb(irregular) ? irregular : undefined;
  return participle.endsWith('ed') ? baseForms(participle).slice(1).find(isVerb) : undefined;
}
