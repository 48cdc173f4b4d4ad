/**
 * A thing and where it goes barked as two fragments (issue 38): "Mug. In the sink. Now.", "The alarm clock. On the
 * desk.", "keys - in the drawer, quick". Read as said, the thing stood alone ("names the mug but not what to do with
 * it"). Only where the whole request is the thing, its place said with a preposition, and words of urgency or thanks:
 * "Toast. Coffee." names no place, and a longer clause may say anything.
 */

/** The prepositions a place is said with, and how the placement reads them. */
const PREPOSITIONS = 'in|into|inside|on|onto|on top of|in the|back in|back on|back into|back onto';
const OPTIONAL_DETERMINER = '(?:(?:the|my|your|his|her|our|that|this)\\s+)?';
const WORDS = '[a-z]+(?: [a-z]+){0,2}';
/** Words of urgency or thanks a barked request may close on ("now", "now please", "asap"). */
const CLOSING = 'please|pls|plz|now|asap|thanks|thx|ta|quick|quickly|cheers|right now|at once|immediately';
const SHAPE = new RegExp(
  `^\\s*${OPTIONAL_DETERMINER}(${WORDS})\\s*[.,;:!-]+\\s*(${PREPOSITIONS})\\s+${OPTIONAL_DETERMINER}(${WORDS})(?:[\\s.,;:!-]+(?:${CLOSING}))*\\s*[.!]*\\s*$`,
);

/** `text` (lower case) as a placement when it is a thing and its place barked as fragments; unchanged otherwise. `isNoun`: whether a word names a thing. */
export function tersePlacement(text: string, isNoun: (word: string) => boolean): string {
  const match = SHAPE.exec(text);
  if (match === null) return text;
  const [, thing, preposition, place] = match as unknown as [string, string, string, string];
  // Both said as things (their last word a noun): "Quick. In the sink." names nothing to put.
  if (!isNoun(thing.split(' ').at(-1)!) || !isNoun(place.split(' ').at(-1)!)) return text;
  return `put the ${thing} ${preposition.replace(/ the$/, '')} the ${place}`;
}
