/**
 * Two places offered as either ("put the spray away in a cupboard or a drawer", "on the shelf or
 * the table"): either will do, so where the room has only one, that one is meant; where it has both, either stays. Read with both, the
 * reader took "or" for a word it does not know, or refused for the room lacking one of them (a
 * bathroom with cupboards and no drawer). Only where both words name places: "the mug or the cup"
 * are things, which the reader offers as alternatives itself (fallback-said.ts).
 */

const PREP = '(?:in|into|on|onto|inside|under)';
const DET = '(?:a|an|the|my|our|one of the)';
/** "in a cupboard or a drawer", "in the cupboard or in a drawer": a place's words of one or two words, "or", the other's. */
const EITHER = new RegExp(String.raw`\b(${PREP})\s+(${DET}\s+[a-z]+(?:\s+[a-z]+)?)\s+or\s+(?:${PREP}\s+)?(${DET}\s+[a-z]+(?:\s+[a-z]+)?)`, 'gi');

export interface EitherPlaceWords {
  /** The types a place's words name in full ("a cupboard": Cabinet), none when they do not. */
  readonly placeTypes: (words: string) => readonly string[];
  /** Whether the room has a thing of this type. */
  readonly has: (type: string) => boolean;
}

interface Place {
  readonly words: string;
  readonly types: readonly string[];
  /** Words caught after the place that are not of it ("a drawer where"): said on after it. */
  readonly rest: string;
}

/** `text` with two places said as either narrowed to the one the room has; unchanged where it has both or neither, or they name no places. */
export function eitherPlace(text: string, words: EitherPlaceWords): string {
  return text.replace(EITHER, (whole: string, prep: string, firstSaid: string, secondSaid: string) => {
    const first = placeOf(firstSaid, words);
    const second = placeOf(secondSaid, words);
    // The first place's words must end where "or" starts: "in the cupboard door or ..." is no place offered.
    if (first === undefined || first.rest !== '' || second === undefined) return whole;
    const tail = second.rest === '' ? '' : ` ${second.rest}`;
    const [firstHere, secondHere] = [first.types.some(words.has), second.types.some(words.has)];
    // Both here: either, as said (the parser reads "X or Y" as either place).
    if (firstHere && secondHere) return whole;
    if (firstHere) return `${prep} ${first.words}${tail}`;
    if (secondHere) return `${prep} ${second.words}${tail}`;
    return whole;
  });
}

/** The place of `said` (its words in full, else without its last word), or undefined. */
function placeOf(said: string, words: EitherPlaceWords): Place | undefined {
  const parts = said.split(/\s+/);
  for (let end = parts.length; end >= 2; end--) {
    const types = words.placeTypes(parts.slice(0, end).join(' '));
    if (types.length > 0) return { words: parts.slice(0, end).join(' '), types, rest: parts.slice(end).join(' ') };
  }
  return undefined;
}
