/**
 * Where a thing lies, said only to point it out (issue 38: someone who cannot see well, or is
 * across the room): "the phone lying on the bed", "the lamp, the one just to the left of the sofa",
 * "the drawer under the sink, on the left". The robots find a thing by its type and the furniture
 * it is on; left and right (of the person or of another thing) and what a drawer or cupboard is
 * under are nothing the world knows (AI2-THOR gives no receptacle a side, and a Drawer or Cabinet
 * is in no Sink: its parent is none), so such words are taken out, and how it lies ("lying",
 * "sitting") before where it is, so that the place reads as where the thing is.
 */

/**
 * "the phone lying on the bed": how a thing lies before where it is. Not after "been", "left", "still" or "just", nor
 * "sitting" or "sat", which say a thing is out of place (speech.yaml `outOfPlace`: "been lying on", "sitting in"); nor
 * after "is" or "are": "the keys are lying on the sofa" tells where they lie about, not which keys (speech.yaml
 * `outOfPlace`: "are lying on").
 */
const LIES = /(?<!\b(?:been|left|still|just|is|are|was|were) )\blying (?=(?:on|by|next to|near|beside) )/g;
const WHOSE = '(?:the|my|your|that|this)';
/**
 * ", to the left of the sofa", ", on the right", "the one just to the left": said apart of the thing before it, after a
 * comma or "the one"; not where a thing is put ("put the spatula on the left side of the counter": on the counter).
 */
const SIDE = new RegExp(
  `(?:,\\s*(?:the one (?:that is |that's )?)?|\\bthe one (?:that is |that's )?)(?:just |right |over |round )?(?:to|on|at) ${WHOSE} (?:left|right)(?: hand side| side)?(?: (?:of|from) ${WHOSE} [a-z]+(?: [a-z]+)?)?(?=\\s*(?:[,.;:!?]|$| [a-z]))`,
  'g',
);
/**
 * "the drawer under the sink, open it": what a drawer or cupboard stands under, when it is what is acted on. Not where
 * something is put ("inside the drawer below the sink": to-goal.ts notes those words as read but not checked).
 */
const UNDER = new RegExp(`(?<!\\b(?:in|inside|into|to) ${WHOSE} )\\b(drawers?|cupboards?|cabinets?) (?:under|below|beneath|underneath) ${WHOSE} [a-z]+\\b`, 'g');

/** `text` (lower case) without the words that only point a thing out by where it lies. */
export function withoutWhereItLies(text: string): string {
  return text.replace(LIES, '').replace(UNDER, '$1').replace(SIDE, '');
}
