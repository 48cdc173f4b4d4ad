/**
 * Things offered as a list with "or" at its end ("in a pot, pan or bowl", "a cloth, a sponge or a towel"): each comma is
 * another "or", as the parser reads "a pot or pan or bowl" (either). Only between words that name things, so a comma
 * closing a clause ("put the apple in a pot, or leave it") stays a comma.
 */

/** A thing as listed: a determiner at most and one or two words. */
const ITEM = String.raw`(?:(?:a|an|the|some|my|your)\s+)?([a-z]+)(?:\s+([a-z]+))?`;
const LISTED = new RegExp(String.raw`\b([a-z]+),\s+(${ITEM}(?:,\s+${ITEM})*,?\s+or\s+)`, 'g');

/** `text` (lower case) with each comma of a list of things closed by "or" read as "or". */
export function listedEither(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(LISTED, (said, first: string, rest: string) => {
    const items = rest.replace(/,?\s+or\s+$/, '').split(/,\s+/);
    const named = (item: string): boolean => item.split(/\s+/).filter((w) => !/^(?:a|an|the|some|my|your)$/.test(w)).every(isNoun);
    if (!isNoun(first) || !items.every(named)) return said;
    return `${first} or ${items.join(' or ')} or `;
  });
}
