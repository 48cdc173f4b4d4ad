/**
 * People said to be coming to the house ("my friends are coming over", "the in-laws are popping
 * round later", "company's coming"): guests coming, the need uses.yaml serves (a tidy room), as
 * "guests are coming" says it. Only with a word of coming to the house ("over", "round", "to
 * stay"): "my friends are coming to pick me up" asks nothing of the room. What follows ("for
 * dinner") is left to be read.
 */

const PEOPLE =
  '(?:(?:my|our|the|some|a few|a couple of|his|her|their) )?(?:friends|mates|pals|family|parents|folks|folk|in-laws|inlaws|relatives|relations|rellies|people|neighbours|neighbors|girls|lads|boys|gang|kids friends|mum|mom|dad|mother|father|sister|brother|nan|nana|granny|grandma|grandad|grandpa|grandparents|aunt|auntie|uncle|cousins|boss|colleagues|date|boyfriend|girlfriend|partner)';
const COMING = '(?:is|are|will be|were)? ?(?:coming|popping|dropping|stopping|calling)';
const TO_HOUSE = '(?:over|round|around|by|in|to stay|to visit|for a visit|to see us|to see me)';
const SAID = new RegExp(`\\b${PEOPLE} ${COMING} ${TO_HOUSE}\\b|\\bcompany (?:is |will be )?coming\\b`, 'g');

/** `text` (lower case, contractions spelt out) with people coming to the house said as guests coming; unchanged otherwise. */
export function peopleComing(text: string): string {
  return text.replace(SAID, 'guests coming');
}
