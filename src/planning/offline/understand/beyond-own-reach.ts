/**
 * A thing said to be where the person cannot reach it ("every mug is up in the cupboards where I
 * can't reach", "the towels are on the top shelf where we can't get at them"), as someone in a
 * wheelchair or with a bad back says it: said as "I can not reach <the thing>", which the reader
 * reads as the thing fetched for them. Read otherwise, "is up in the cupboards" told of the
 * cupboards and was read as them shut, another task; and a place the person cannot bend down to
 * with the thing in it was asked about as the place.
 */

const WHICH = String.raw`(every|each|all the|all my|all our|the|my|our)\s+`;
const THING = String.raw`([a-z]+(?:\s+[a-z]+)?)`;
const HOW = String.raw`(?:(?:all|kept|right|way|still|too\s+high|high)\s+)*(?:up\s+)?(?:high\s+)?`;
const WHERE = String.raw`(?:in|on|at|on\s+top\s+of)\s+(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?`;
const CANNOT = String.raw`where\s+(?:i|we)\s+can\s*not\s+(?:reach|get\s+at|get\s+to)(?:\s+(?:it|them))?`;
const BEYOND = new RegExp(String.raw`\b${WHICH}${THING}\s+(?:is|are)\s+${HOW}${WHERE}\s+${CANNOT}\b`, 'g');

/**
 * A place the person cannot bend or get down to, with the thing said to be in it ("my back won't let
 * me bend down to the bottom drawer and my bank card is in there"): the thing, not reached.
 */
const UNABLE = String.raw`(?:i\s+can\s*not|(?:my\s+back|my\s+knee|my\s+knees|my\s+hip|it)\s+(?:will\s+not|does\s+not|would\s+not)\s+let\s+me)`;
const DOWN_TO = String.raw`(?:bend|get|reach|crouch|kneel)\s+(?:down\s+|over\s+)?(?:to|into|in)\s+(?:the|my)\s+[a-z]+(?:\s+[a-z]+)?`;
const IN_THERE = String.raw`(?:and|but|where)\s+((?:my|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:is|are)\s+(?:in\s+there|inside|in\s+it)`;
const BENT_TO = new RegExp(String.raw`\b${UNABLE}\s+${DOWN_TO}\s*,?\s*${IN_THERE}\b`, 'g');

/** `text` (lower case, contractions spelt out) with a thing out of the person's reach said as not reached; unchanged otherwise. */
export function beyondOwnReach(text: string): string {
  return text
    .replace(BEYOND, (_, which: string, thing: string) => `i can not reach ${['the', 'my', 'our'].includes(which) ? which : 'the'} ${thing}`)
    .replace(BENT_TO, (_, thing: string) => `i can not reach ${thing}`);
}
