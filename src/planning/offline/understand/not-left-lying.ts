/**
 * A thing the person would rather not leave lying about ("I'd rather not leave my credit card just
 * lying about on the sofa", "don't want to leave the knife lying on the counter"): the thing said to
 * be out of place, as "I'd rather not have my card lying about" reads. Read as said, "leave" is a
 * command to leave the thing, and the words of its lying there are not understood.
 */

/** A negation, then "leave" (with a wish between: "don't want to leave", "would rather not leave"). */
const NOT_LEAVE = /\b(not|never)((?: (?:want|wish|like|wanna|to|really|ever))*) leave ((?:the|my|our|your|his|her|their|that|this|those|these) (?:[a-z]+ ){0,3}?)((?:just |all )?(?:lying|laying|left|sitting|sat|lay) )/g;

/** `text` (lower case, contractions spelt out) with "not leave X lying" said as "not have X lying"; unchanged otherwise. */
export function notLeftLying(text: string): string {
  return text.replace(NOT_LEAVE, (_said, not: string, wish: string, thing: string, lying: string) => `${not}${wish} have ${thing}${lying}`);
}
