/**
 * Things offered as a list with "or" at its end ("in a pot, pan or bowl", "a cloth, a sponge or a towel"): each comma is
 * another "or", as the parser reads "a pot or pan or bowl" (either). Only between words that name things, so a comma
 * closing a clause ("put the apple in a pot, or leave it") stays a comma. After a negation "or" is "and": "without a dirty
 * pot or pan" has neither.
 */

/** A thing as listed: a determiner at most and one or two words. */
const ITEM = String.raw`(?:(?:a|an|the|some|my|your)\s+)?([a-z]+)(?:\s+([a-z]+))?`;
const LISTED = new RegExp(String.raw`\b([a-z]+),\s+(${ITEM}(?:,\s+${ITEM})*,?\s+or\s+)`, 'gi');

/** A negation and the rest of its clause ("without a single dirty pot or pan in it", "no cup or mug"). */
const NEGATED = /\b(without|no|not\s+a|not\s+any|never\s+a)\b([^,.;:!?]*)/gi;
const DETERMINER = /^(?:a|an|the|any|my|single)$/i;

/**
 * `text` with "or" between things after a negation read as "and": "without a dirty pot or pan" has neither (the reader
 * knows "and" between things, not "or").
 */
function negatedEither(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(NEGATED, (_whole, negation: string, rest: string) => {
    const words = rest.split(/(\s+)/);
    const wordAt = (i: number, step: number): string | undefined => {
      for (let k = i + step; k >= 0 && k < words.length; k += step) if (words[k]!.trim() !== '' && !(step > 0 && DETERMINER.test(words[k]!))) return words[k];
      return undefined;
    };
    const joined = words.map((w, i) => (w.toLowerCase() === 'or' && isNoun((wordAt(i, -1) ?? '').toLowerCase()) && isNoun((wordAt(i, 1) ?? '').toLowerCase()) ? 'and' : w));
    return negation + joined.join('');
  });
}

/** `text` with each comma of a list of things closed by "or" read as "or" (before "without" is read: "without a dirty pot, pan or bowl"). */
export function listedEither(text: string, isNoun: (word: string) => boolean): string {
  return negatedEither(listedOr(text, isNoun), isNoun);
}

function listedOr(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(LISTED, (said, first: string, rest: string) => {
    const items = rest.replace(/,?\s+or\s+$/, '').split(/,\s+/);
    const named = (item: string): boolean => item.toLowerCase().split(/\s+/).filter((w) => !/^(?:a|an|the|some|my|your)$/.test(w)).every(isNoun);
    if (!isNoun(first.toLowerCase()) || !items.every(named)) return said;
    return `${first} or ${items.join(' or ')} or `;
  });
}
