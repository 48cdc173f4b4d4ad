/**
 * A thing said first, on its own, and then acted on as "it" or "them" ("the shower, get it running", "that apple,
 * put it in the fridge", "my keys, can you find them"): the thing in the pronoun's place, said once. Read otherwise,
 * the lone name is a wish of its own (an apple served beside the one put away) and "it" has nothing to stand for
 * when that name also names a use ("shower").
 */

/** Words that make the part before the comma a clause, not a thing named ("the door is open, close it"). */
const SAYS_HOW = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'needs', 'need', 'looks', 'seems', 'feels', 'keeps', 'went', 'gone', 'been', 'getting', 'not', 'no', 'too']);
/** Times said first ("this morning, can you do it"): no thing. */
const TIMES = new Set(['morning', 'afternoon', 'evening', 'night', 'day', 'week', 'weekend', 'time', 'moment', 'minute', 'once', 'way']);
/**
 * A thing said first and then named again in the command ("the fridge, open the fridge", as a voice transcript has it
 * after a self-correction): said once. The lone name before it was a clause of nothing ("did not understand 'fridge'").
 */
const FRONTED_AGAIN = /(^|[.;:!?]\s*)(?:the|that|this|my|our|your)\s+([a-z]+(?:\s+[a-z]+)?)\s*,\s*(?=[^,.;:!?]*\b(?:the|that|this|my|our|your)\s+\2\b)/g;
const FRONTED = /(^|[.;:!?]\s*)((?:the|that|this|those|these|my|our|your)(?:\s+[a-z]+){1,3}?)\s*,\s*([^,.;:!?]*?)\b(it|them)\b/g;

/**
 * `text` (lower case) with a thing said first and then as "it" or "them" put in the pronoun's place. `isNoun`: whether
 * a word names things; `isVerb`: whether it is a verb (a name that is no noun, "shower", still names a thing unless a
 * verb).
 */
export function frontedThing(text: string, isNoun: (word: string) => boolean, isVerb: (word: string) => boolean): string {
  return text.replace(FRONTED_AGAIN, '$1').replace(FRONTED, (said, before: string, thing: string, between: string, _pronoun: string) => {
    const words = thing.split(/\s+/).slice(1);
    const last = words.at(-1)!;
    // Only names: a word that tells how the thing is ("the finished toilet roll") is read where it stands.
    if (!words.slice(0, -1).every(isNoun) || SAYS_HOW.has(last) || TIMES.has(last) || (!isNoun(last) && isVerb(last))) return said;
    return `${before}${between}${thing}`;
  });
}
