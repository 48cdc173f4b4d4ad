/**
 * "Keep" for "put", as Indian English says it ("kindly keep the milk in the fridge"; "keep them
 * properly", "keep it safely"): with no place said, a thing kept properly, safely or neatly is put
 * away where such things are kept. Read otherwise, "keep" is holding, and the thing was picked up
 * and held as if that were the task (issue 38: a son's CDs "kept properly" held in the hand, a
 * false success). A place said ("keep it in the drawer") is read as said, by words.yaml's verbs.
 */

/** What is kept: "it", "them", or a thing of up to three words after a determiner ("the cds", "my father's watch"). */
const THING = String.raw`(it|them|this|that|these|those|(?:the|my|his|her|their|our|your|this|that|these|those)(?:\s+[a-z']+){1,3}?)`;
const HOW = String.raw`(properly|safely|safe|neatly|carefully|nicely|tidily|securely)`;
/** Not "keep it safe from the cat" nor "keep it properly cold": only how it is kept, at the clause's end. */
const KEPT = new RegExp(String.raw`\bkeep\s+${THING}\s+${HOW}(?=\s*(?:$|[.,;!?]|\s(?:and|then|so|please|pls|itself|only)\b))`, 'g');

/** `text` (lower case) with a thing kept properly or safely said as put away; unchanged otherwise. */
export function keptAsPut(text: string): string {
  return text.replace(KEPT, (_, thing: string) => `put ${thing} away`);
}
