/**
 * A thing wanted "in (little) bits", "in small pieces", "in chunks" with no cutting verb before it
 * ("can I have apple but in little bits", "a potato in pieces"): the thing cut up. words.yaml drops
 * "in pieces" as a filler of "cut the apple into pieces", where the verb already says it; said of a
 * thing alone, dropping it served a whole apple for one asked in bits (a false success, issue 38).
 * After a cutting verb in the same clause only the size goes ("cut it into little bits" → "cut it
 * into bits"): AI2-THOR slices one way only. A thing said cut up before where it goes ("the lettuce cut up in a bowl")
 * is said sliced, as "the lettuce sliced in a bowl" is read (the slices put there); with nothing after it ("an apple cut
 * up") it stays as said, for the uses that name it.
 */

const PIECES = /\b(in|into)\s+(?:(?:little|small|tiny|teeny|wee|bite size|bite sized|bitesize|bite-size|bite-sized|smaller)\s+)*(bits|pieces|chunks|slices)\b/g;
/** A verb that cuts, said before in the clause: the pieces are its manner, no state of their own. */
const CUTTING = /\b(?:cut|cuts|cutting|slice|slices|sliced|slicing|chop|chops|chopped|chopping|dice|diced|dicing|break|broken|tear|torn)\b/;
const CLAUSE_BREAK = /[,.;!?]|\b(?:and|but|so|then)\b/;

/** A thing (a determiner and a word) said cut up just before a place ("in a bowl", "on the plate"). */
const CUT_BEFORE_PLACE = /\b((?:a|an|the|my|some)\s+[a-z]+)\s+(?:cut|chopped|diced)(?:\s+up)?(?=\s+(?:in|on|into|onto)\s+(?:a|an|the|my|one|some)\s)/g;

/** `text` (lower case) with a thing wanted in pieces said as cut up; unchanged where a cutting verb says it. */
export function inPieces(text: string): string {
  return text.replace(CUT_BEFORE_PLACE, '$1 sliced').replace(PIECES, (said: string, into: string, unit: string, at: number) => {
    const clause = text.slice(0, at).split(CLAUSE_BREAK).at(-1) ?? '';
    return CUTTING.test(clause) ? `${into} ${unit}` : 'cut up';
  });
}
