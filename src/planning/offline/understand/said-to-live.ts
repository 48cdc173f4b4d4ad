/**
 * Where a thing named before is to be kept, said of "it" or "they" ("my keys keep vanishing, can they
 * just live in that little box from now on", "it belongs on the shelf"): putting it there. The parser
 * reads a thing's own name before "go" or "belong" as placing it, but a pronoun as the subject of
 * "live" or "belong" was no thing to act on, and the keys were asked about. "Can it go in the
 * microwave?" asks whether it may, and is left as said.
 */

/** A modal, before the pronoun ("can they live") or after it ("they should go"). */
const MODAL = String.raw`(?:(?:should|must|will|would|can|could)\s+)?`;
/** A modal that asks no question of whether it may ("should", not "can"): the only ones "go" takes. */
const WILL = String.raw`(?:(?:should|must|will|would)\s+)?`;
const HOW = String.raw`(?:just\s+|always\s+|please\s+|now\s+)?`;
/** Where it is kept, right after the verb. */
const WHERE = String.raw`\s+(?=(?:in|into|inside|on|onto|back\s+in|back\s+on)\b)`;
/** Keeping verbs: any modal. "go" only without "can" or "could" (a question whether it may). */
/** How sure, said before the modal ("it really should live in the drawer", "they honestly should go on the shelf"). */
const SURE = String.raw`(?:(?:really|honestly|ideally|probably|actually|realistically)\s+)?`;
const KEPT = new RegExp(String.raw`\b${MODAL}(it|they)\s+${SURE}${MODAL}${HOW}(?:live|lives|stay|stays|belong|belongs|be\s+kept|be\s+stored)${WHERE}`, 'g');
const GOES = new RegExp(String.raw`(?<!\b(?:can|could)\s+)\b${WILL}(it|they)\s+${SURE}${WILL}${HOW}(?:go|goes)${WHERE}`, 'g');

/**
 * Its place named as a noun ("its proper station is the television stand", "their rightful place is on the shelf", "its home is
 * the drawer"): where it is kept, the place a piece of furniture.
 */
const ITS_PLACE = /\b(its|their)\s+(?:proper\s+|rightful\s+|usual\s+|own\s+|real\s+)?(?:place|station|home|spot|position)\s+is\s+(?:(in|on|inside)\s+)?(?=(?:the|a|my|our)\s)/g;

/** `text` (lower case, contractions spelt out) with where "it" or "they" lives said as putting it there; unchanged otherwise. */
export function saidToLive(text: string): string {
  const put = (_said: string, who: string): string => `put ${who === 'they' ? 'them' : 'it'} `;
  const placed = (_said: string, whose: string, where: string | undefined): string => `put ${whose === 'their' ? 'them' : 'it'} ${where ?? 'on'} `;
  return text.replace(KEPT, put).replace(GOES, put).replace(ITS_PLACE, placed);
}
