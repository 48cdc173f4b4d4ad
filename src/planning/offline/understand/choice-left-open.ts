/**
 * Things or places offered with "or", the choice left to the robot: "either the lamp or the big light", "a cup or a mug,
 * whichever's clean", "on the table or the counter, whatever's easier", "either is fine". The parser reads "X or Y" as
 * either already; "either" before it and the words leaving the choice open ask nothing more. "whichever is clean" is
 * no wish to wash every dish. Two readings: one before the request's other rewrites (`choiceLeftOpen`), one after its
 * reminders (`choiceLeftAfterList`: "either's fine", "a drawer, any drawer").
 */

/** "either" before "X or Y" (a determiner and up to two words before "or"). */
const EITHER_BEFORE = /\beither\s+(?=(?:(?:the|a|an|my|your|some)\s+)?[a-z]+(?:\s+[a-z]+)?\s+or\s)/g;
/** A clause after "or" leaving the choice open, to the clause's end: "whichever is clean", "either one will do", "whatever". */
const LEFT_OPEN = /(\bor\b[^,.;!?]*)[,;]?\s+(?:(?:whichever|whatever|either)(?:\s+one)?(?:\s+(?:is|are|will|would|works?|does|do|you\s+(?:like|prefer|want|find|can))\b[^,.;!?]*)?|(?:any|either)(?:\s+one)?\s+(?:is|will|would)\s+(?:fine|ok|okay|do)|(?:it\s+)?(?:does\s+not|do\s+not|doesn't|don't)\s+matter\s+which(?:\s+one)?)(?=\s*(?:[,.;!?]|$))/g;

/** `text` (lower case, contractions spelt out) with a choice left open said as the plain "X or Y". */
export function choiceLeftOpen(text: string): string {
  return text.replace(EITHER_BEFORE, '').replace(LEFT_OPEN, '$1');
}

/** "either's fine", "whichever is clean", "either will do", "any of them": said after a list with "or" (read after reminders). */
const EITHER = String.raw`(?:either|either one|either of them|either of those|whichever|whichever one|any|any of them|any one)`;
const LEFT_TO_CHOOSE = new RegExp(
  String.raw`(\bor\b[^.,;!?]*),\s*${EITHER}(?:\s+(?:is|will do|would do|works|is fine|is ok|is okay|is good|is clean|is easier|is nearer|is closer|you like|you want|you can find|you find|is cleaner|is free))*\s*(?:fine|ok|okay|good|clean|easier)?\s*(?=[.;!?]|$)`,
  'g',
);

/** A place said again as "any" of its kind ("in a drawer, any drawer"): no more than "a drawer". */
const ANY_AGAIN = /\b(a|an) ([a-z]+)\s*,\s*any (?:old )?\2\b/g;

/**
 * `text` (lower case) with a choice left after a list with "or" dropped ("on the bedside table or the desk, either's fine",
 * so that "either" and "whichever" are not read as words of their own), and a place said again as "any" of its kind ("in
 * a drawer, any drawer"). Read after reminders ("make sure to ..."), where `choiceLeftOpen` reads before them.
 */
export function choiceLeftAfterList(text: string): string {
  return text.replace(LEFT_TO_CHOOSE, '$1').replace(ANY_AGAIN, '$1 $2');
}
