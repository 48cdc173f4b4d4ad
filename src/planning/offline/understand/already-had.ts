/**
 * A meal, drink or wash the person has had already ("I already had breakfast, just a coffee
 * please", "we've eaten", "just had a bath"): what they no longer need, told beside what they
 * do, never asked ("I had toast for breakfast, can I have an apple"). Read as said, "breakfast"
 * made breakfast as well as the coffee.
 */

const WHO = '(?:i|we|he|she|they|you|the kids|the children)';
const HAD = '(?:(?:have|has|had) )?(?:already |just )?(?:had|eaten|ate|finished)';
const WHAT =
  '(?:(?:my|our|his|her|their|a|the|some|a bit of) )?(?:breakfast|brunch|lunch|dinner|supper|tea|a meal|meal|something to eat|a coffee|coffee|a snack|snack|a shower|shower|a bath|bath|a wash|wash)';
/** What was had for a meal ("I had toast for breakfast"). */
const FOR_MEAL = '(?:[a-z]+ ){1,3}?for (?:breakfast|brunch|lunch|dinner|supper|tea)';
const SAID = new RegExp(`\\b${WHO} ${HAD} (?:${WHAT}|${FOR_MEAL})(?: already)?\\b|\\b${WHO} (?:have |has )?(?:already |just )?eaten(?: already)?\\b`, 'g');

/**
 * The same in a list of what the person did, its "I" said once before it ("I got the baby down, had a shower, and now
 * I'd like to read"): after a comma or "and", with "I" or "we" earlier in the text.
 */
const ELIDED = new RegExp(`(,|\\band)\\s+(?:then\\s+)?(?:already |just |finally )?(?:had|ate|finished) ${WHAT}\\b(?!\\s+(?:running|ready|on)\\b)`, 'g');
const SPEAKER = /\b(?:i|we)\b/;

/** `text` (lower case, contractions spelt out) without what the person has had already; unchanged otherwise. */
export function withoutAlreadyHad(text: string): string {
  return text.replace(SAID, ' ').replace(ELIDED, (whole: string, join: string, at: number) => (SPEAKER.test(text.slice(0, at)) ? `${join} ` : whole));
}
