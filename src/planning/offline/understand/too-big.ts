/**
 * A thing said to be too big as it is ("whole apple is too big for my lunch box", "the loaf's too
 * big to eat like that", "the potato is too chunky"): wanted cut up, as "in pieces" is (in-pieces.ts).
 * Read as said, the thing alone was served whole on a plate and reported done (a false success,
 * issue 38); "for my lunch box" named a box to put it in. Only things the reader knows, said just
 * before "too big"; what it is too big for goes with it (a place, a person or a purpose).
 */

const SIZE = String.raw`(?:big|large|chunky|huge|thick|massive)`;
const BE = String.raw`(?:'s|s|\s+(?:is|are|was|looks|seems))?`;
/** What it is too big for ("for my lunch box", "to eat", "to fit in the box"), up to the clause's end. */
const FOR = String.raw`(?:\s+(?:for|to)\s+[a-z' ]+?)?(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|so)(?![a-z']))`;
const TOO_BIG = new RegExp(String.raw`\b((?:the|that|this|my|a|an|whole|entire)\s+)?(?:(?:whole|entire)\s+)?([a-z]+)${BE}\s+(?:way\s+|much\s+|a\s+bit\s+|far\s+)?too\s+${SIZE}${FOR}`, 'g');

/** `text` (lower case, contractions spelt out) with a known thing said too big read as slicing it; unchanged otherwise. */
export function tooBig(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(TOO_BIG, (said: string, _det: string | undefined, thing: string) => (isNoun(thing) ? `slice the ${thing}` : said));
}
