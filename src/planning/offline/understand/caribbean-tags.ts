/**
 * Jamaican and Caribbean English closes a request with "nuh" ("mek mi a likkle toast nuh", "pass
 * di remote nuh"): a tag softening the asking, as "won't you" is, asking nothing more. Before a verb
 * the same word says "don't" ("nuh touch it"), so only a closing one is taken out; any other is
 * left for the reader, which does not know it and so reads nothing on it.
 */

/** `text` (lower case) without a "nuh" that closes a clause. */
export function withoutClosingNuh(text: string): string {
  return text.replace(/(^|\s)(?:nuh|noh)(?=\s*(?:[,.;:!?]|$))/g, '$1');
}
