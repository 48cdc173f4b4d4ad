/**
 * A thing wanted "within reach of the bed" (issue 38: "she would be most grateful to find her book within reach of the
 * bed"): beside that furniture, as "by the bed" says it. Read with speech.yaml `inReach`, "within reach" was a child
 * able to get at the thing, and the book was shut away in a drawer. Only of a thing of the room ("within reach of the
 * kids" is the child's reach, left as it is).
 */

const REACH_OF = /\bwithin (?:easy |arm's |arms |an arm's )?reach of (?:the|my|her|his|their|our|your) ([a-z]+)\b/g;

/** `text` (lower case) with "within reach of the <furniture>" said as "by the <furniture>"; unchanged otherwise. */
export function reachOfPlace(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(REACH_OF, (said, place: string) => (isNoun(place) ? `by the ${place}` : said));
}
