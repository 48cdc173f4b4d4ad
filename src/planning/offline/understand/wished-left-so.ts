/**
 * A state a thing should be left in ("the shower door should be left open", "the lamp needs to be
 * left on"): a wish for that state, as "should be open" says. Read as said, "left open" is a
 * complaint (uses.yaml `left-open`, `still-on`), which asked the shower door closed: the opposite.
 */
/** Words saying how a thing should be before "be left" (a wish, never what someone did). */
const SHOULD = String.raw`(should|must|needs to|need to|has to|have to|ought to|(?:is|are) (?:supposed|meant) to)`;
const STATE = '(open|on|off|closed|shut|running|up|down)';
// Not a place after it ("should be left on the table"): "on" there says where, not switched.
const SHOULD_BE_LEFT = new RegExp(String.raw`\b${SHOULD} (?:always )?be left ${STATE}\b(?! (?:the|a|an|my|your|our|his|her|their|this|that|top) )`, 'g');

/** `text` (lower case, contractions spelt out) with a state a thing should be left in said as the state wished; unchanged otherwise. */
export function wishedLeftSo(text: string): string {
  return text.replace(SHOULD_BE_LEFT, (_said, should: string, state: string) => `${should} be ${state}`);
}
