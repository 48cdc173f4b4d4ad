/**
 * A thing pointed out on the floor ("there's a towel on the floor", "there are socks on the bedroom
 * floor"): said as it lying there ("a towel is on the floor", speech.yaml `outOfPlace`), which is
 * out of place. "On the floor" alone is no such phrase: "bat and racket, both on the floor" puts
 * them there.
 */

const THERE_ON_FLOOR =
  /\bthere(?:'s| is| are|s)\s+((?:(?:a|an|the|some|my|your|his|her|their|our|two|three|loads of|lots of)\s+)?[a-z]+(?:\s+[a-z]+)?)\s+on the (?:(?:bathroom|bedroom|kitchen|living room|lounge)\s+)?floor\b/gi;

/** `text` with a thing pointed out on the floor said as lying there. */
export function thereOnTheFloor(text: string): string {
  return text.replace(THERE_ON_FLOOR, '$1 is on the floor');
}
