/**
 * A meeting or call the person has just come out of ("just finished a three-hour meeting", "just
 * got off a call", "back from my interview"): where they have been, no work to ready the laptop
 * for. Read as said, "meeting" (uses.yaml `work`) readied a laptop for someone who had not eaten
 * since breakfast, or wanted a nap (issue 38). Said away, the rest is read; a meeting to come
 * ("I have a meeting at two") is left as said.
 */
const OVER = /\b(?:(?:i|we)\s+(?:have\s+|had\s+)?)?(?:just\s+)?(?:finished|got\s+out\s+of|come\s+out\s+of|came\s+out\s+of|come\s+off|came\s+off|got\s+off|back\s+from|done\s+with|sat\s+through|survived)\s+(?:a|an|my|the|that|this|another)\s+(?:[a-z0-9-]+\s+){0,3}?(?:meeting|meetings|call|calls|zoom|video\s+call|conference\s+call|workshop|webinar|presentation|interview|shift)\b/g;

/** `text` (lower case, contractions spelt out) with a meeting or call just over said away, as a clause break; unchanged otherwise. */
export function meetingOver(text: string): string {
  return text.replace(OVER, ' , ');
}
