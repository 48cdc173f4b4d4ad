/**
 * A candle wanted burning (issue 38): "make the candle burn", "get a candle burning", "I'd love some
 * candles burning". A burning candle is a lit one (AI2-THOR's Candle is toggleable: on is lit), read
 * as "lit", which the reader knows; "burn" of anything else (burnt toast, the stove) is left as said.
 */

// Not "a candle going on the side of the tub": where it goes (irish-and-southern.ts reads "going" the same way).
const BURNING = /\b(candles?)\s+(?:burn|burns|burning|burnin|going(?!\s+(?:on|onto|in|into)\b))\b/gi;

/** `text` with a candle said burning said lit. */
export function burningAsLit(text: string): string {
  return text.replace(BURNING, (_, candle: string) => `${candle} lit`);
}
