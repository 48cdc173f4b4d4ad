/**
 * "The side" as British English names the kitchen counter ("put the mug back on the side", "the soap
 * fell off the side", "put back on the side"): the counter, which words.yaml names (CounterTop;
 * where a room has none, what stands in for it is said). Read alone it is a word of description
 * ("the side drawer"), and a place of nothing: "put the mug on the side" kept the mug in hand. Only
 * where a thing is put there in the same clause; where a thing is told to be ("the spray is on the
 * side") it is read as before. Not "the side of the bath", "the side table": which part, which table.
 */

const PUT = /\b(?:put|putting|pop|popping|stick|set|place|leave|move|bring|take|stand|lay)\b/;
const SIDE = /\b(on|onto|back on|back onto) (the|my|our) side\b(?!\s+(?:of|table|tables|drawer|drawers|door|doors|board|plate|plates|light|lamp|lamps|salad|dish))/g;
const CLAUSE_BREAK = /[,.;!?]|\b(?:and|but|so|then)\b/;

/** `text` (lower case) with "the side" named as the counter where a thing is put there; unchanged otherwise. */
export function sideAsCounter(text: string): string {
  return text.replace(SIDE, (said: string, on: string, owner: string, at: number) => {
    const clause = text.slice(0, at).split(CLAUSE_BREAK).at(-1) ?? '';
    return PUT.test(clause) ? `${on} ${owner} counter` : said;
  });
}
