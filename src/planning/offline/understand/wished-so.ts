/**
 * A thing wished in a state, said the long way: "I'd like the egg to be cooked" (the thing and its state, as "I'd
 * like the egg cooked" says it) and "it would be great if the fridge was closed" (made sure of, as "make sure the
 * fridge is closed" says it; "... if you could close it" is the command). Read word by word, "be cooked" was taken
 * for a thing and "great" for a word not known.
 */

const PRAISE = String.raw`(?:great|nice|lovely|good|helpful|brilliant|ideal|amazing|awesome|fab|fantastic|perfect|handy|wonderful|grand|smashing|ace)`;
// Also asked as a question, "wouldn't it be great if ..." (spelt out: "would not it be"), as one who wishes aloud says it.
const WOULD = String.raw`(?:it\s+would\s+be|that\s+would\s+be|would\s+be|it\s+will\s+be|it\s+is|would\s+not\s+it\s+be|would\s+it\s+not\s+be|would\s+not\s+that\s+be|would\s+it\s+be)\s+(?:really\s+|so\s+|very\s+|super\s+|just\s+)?${PRAISE}`;
const WOULD_BE = String.raw`${WOULD}\s+if\s+`;
/**
 * "it'd be nice to have my towel", "wouldn't it be great if there was a glass of water", "would be lovely if I had the
 * remote": having it is what is wished, read as "i want" (asked-to-have.ts reads "could I have" so).
 */
const TO_HAVE = new RegExp(String.raw`(^|[^a-z'])${WOULD}\s+(?:to\s+have|to\s+get|if\s+(?:i|we)\s+(?:had|got|could\s+have)|if\s+there\s+(?:was|were|is|are))\s+(?=(?:a|an|the|my|our|some|that|this|those|these|something)\s)`, 'g');
/** What was wished brought to the person ("if the remote was in my hand": to-hand.ts has read it "brought to me"). */
const BROUGHT = /^(?:actually\s+|already\s+|just\s+)?brought to me\b/;
/** "... if you could close the fridge": the command. */
const IF_YOU = new RegExp(String.raw`(^|[^a-z'])${WOULD_BE}(?:you\s+|u\s+)(?:could|would|can|will)\s+`, 'g');
/** "... if the fridge was closed": made sure of. */
const IF_THING = new RegExp(String.raw`(^|[^a-z'])${WOULD_BE}((?:the|my|our|all\s+the|that|this|those|these)\s+[a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:was|were|is|are|could\s+be|got|would\s+be)\s+`, 'g');

/** `text` (lower case, contractions spelt out) with a wish said as what would be great made the command or the making sure. */
export function wishedIf(text: string): string {
  return text
    .replace(TO_HAVE, (_said, before: string) => `${before}i want `)
    .replace(IF_YOU, (_said, before: string) => `${before}`)
    .replace(IF_THING, (said, before: string, thing: string, at: number, whole: string) =>
      BROUGHT.test(whole.slice(at + said.length)) ? `${before}i want ${thing} ` : `${before}make sure ${thing} is `,
    );
}

/** "the egg to be cooked": the thing, then "to be" before how it should be. */
const TO_BE = /(^|[^a-z'])([a-z]+)\s+to\s+be\s+(?=[a-z])/g;

/** `text` with "<thing> to be <state>" said as "<thing> <state>". `isNoun`: whether a word names things. */
export function withoutToBe(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(TO_BE, (said, before: string, word: string) => (isNoun(word) ? `${before}${word} ` : said));
}
