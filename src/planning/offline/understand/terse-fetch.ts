/**
 * A thing and where it is, noted bare between dashes ("quick - apple from the fridge - go", "milk from the fridge,
 * quick"): fetching it from there, as "get the apple from the fridge" says. Read as said, the bare "apple" was a need
 * for fruit, which the fridge named contradicted, and the request was refused. Only a note of its own: the thing
 * opens it (bare, or after "a", "an", "the", "some", "my") and "from the place" closes it.
 */

const NOTE = /(^|[-–—:;,.!?]\s*)(?:(?:a|an|the|some|my) )?([a-z]+(?: [a-z]+)?) from (the|my|our) ([a-z]+(?: [a-z]+)?)(?=\s*(?:[-–—,;.!?]|$))/g;

/** `text` (lower case) with a bare note of a thing from a place said as getting it from there, where the first word names a thing. */
export function terseFetch(text: string, isNoun: (word: string) => boolean): string {
  return text.replace(NOTE, (whole: string, before: string, thing: string, det: string, place: string) => (isNoun(thing.split(' ')[0]!) && isNoun(place.split(' ')[0]!) ? `${before}get the ${thing} from ${det} ${place}` : whole));
}
