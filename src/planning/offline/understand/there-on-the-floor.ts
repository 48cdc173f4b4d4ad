/**
 * "There's a book on the floor", "there are two towels on the floor": a thing told to be on the floor, as "the book is
 * on the floor" says it (speech.yaml `outOfPlace`: "is on the floor"), which the floor is no place for. Said with "there
 * is", the phrase of lying there stood apart from its thing, and the floor was asked about ("What should I do with the
 * floor?"). Only the floor: "there's a book on the sofa" may be where it belongs.
 */

/** "there is a/an/some/two <one to three words> on the floor" (contractions spelt out), not after "no". */
const THERE_ON_FLOOR = /\bthere (is|are) (?:a|an|some|the|my|your|our|his|her|their|two|three|a few|a couple of) ((?:[a-z'-]+ ){0,2}?[a-z'-]+) ((?:just |still |all )?(?:lying )?(?:on|all over) the floor)\b/g;

/** `text` (lower case, contractions spelt out) with a thing told to be there on the floor said as "the X is on the floor". */
export function thereOnTheFloor(text: string): string {
  return text.replace(THERE_ON_FLOOR, (whole: string, be: string, thing: string, where: string) => (/\b(no|not|nothing)\b/.test(thing) ? whole : `the ${thing} ${be} ${where}`));
}
