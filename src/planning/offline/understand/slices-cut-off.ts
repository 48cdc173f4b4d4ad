/**
 * Slices said as cut off a thing ("cut us a couple of slices off the loaf", "cut me a slice of
 * that bread", "slice a few bits off the apple"): the thing sliced, as "slice the loaf" says. "Us"
 * and "me" are who they are for. Only of a thing named, so "cut a slice of cake" where no cake is
 * known is left as said.
 */

const CUT_OFF = /\b(?:cut|slice|carve|hack)(?: (?:us|me|him|her|them|the kids))? (?:a|one|two|three|a couple of|a couple|a few|some|a bit of|a few bits|a bit|a piece|a couple of bits)(?: (?:slices?|pieces?|bits?|chunks?|wedges?|rounds?))? (?:off|of|from) ((?:the|that|this|my|our) [a-z]+)/g;

/** `text` (lower case) with slices cut off a named thing read as slicing it; unchanged otherwise. */
export function slicesCutOff(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(CUT_OFF, (said, thing: string) => (isNoun(thing.split(' ').at(-1)!) ? `slice ${thing}` : said));
}
