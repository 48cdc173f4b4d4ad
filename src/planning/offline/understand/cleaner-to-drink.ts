/**
 * A cleaning product to drink (issue 38): "my little one wants a drink of the blue stuff in the
 * spray bottle", "can I have a sip of the washing up liquid". A word of drinking or swallowing and
 * a cleaning product in one clause (the catalogue's `detergent` effect: SoapBottle, SprayBottle,
 * SoapBar); the reader refuses it as uses.yaml `beyond.cleaner-to-drink`, never reading "a drink"
 * as a glass of water from the tap. The words returned are what it rests on.
 */

/** Words of drinking, swallowing or tasting a thing. */
const DRINKING: ReadonlySet<string> = new Set(['drink', 'drinks', 'drinking', 'sip', 'sips', 'swig', 'gulp', 'swallow', 'swallowing', 'taste', 'tasting', 'lick']);

/** The words from the word of drinking to the cleaning product (or back), or undefined. */
export function cleanerToDrink(clause: readonly string[], detergentAt: (clause: readonly string[], at: number) => number): string | undefined {
  const drink = clause.findIndex((w) => DRINKING.has(w));
  if (drink < 0) return undefined;
  for (let at = 0; at < clause.length; at++) {
    const length = detergentAt(clause, at);
    if (length === 0) continue;
    return at > drink ? clause.slice(drink, at + length).join(' ') : clause.slice(at, drink + 1).join(' ');
  }
  return undefined;
}
