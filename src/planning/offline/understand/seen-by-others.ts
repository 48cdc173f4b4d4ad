/**
 * A thing the person would rather others did not see where it is ("I'm on a call in five and I'd
 * rather my colleagues didn't see my teddy on the bed", "I don't want the guests to see the laptop
 * on the sofa"): the thing is wanted off that place, as "I do not want my teddy on the bed" says.
 * Read as said, "see" is the person's need for light, and a lamp was switched on while the teddy
 * stayed on the bed (issue 38, a false success). Only someone other than the person sees ("I can't
 * see my keys on the table" is the person's own seeing, seen-for-themselves.ts), and only a thing
 * with its place; without the place nothing is rewritten.
 */

/** Who would rather: the person, as the contractions leave it spelt out. */
const RATHER = String.raw`(?:i would rather|i had rather|i would prefer|i do not want|i don't want|i really do not want|i would hate)`;
/** Who must not see it: anyone but the person ("my colleagues", "the guests", "anyone", "my boss"). */
const OTHERS = String.raw`(?:(?:my|our|the|his|her|their|any|all)\s+)?(?!i\b|we\b|me\b|us\b|myself\b)([a-z']+(?:\s+[a-z']+)?)`;
/** Their not seeing: "did not see", "to see" after not wanting, "not to see", "never see". */
const NOT_SEE = String.raw`(?:did not|do not|does not|would not|will not|could not|not to|never|to)\s+(?:see|spot|notice)`;
/** The thing and its place: "my teddy on the bed", "the laptop lying on the sofa". */
const THING_AT = String.raw`((?:the|my|our|his|her|their|that|this)\s+[a-z']+(?:\s+[a-z']+)?)\s+(?:(?:lying|sitting|left)\s+)?(on|in|on top of)\s+((?:the|my|our|that|this)\s+[a-z']+)`;

const SEEN = new RegExp(String.raw`\b${RATHER}\s+(?:that\s+)?${OTHERS}\s+${NOT_SEE}\s+${THING_AT}`, 'g');

/** `text` (lower case, contractions spelt out) with a thing others should not see on a place said as not wanted there. */
export function seenByOthers(text: string): string {
  return text.replace(SEEN, (said, others: string, thing: string, on: string, place: string) => {
    // "I'd rather it did not ...", "I do not want to see ...": no one else sees.
    if (/^(?:it|they|them|you|to)\b/.test(others)) return said;
    return `i do not want ${thing} ${on} ${place}`;
  });
}
