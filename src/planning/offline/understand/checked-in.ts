/**
 * Checking in or out, as guests of a holiday let or a hotel do ("before the guests check in", "they
 * check out at ten"): arriving or leaving, said of people. Read as said, "check" was the verb of
 * making sure and the clause of when it happens read as a command, so the request around it was
 * not read as asked (issue 38). "Check in the drawer" (look inside) has no person before it.
 */

const PEOPLE = String.raw`(guests|guest|visitors|they|we|you|he|she|i|people|family|lot|airbnb people|the others)`;
const CHECKED = new RegExp(String.raw`\b${PEOPLE}\s+(check|checks|checked|checking)\s+(in|out)\b(?!\s+(?:the|a|an|my|your|his|her|their|on|with|for)\b)`, 'g');
const ARRIVING: Readonly<Record<string, string>> = { check: 'arrive', checks: 'arrive', checked: 'arrived', checking: 'arriving' };
const LEAVING: Readonly<Record<string, string>> = { check: 'go', checks: 'go', checked: 'went', checking: 'going' };

/** `text` (lower case) with people checking in or out said as arriving or going; unchanged otherwise. */
export function checkedIn(text: string): string {
  return text.replace(CHECKED, (_, who: string, verb: string, way: string) => `${who} ${(way === 'in' ? ARRIVING : LEAVING)[verb]!}`);
}
