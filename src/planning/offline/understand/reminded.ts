/**
 * A reminder or a "make sure" said before the deed ("make sure to put the phone on the desk", "be
 * sure you close the fridge", "remember to pop the apple in the fridge"): the deed is what is asked.
 * With "make sure to", the thing named after it was asked about as if nothing were said of it (issue
 * 38). A choice left after "or" is choice-left-open.ts's.
 */

const CLAUSE_START = String.raw`(^|[.,;:!?]\s*|\b(?:and|so|but|then|please)\s+)`;
const REMINDED = new RegExp(String.raw`${CLAUSE_START}(?:make sure|make certain|be sure|remember|do not forget|dont forget|never forget)\s+(?:to|you|that you)\s+([a-z]+)\b`, 'g');

/** `text` (lower case, contractions spelt out) with a reminder said as its deed; unchanged otherwise. */
export function reminded(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(REMINDED, (whole: string, start: string, verb: string) => (isVerb(verb) ? `${start}${verb}` : whole));
}
