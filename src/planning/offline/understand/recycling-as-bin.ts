/**
 * "The recycling" as where a thing goes ("toss that newspaper into the recycling", "put the bottle in the recycling"):
 * the bin it is thrown in, as "the recycling bin" says it (words.yaml GarbageCan). Read as said, "recycling" was the
 * need of the rubbish taken out (uses.yaml `rubbish`), which bins only used-up things: the newspaper named stayed on
 * the couch (a false success waiting). "Take out the recycling" names no place and is read as before.
 */

const INTO_RECYCLING = /\b(in|into|to|inside|onto) (the|my|our|your) recycling\b(?! bin| box| bag)/g;

/** `text` (lower case) with "into the recycling" said as "into the recycling bin". */
export function recyclingAsBin(text: string): string {
  return text.replace(INTO_RECYCLING, '$1 $2 recycling bin');
}
