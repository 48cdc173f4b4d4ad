/**
 * A thing wished in a state, said the long way: "I'd like the egg to be cooked" (the thing and its state, as "I'd
 * like the egg cooked" says it) and "it would be great if the fridge was closed" (made sure of, as "make sure the
 * fridge is closed" says it; "... if you could close it" is the command). Read word by word, "be cooked" was taken
 * for a thing and "great" for a word not known.
 */

const PRAISE = String.raw`(?:great|nice|lovely|good|helpful|brilliant|ideal|amazing|awesome|fab|fantastic|perfect|handy|wonderful|grand|smashing|ace)`;
const WOULD_BE = String.raw`(?:it\s+would\s+be|that\s+would\s+be|would\s+be|it\s+will\s+be|it\s+is)\s+(?:really\s+|so\s+|very\s+|super\s+|just\s+)?${PRAISE}\s+if\s+`;
/** "... if you could close the fridge": the command. */
const IF_YOU = new RegExp(String.raw`(^|[^a-z'])${WOULD_BE}(?:you\s+|u\s+)(?:could|would|can|will)\s+`, 'g');
/** "... if the fridge was closed": made sure of. */
const IF_THING = new RegExp(String.raw`(^|[^a-z'])${WOULD_BE}((?:the|my|our|all\s+the|that|this|those|these)\s+[a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:was|were|is|are|could\s+be|got|would\s+be)\s+`, 'g');

/** `text` (lower case, contractions spelt out) with a wish said as what would be great made the command or the making sure. */
export function wishedIf(text: string): string {
  return text.replace(IF_YOU, (_said, before: string) => `${before}`).replace(IF_THING, (_said, before: string, thing: string) => `${before}make sure ${thing} is `);
}

/** "the egg to be cooked": the thing, then "to be" before how it should be. */
const TO_BE = /(^|[^a-z'])([a-z]+)\s+to\s+be\s+(?=[a-z])/g;

/** `text` with "<thing> to be <state>" said as "<thing> <state>". `isNoun`: whether a word names things. */
export function withoutToBe(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(TO_BE, (said, before: string, word: string) => (isNoun(word) ? `${before}${word} ` : said));
}
