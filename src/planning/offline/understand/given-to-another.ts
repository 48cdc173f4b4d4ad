/**
 * A thing handed to another grown-up of the house ("give the mug to my dad", "hand my mum a mug",
 * "pass the remote to my husband"): handed over, as to the person, who is the one here to take it
 * (the robots hand things only to the person: held). Read as said, "dad" was not understood and
 * "hand" alone asked for clean hands (the tap run). Not a child: a sharp thing handed to one is
 * refused (sharp-for-child.ts), and "her", "him", "them" may be one.
 */

const ADULTS =
  '(?:(?:my|our|the|your) )?(?:dad|father|mum|mom|mother|husband|wife|partner|nan|nana|gran|granny|grandad|grandpa|grandma|flatmate|roommate|housemate|boyfriend|girlfriend|fiance|fiancee|guest|guests|uncle|aunt|auntie)';
const HANDING = '(give|hand|pass|bring|take|fetch)';
const TO_ADULT = new RegExp(`\\b${HANDING} ((?:[a-z]+ ){1,4}?)to ${ADULTS}\\b`, 'g');
const ADULT_FIRST = new RegExp(`\\b${HANDING} ${ADULTS} (a|an|the|some|his|her|their|my|that|this)\\b`, 'g');

/** `text` (lower case) with a thing handed to another grown-up said as handed to the person; unchanged otherwise. */
export function givenToAnother(text: string): string {
  return text.replace(TO_ADULT, '$1 $2to me').replace(ADULT_FIRST, '$1 me $2');
}
