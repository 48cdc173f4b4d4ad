/**
 * A result wanted said as what someone wakes up or comes home to ("he should wake up to the
 * basketball on his bed", "I want to come down to a clean kitchen", "nice to come home to the
 * lamp on"): the state of things then is what is asked, never a need of waking ("wake up" is a
 * coffee) or of coming anywhere. Read as wanting it so ("he should want the basketball on his
 * bed"), before a thing or a state of one.
 */

const OPENS = String.raw`(?:a|an|the|my|his|her|their|our|your|some|all|no|every|clean|tidy|fresh|made)`;
const WOKEN = new RegExp(String.raw`\b(?:(?:he|she|they|we|i|you) (?:should|will|would|can|could|must|is to|are to|gets to|get to) )?(?:(?:wake|wakes|waking|woke|woken) up|come (?:down|home|back|in)|comes (?:down|home|back|in)|coming (?:down|home|back|in)|get (?:home|back|up)|walk in) to (?=${OPENS}\b)`, 'g');

/** `text` (lower case) with waking up or coming home to a state of things read as wanting it so; unchanged otherwise. */
export function wokenTo(text: string): string {
  // Whoever wakes up to it, the person asking wants it ("he should wake up to ..." is "i want ...").
  return text.replace(WOKEN, (said: string) => (/^(?:he|she|they|we|i|you) /.test(said) ? 'i want ' : 'want '));
}
