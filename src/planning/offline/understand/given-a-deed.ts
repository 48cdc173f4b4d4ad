/**
 * A deed said as a thing given ("give that bowl a rinse", "give the mirror a quick wipe", "give it
 * a good scrub"): the deed done to the thing, as the command "rinse that bowl" says. Only deeds of
 * cleaning and tidying, so "give the dog a bone" and "give me a towel" are left as said.
 */

const DEED_GIVEN = /\bgive (it|them|(?:the|that|this|those|these|my|our|your|his|her) [a-z ]+?) a (?:(?:quick|good|proper|little|wee|bit of a) )?(rinse|wash|wipe|clean|scrub|tidy|dust|polish|wipe down|once over)\b/g;

/** `text` (lower case) with a cleaning deed said as given read as its command; unchanged otherwise. */
export function givenADeed(text: string): string {
  return text.replace(DEED_GIVEN, (_said, thing: string, deed: string) => `${deed === 'once over' ? 'clean' : deed === 'wipe down' ? 'wipe' : deed} ${thing}`);
}
