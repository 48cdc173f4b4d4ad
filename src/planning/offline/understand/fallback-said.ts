/**
 * A first choice and a fallback ("a book, or the newspaper if there's no book", "a coffee, or tea
 * if there's no coffee", "a cloth, or a sponge if you can't find one"): either will do, the first
 * where the room has it. Read as "X or Y", the condition left out: the reader offers its
 * alternatives in the order said, and the room decides. Read with the condition, "there's no
 * book" was taken for the room lacking it and the whole request refused.
 */

// Read as typed (before contractions are spelt out): "there's", "isn't", "can't", "we're".
const NO = String.raw`(?:no|not\s+any|none|nothing|any)`;
const THERE_IS = String.raw`there(?:'s|s|\s+is|\s+are|\s+isn't|\s+is\s+not|\s+aren't|\s+are\s+not)`;
const WE = String.raw`(?:we|i|you|we're|we\s+are|i'm|i\s+am|you're|you\s+are)`;
const CONDITION = String.raw`(?:if\s+(?:${THERE_IS}\s+${NO}|${WE}\s+(?:have|got|haven't|have\s+not)\s+${NO}|${WE}\s+(?:have\s+|are\s+)?(?:run\s+out|ran\s+out|out)\s+of|you\s+(?:can\s+not|cannot|can't|could\s+not|couldn't)\s+find|${THERE_IS}\s+(?:none|not\s+one))|if\s+not|otherwise)\b[^,.;:!?]*`;
const FALLBACK = new RegExp(String.raw`\s*,?\s*\bor\s+([^,.;:!?]+?)\s+${CONDITION}`, 'gi');

/** `text` (as typed) with a fallback said as an alternative; unchanged otherwise. */
export function fallbackSaid(text: string): string {
  return text.replace(FALLBACK, (_, other: string) => ` or ${other}`);
}
