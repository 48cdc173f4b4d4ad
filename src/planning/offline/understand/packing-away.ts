/**
 * Things still out while the person packs to move (issue 38): "I'm packing my room up for the move and my CDs are still
 * out on the shelf", "we're packing tonight and the books are still lying about". Packing said, a thing said to be still
 * out is wanted packed: put in the box (AI2-THOR's Box: openable, a receptacle for small things). Read as said, the thing
 * was named with nothing to do ("What should I do with the cds?"). Without packing said, "still out" stays as it was.
 */

const PACKING = /\b(?:i am|we are|i have been|we have been|am|are)\s+(?:packing|boxing)\b|\bpacking up\b|\bpack up\b|\bfor the move\b/;
const STILL_OUT = /\b((?:my|our|the|his|her|their)\s+[a-z]+)\s+(?:is|are)\s+still\s+(?:out|lying about|lying around|sitting out|left out)(?:\s+(?:on|in)\s+(?:the|my|our)\s+[a-z]+)?/g;

/** `text` (lower case, contractions spelt out) with a thing still out while packing put in the box; unchanged otherwise. */
export function packingAway(text: string): string {
  if (!PACKING.test(text)) return text;
  return text.replace(STILL_OUT, (_said, thing: string) => `put ${thing} in the box`);
}
