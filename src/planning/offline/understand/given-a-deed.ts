/**
 * A deed said as a thing given ("give that bowl a rinse", "give the mirror a quick wipe", "give it
 * a good scrub"): the deed done to the thing, as the command "rinse that bowl" says. Only deeds of
 * cleaning and tidying, so "give the dog a bone" and "give me a towel" are left as said.
 */

const DEED_GIVEN = /\bgive (it|them|(?:the|that|this|those|these|my|our|your|his|her) [a-z ]+?) a (?:(?:quick|good|proper|little|wee|bit of a) )?(rinse|wash|wipe|clean|scrub|tidy|dust|polish|wipe down|once over)\b/g;

/** `text` (lower case) with a cleaning deed said as given read as its command; unchanged otherwise. */
export function givenADeed(text: string): string {
  // "I want to give the shelves a proper dust": the person's own deed, said of themselves, is no command.
  return text.replace(DEED_GIVEN, (said, thing: string, deed: string, at: number) =>
    OWN_DEED.test(text.slice(Math.max(0, at - 40), at)) ? said : `${deed === 'once over' ? 'clean' : deed === 'wipe down' ? 'wipe' : deed} ${thing}`,
  );
}

/** The person saying the deed is theirs just before it ("I want to", "we are going to", "I will"). */
const OWN_DEED = /\b(?:i|we)\b(?: [a-z']+){0,4} $/;
