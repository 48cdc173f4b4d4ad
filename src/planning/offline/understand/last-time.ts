/**
 * What happened last time, told as why ("I haven't got my glasses on and last time I turned the
 * wrong knob on the hob, but I'd love a fried egg"): a past the person tells, asking nothing. Read as
 * said, its past-tense verb ("turned") blocked the egg asked after it (issue 38). Said away up to
 * the clause's end; "like last time" and "the last time you made it" are left as said.
 */
const LAST_TIME = /(^|[,.;:!?]\s*|\s(?:and|but|because|cause|as|since)\s+)(?:the\s+)?last\s+time\s+(?:i|we|he|she|they)\s+(?![^,.;:!?]*\b(?:do|make|put|turn|switch)\s+(?:it|that|them)\s+(?:like|the\s+same))[^,.;:!?]*/g;

/** `text` (lower case) with a clause telling what happened last time said away; unchanged otherwise. */
export function withoutLastTime(text: string): string {
  return text.replace(LAST_TIME, (_, before: string) => `${before} `);
}
