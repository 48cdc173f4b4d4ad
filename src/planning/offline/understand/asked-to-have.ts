/**
 * Asking to be given a thing ("could I have the pillow off the bed", "can I have the remote", "may I
 * have a glass of water"): a wish for it, read as "I want ..." is (a thing to hand is brought; a use
 * named is that use). Only "I": "can we have candles instead" asks the room, not a hand.
 */
const ASKED = /(^|[,.;:!?]\s*|\s(?:and|but|so)\s+|\s)(?:could|can|may)\s+i\s+(?:please\s+)?have\s+(?=(?:the|my|a|an|that|this|some|those|these)\s)/g;

/** `text` with "could I have" read as "I want". */
export function askedToHave(text: string): string {
  return text.replace(ASKED, '$1i want ');
}
