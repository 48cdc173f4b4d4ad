/**
 * A candle wanted burning (issue 38): "make the candle burn", "get a candle burning", "I'd love some
 * candles burning". A burning candle is a lit one (AI2-THOR's Candle is toggleable: on is lit), read
 * as "lit", which the reader knows; "burn" of anything else (burnt toast, the stove) is left as said.
 */

const BURNING = /\b(candles?)\s+(?:burn|burns|burning|burnin|going)\b/gi;

/** `text` with a candle said burning said lit. */
export function burningAsLit(text: string): string {
  return text.replace(BURNING, (_, candle: string) => `${candle} lit`);
}
