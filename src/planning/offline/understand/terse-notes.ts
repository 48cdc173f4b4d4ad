/**
 * A busy person's shorthand notes (issue 38): an arrow for where a thing goes ("keys -> drawer",
 * "soap bottle → bath edge": to the drawer), "=" for how a thing is ("bath edge = clutter", "sofa =
 * covered in stuff"), and the thing named bare, without "the". Read as said, the arrow was no word
 * ("names the keys and the drawer but not what to do with each"), and a bare "bath" before "is"
 * was read as a bath to run: towels hung and the tap on for a cluttered bath edge (a false success).
 */

const ARROW = /\s*(?:-+>|=+>|→|⇒|➔|➜)\s*/g;
const EQUALS = /\s*=\s*/g;
/** A bare name opening a clause and said to be something ("bath edge is clutter", its first word a thing): the thing, as "the bath edge" says it. */
const BARE_SUBJECT = /(^|[.;:!?]\s*)([a-z]+(?: [a-z]+)?) (is|are) /g;
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'it', 'there', 'here', 'what', 'which', 'who', 'everything', 'nothing', 'something', 'all', 'each', 'every', 'some', 'no']);

/** `text` (lower case) with a note's arrows and equals said in words, and a bare thing said to be so given "the". */
export function terseNotes(text: string, isNoun: (word: string) => boolean): string {
  const said = text.replace(ARROW, ' to ').replace(EQUALS, ' is ');
  if (said === text) return text;
  return said.replace(BARE_SUBJECT, (whole, before: string, thing: string, verb: string) => {
    const words = thing.split(' ');
    return DETERMINERS.has(words[0]!) || !isNoun(words[0]!) ? whole : `${before}the ${thing} ${verb} `;
  });
}
