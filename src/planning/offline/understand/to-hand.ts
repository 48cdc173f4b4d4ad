/**
 * A thing wanted "to hand", "in my hand", "at hand" or "handy" ("the remote in my hand for once",
 * "my towel to hand when I get out", "keep the tissues handy"): the thing brought to the person
 * (held), never the hands to wash that "hand" alone says (uses.yaml `hands`). Only right after a
 * thing's name, so "wash my hands" and "my hands are sticky" are left as said.
 */

const HAND = /\b([a-z]+)((?:\s+(?:is|was|are|were|actually|already|just|right|always|finally))*)\s+(?:(?:to|in|at|into)\s+(?:my|your|the|one|his|her|our|their)?\s*hands?|handy|within hand's reach)(?![a-z'])/g;

/** `text` (lower case) with a thing wanted to hand read as brought to the person; unchanged otherwise. */
export function toHand(text: string, isNoun: (word: string) => boolean): string {
  // "the remote was actually in my hand": the thing and how it is said to be, then brought (wished-so.ts reads the wish).
  return text.replace(HAND, (said, thing: string, how: string) => (isNoun(thing) ? `${thing}${how} brought to me` : said));
}
