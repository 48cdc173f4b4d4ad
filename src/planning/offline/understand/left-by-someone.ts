/**
 * "left" opening a clause after "and" ("the guests went out and left the bathroom light on"): what
 * they did, its doer said in the clause before. "left" is never a command (that is "leave"), but
 * read alone it was parsed as one ("leave the light on": kept on, the opposite of the complaint).
 * Said with its doer as "someone", it is read as "someone left the light on" is. Only after a
 * joining word: "the last lot left their washing-up" is read by its own clause.
 */

/** "left" right after "and", "then" or "but", before a thing or "it"/"them". */
const AND_LEFT = /\b(and|then|but)\s+left\s+(?=(?:the|my|our|your|his|her|their|all the|every|it|them)\b)/g;

/** `text` (lower case, contractions spelt out) with "and left ..." said with a doer; unchanged otherwise. */
export function leftBySomeone(text: string): string {
  return text.replace(AND_LEFT, (_said, join: string) => `${join} someone left `);
}
