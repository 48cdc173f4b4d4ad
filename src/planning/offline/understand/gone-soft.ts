/**
 * "Gone" said of how a thing has become ("the soap's gone all soft and mushy", "the bread has gone
 * hard", "the tea's gone cold"): it is so now, as "is" says it. Read as said, "gone" was the thing
 * missing ("the soap is gone"), and soap was fetched to the sink where it already stood. Not "gone
 * off", "gone bad", "gone green" or "gone mouldy" (spoilt, read as such) nor "gone missing".
 */

/** How it became, short of spoilt: "gone green", "gone mouldy", "gone hard" say food is off (food-states), read as before. */
// Slimy and gooey: soap left wet ("the soap's gone all slimy and soft from sitting in the bath water").
const HOW = String.raw`(soft|mushy|soggy|squishy|sticky|floppy|cold|warm|lukewarm|wet|damp|slimy|gooey|slippery)`;
const GONE = new RegExp(String.raw`\b(?:is|has|have|are|had) gone (?:all |really |a bit |completely |totally |so |very |quite )*${HOW}\b`, 'g');

/** `text` (lower case, contractions spelt out) with "gone" of how a thing became said as "is"; unchanged otherwise. */
export function goneSoft(text: string): string {
  return text.replace(GONE, (_said, how: string) => `is ${how}`);
}
