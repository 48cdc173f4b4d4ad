/**
 * Two things made sure of in one breath ("can you check the fridge is shut and the tap is off"):
 * the asking words go before each ("... and check the tap is off"), so the second is read as the
 * first is (clause-kinds.ts `ensured`), not as a thing said to be so. Only where "and" opens a thing
 * said to be something ("and the tap is off").
 */

/** `text` with the phrase of making sure (speech.yaml `ensuring`, `ensuringSwitched`) said again after "and" before a thing told of. */
export function ensuredEach(text: string, phrases: readonly string[]): string {
  const phrase = [...phrases].sort((a, b) => b.length - a.length).find((p) => new RegExp(`(?:^|[^a-z'])${p}\\s`).test(text));
  if (phrase === undefined) return text;
  const at = text.search(new RegExp(`(?:^|[^a-z'])${phrase}\\s`));
  const head = text.slice(0, at + phrase.length + 1);
  const rest = text.slice(at + phrase.length + 1).replace(/\band\s+(?=(?:the|my|our|your|that|this)\s+[a-z ]+?\s+(?:is|are|has|have)\s)/g, `and ${phrase} `);
  return head + rest;
}
