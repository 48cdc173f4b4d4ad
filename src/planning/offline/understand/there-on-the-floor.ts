/**
 * A thing pointed out on the floor, or dropped ("there's a towel on the floor", "there are socks on
 * the bedroom floor", "I dropped my pen"): said as it lying there ("a towel is on the floor",
 * speech.yaml `outOfPlace`), which is out of place. "On the floor" alone is no such phrase: "bat and
 * racket, both on the floor" puts them there; nor is a thing dropped behind, under or into
 * something ("I dropped my keys behind the sofa"), which is out of reach and fetched.
 */

const THING = '((?:(?:a|an|the|some|my|your|his|her|their|our|two|three|loads of|lots of)\\s+)?[a-z]+(?:\\s+(?!again\\b|on\\b)[a-z]+)?)';
const FLOOR = 'on the (?:(?:bathroom|bedroom|kitchen|living room|lounge)\\s+)?floor\\b';
const THERE_ON_FLOOR = new RegExp(`\\bthere(?:'s| is| are|s)\\s+${THING}\\s+${FLOOR}`, 'gi');
/** Dropped, and said no more than where it fell on the floor (the clause ends there). */
const DROPPED = new RegExp(`\\b(?:i|he|she|they|we|someone|somebody|the baby|the kids?)\\s+(?:just\\s+)?dropped\\s+((?:my|his|her|their|our|the|a|an)\\s+[a-z]+(?:\\s+(?!again\\b|on\\b)[a-z]+)?)(?:\\s+${FLOOR})?(?=\\s*(?:[,.;:!?]|$|\\band\\b|\\bagain\\b))`, 'gi');

/** `text` with a thing pointed out on the floor, or dropped, said as lying there. */
export function thereOnTheFloor(text: string): string {
  return text.replace(THERE_ON_FLOOR, '$1 is on the floor').replace(DROPPED, '$1 is on the floor');
}
