/**
 * A reminder or a "make sure" said before the deed ("make sure to put the phone on the desk", "be
 * sure you close the fridge", "remember to pop the apple in the fridge"): the deed is what is asked.
 * With "make sure to", the thing named after it was asked about as if nothing were said of it (issue
 * 38). A choice left to the robot after a list with "or" ("on the bedside table or the desk, either's
 * fine", "a cup or a mug, whichever's clean") adds nothing the "or" did not say: dropped, so that
 * "either" and "whichever" are not read as words of their own; so is a place said again as "any" of
 * its kind ("in a drawer, any drawer").
 */

const CLAUSE_START = String.raw`(^|[.,;:!?]\s*|\b(?:and|so|but|then|please)\s+)`;
const REMINDED = new RegExp(String.raw`${CLAUSE_START}(?:make sure|make certain|be sure|remember|do not forget|dont forget|never forget)\s+(?:to|you|that you)\s+([a-z]+)\b`, 'g');
/** "either's fine", "whichever is clean", "either will do", "any of them": said after a list with "or". */
const EITHER = String.raw`(?:either|either one|either of them|either of those|whichever|whichever one|any|any of them|any one)`;
const LEFT_TO_CHOOSE = new RegExp(
  String.raw`(\bor\b[^.,;!?]*),\s*${EITHER}(?:\s+(?:is|will do|would do|works|is fine|is ok|is okay|is good|is clean|is easier|is nearer|is closer|you like|you want|you can find|you find|is cleaner|is free))*\s*(?:fine|ok|okay|good|clean|easier)?\s*(?=[.;!?]|$)`,
  'g',
);

/** A place said again as "any" of its kind ("in a drawer, any drawer"): no more than "a drawer". */
const ANY_AGAIN = /\b(a|an) ([a-z]+)\s*,\s*any (?:old )?\2\b/g;

/** `text` (lower case, contractions spelt out) with a reminder said as its deed and a choice left after "or" dropped; unchanged otherwise. */
export function reminded(text: string, isVerb: (word: string) => boolean): string {
  return text
    .replace(REMINDED, (whole: string, start: string, verb: string) => (isVerb(verb) ? `${start}${verb}` : whole))
    .replace(LEFT_TO_CHOOSE, '$1')
    .replace(ANY_AGAIN, '$1 $2');
}
