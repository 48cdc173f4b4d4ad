/**
 * A thing said not needed on ("we don't need the big light on in the bathroom", "I don't need the
 * telly on"): switched off, as "turn the big light off" says. Read as said, the light was named
 * with nothing asked of it, and the person was asked what to do with it (issue 38).
 */
const SWITCHED = String.raw`(?:light|lights|lamp|lamps|bulb|telly|tv|television|tap|taps|shower|candle|candles|laptop|computer|fan)`;
const NOT_NEEDED = new RegExp(String.raw`\b(?:we|i)\s+(?:really\s+)?(?:do\s+not|don't|did\s+not|no\s+longer)\s+need\s+((?:the|that|this|my|our|all\s+the|those|these)\s+(?:[a-z]+\s+){0,2}?${SWITCHED})\s+on\b`, 'g');

/** `text` (lower case, contractions spelt out) with a thing not needed on said as switched off; unchanged otherwise. */
export function notNeededOn(text: string): string {
  return text.replace(NOT_NEEDED, (_, thing: string) => `turn ${thing} off`);
}
