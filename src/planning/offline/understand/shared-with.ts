/**
 * A thing said to share the person's bed or seat (issue 38): "I'm literally sharing my bed with a
 * baseball bat", "sharing the sofa with three laptops". The thing is in that bed or on that seat,
 * where it is in the way, and is read so ("there is a baseball bat in my bed"), which the reader
 * knows; sharing with a person ("sharing my bed with my sister") is left as said.
 */

const SHARING = /\b(?:(?:i am|i'm|im|we are|we're)\s+)?(?:literally\s+|basically\s+|still\s+)?sharing\s+(my|the|this|our)\s+(bed|sofa|couch|settee|armchair|chair|desk)\s+with\s+((?:a|an|the|some|two|three|this|that|these|those|his|her|their)\s+[a-z ]+?)(?=\s*(?:[,.;:!?]|\band\b|\bbut\b|\bhow\b|$))/gi;
/** A person shared with: no thing. */
const PEOPLE = /\b(sister|brother|mum|mom|dad|partner|husband|wife|boyfriend|girlfriend|kids?|children|baby|dog|cat|friend|flatmate|roommate)\b/i;

/** `text` with a thing sharing the bed or seat said as lying in or on it. */
export function sharedWith(text: string): string {
  return text.replace(SHARING, (all: string, whose: string, seat: string, thing: string) => (PEOPLE.test(thing) ? all : `there is ${thing} ${/bed/i.test(seat) ? 'in' : 'on'} ${whose} ${seat}`));
}
