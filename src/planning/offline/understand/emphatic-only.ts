/**
 * "Only" closing a clause as Indian English stresses a word ("it is lying on the dining table only",
 * "the soap is in the bathtub only"): emphasis, as "itself" is, never a condition. Kept, the reader
 * takes it for a caveat ("only the red one") and will not drop the clause that merely tells where a
 * thing is, so a request that asks plainly after it was refused. Not after a count or "one(s)"
 * ("two slices only", "the red ones only"): there it says how many or which.
 */

const COUNTS = String.raw`(?:one|ones|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple|\d+)`;
const CLOSING_ONLY = /(\S+\s+)?(\S+)\s+only(?=\s*(?:$|[.,;!?]))/g;
const COUNT = new RegExp(String.raw`^${COUNTS}$`);

/** `text` (lower case) without a clause-closing emphatic "only"; unchanged otherwise. */
export function withoutEmphaticOnly(text: string): string {
  return text.replace(CLOSING_ONLY, (all, before: string | undefined, last: string) => {
    const counted = [before?.trim() ?? '', last].some((w) => COUNT.test(w.replace(/[^a-z0-9]/g, '')));
    return counted ? all : `${before ?? ''}${last}`;
  });
}
