/**
 * A storyteller's request (issue 38): the day told first, then "anyway" and what is wanted ("so
 * the baby was up all night, and then the car wouldn't start ... anyway I just need to sleep").
 * "Anyway" turns from the story to the request, so only what follows it is read: the story's
 * words named a car and a station, things outside the room, and refused the whole. Only where
 * "anyway" opens a clause with something after it; "do it anyway" is read as said.
 */

/** The turn from the story to the request, opening a clause (after a mark, "so", "but" or "and"). */
const TURN = /(?:^|[,.;:!?]|\b(?:so|but|and|well|um|uh|oh)\b)\s*(?:anyway|anyways|anyhow|long story short|to cut a long story short|to make a long story short|but yeah|so yeah)\b\s*[,.;:!?]?\s*/g;

/** `text` from the last turn to the request on, where one stands before more words; unchanged otherwise. */
export function afterAnyway(text: string): string {
  const lower = text.toLowerCase();
  let from = -1;
  for (const found of lower.matchAll(TURN)) if (found.index! > 0) from = found.index! + found[0].length;
  if (from < 0) return text;
  const rest = text.slice(from).trim();
  return rest.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length >= 2 ? rest : text;
}
