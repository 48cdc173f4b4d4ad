/**
 * "There's a book on the floor", "there are two towels on the floor": a thing told to be on the floor, as "the book is
 * on the floor" says it (speech.yaml `outOfPlace`: "is on the floor"), which the floor is no place for. Said with "there
 * is", the phrase of lying there stood apart from its thing, and the floor was asked about ("What should I do with the
 * floor?"). Only the floor: "there's a book on the sofa" may be where it belongs. So is a thing dropped, said no more
 * than where it fell on the floor ("I dropped my pen"); not one dropped behind, under or into something ("I dropped my
 * keys behind the sofa"), which is out of reach and fetched.
 */

/** "there is (a/an/some/two) <one to three words> on the floor" (contractions spelt out), not after "no". */
const THERE_ON_FLOOR = /\bthere (is|are) (?:(?:a|an|some|the|my|your|our|his|her|their|two|three|a few|a couple of) )?((?:[a-z'-]+ ){0,2}?[a-z'-]+) ((?:just |still |all )?(?:lying )?(?:on|all over) the floor)\b/g;
/** "<someone> dropped my/the <one or two words>", the clause ending there or on the floor. */
const DROPPED =
  /\b(?:i|he|she|they|we|someone|somebody|the baby|the kids?) (?:just )?dropped ((?:my|his|her|their|our|the|a|an) [a-z]+(?: (?!again\b|on\b)[a-z]+)?)(?: on the (?:(?:bathroom|bedroom|kitchen|living room|lounge) )?floor\b)?(?=\s*(?:[,.;:!?]|$|\band\b|\bagain\b))/g;

/** `text` (lower case, contractions spelt out) with a thing told to be there on the floor, or dropped, said as "the X is on the floor". */
export function thereOnTheFloor(text: string): string {
  return text
    .replace(THERE_ON_FLOOR, (whole: string, be: string, thing: string, where: string) => (/\b(no|not|nothing)\b/.test(thing) ? whole : `the ${thing} ${be} ${where}`))
    .replace(DROPPED, '$1 is on the floor');
}
