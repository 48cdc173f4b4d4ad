/**
 * When a thing was used, said with "of" as Romance-language speakers say it ("the plate of last
 * night", "il piatto di ieri sera", "o prato de ontem"; "the cup of this morning"): "from", as
 * English says it. Read as said, "of last" was a vessel to fill with "last" (issue 38), and the
 * plate left on the coffee table was refused. Only before a time of day or a meal.
 */
const OF_WHEN = /\b((?:the|my|that|this|those|these)\s+[a-z]+)\s+of\s+((?:last|yesterday|this|tonight|today)(?:\s+(?:night|morning|evening|afternoon|lunch|dinner|breakfast))?|(?:the\s+)?(?:breakfast|lunch|dinner|supper)(?:\s+(?:yesterday|today|last\s+night))?)\b/g;

/** `text` (lower case) with "of" before a time or a meal said as "from"; unchanged otherwise. */
export function ofWhen(text: string): string {
  return text.replace(OF_WHEN, (_, thing: string, when: string) => `${thing} from ${when}`);
}
