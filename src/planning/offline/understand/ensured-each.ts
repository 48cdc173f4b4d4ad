/**
 * Two things made sure of in one breath ("can you check the fridge is shut and the tap is off"):
 * the asking words go before each ("... and check the tap is off"), so the second is read as the
 * first is (clause-kinds.ts `ensured`), not as a thing said to be so. Only where "and" opens a thing
 * said to be something ("and the tap is off").
 */

/** `text` with the phrase of making sure (speech.yaml `ensuring`, `ensuringSwitched`) said again after "and" before a thing told of. */
export function ensuredEach(text: string, phrases: readonly string[]): string {
  // The longest phrase said ("make sure that" over "make sure"): the text after it is where "and" gets it again.
  for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
    const match = new RegExp(`(?:^|[^a-z'])${phrase}\\s`).exec(text);
    if (match === null) continue;
    const end = match.index + match[0].length;
    return text.slice(0, end) + text.slice(end).replace(/\band\s+(?=(?:the|my|our|your|that|this)\s+[a-z ]+?\s+(?:is|are|has|have)\s)/g, `and ${phrase} `);
  }
  return text;
}
