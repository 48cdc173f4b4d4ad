/**
 * Things or places offered with "or", the choice left to the robot: "either the lamp or the big light", "a cup or a mug,
 * whichever's clean", "on the table or the counter, whatever's easier", "either is fine". The parser reads "X or Y" as
 * either already; "either" before it and the words leaving the choice open ask nothing more. "whichever is clean" is
 * no wish to wash every dish.
 */

/** "either" before "X or Y" (a determiner and up to two words before "or"). */
const EITHER_BEFORE = /\beither\s+(?=(?:(?:the|a|an|my|your|some)\s+)?[a-z]+(?:\s+[a-z]+)?\s+or\s)/g;
/** A clause after "or" leaving the choice open, to the clause's end: "whichever is clean", "either one will do", "whatever". */
const LEFT_OPEN = /(\bor\b[^,.;!?]*)[,;]?\s+(?:(?:whichever|whatever|either)(?:\s+one)?(?:\s+(?:is|are|will|would|works?|does|do|you\s+(?:like|prefer|want|find|can))\b[^,.;!?]*)?|(?:any|either)(?:\s+one)?\s+(?:is|will|would)\s+(?:fine|ok|okay|do)|(?:it\s+)?(?:does\s+not|do\s+not|doesn't|don't)\s+matter\s+which(?:\s+one)?)(?=\s*(?:[,.;!?]|$))/g;

/** `text` (lower case, contractions spelt out) with a choice left open said as the plain "X or Y". */
export function choiceLeftOpen(text: string): string {
  return text.replace(EITHER_BEFORE, '').replace(LEFT_OPEN, '$1');
}
