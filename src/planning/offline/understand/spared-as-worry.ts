/**
 * What the person fears will happen to a thing, said as what they want it spared ("so the plant
 * in the kitchen doesn't die", "so that the bread won't go stale"): the worry that it will ("the
 * plant might die"), which names the need (uses.yaml `plants`, `fresh`). Read as a purpose, it was
 * set aside and the request asked nothing. Only of a thing named ("the", "my"), never of "it" after
 * a command ("put it in the fridge so it doesn't go off" keeps its command), and only of what
 * befalls a plant or food.
 */

const FEARED = String.raw`(die|dies|dry\s+out|dries\s+out|wilt|wilts|go\s+off|goes\s+off|go\s+bad|goes\s+bad|go\s+mouldy|go\s+moldy|goes\s+mouldy|spoil|spoils|rot|rots|go\s+stale|goes\s+stale|go\s+soft|goes\s+soft)`;
const SPARED = new RegExp(String.raw`\bso(?:\s+that)?\s+((?:the|my|our|all\s+the|all\s+my)\s+[a-z]+(?:\s+[a-z]+){0,4}?)\s+(?:does\s+not|do\s+not|will\s+not|would\s+not|is\s+not\s+going\s+to|are\s+not\s+going\s+to|can\s+not|never)\s+${FEARED}\b`, 'g');

/** `text` (lower case, contractions spelt out) with a thing to be spared said as the worry; unchanged otherwise. */
export function sparedAsWorry(text: string): string {
  return text.replace(SPARED, (_, thing: string, fate: string) => `${thing} might ${fate}`);
}
