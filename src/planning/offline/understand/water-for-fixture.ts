/**
 * The shower or the bath named, then its water noted running ("shower - water running before I'm out of bed", "the
 * bath, water on"): that fixture run, as "shower running" says. Read as said, the bare "water" was a glass of water to
 * drink, which a bathroom cannot fill, and the shower asked was refused with it. Only right after the fixture, parted
 * by a dash, comma, colon or "with"; "water running in the sink" names a place of its own and is not read here.
 */

const FIXTURE_THEN_WATER = /\b(shower|bath)\s*(?:[-–—,:]|with|and)\s*(?:the |some )?(?:hot |warm |cold )?water (?:running|going|on)\b(?! in| into| at)/g;

/** `text` (lower case) with water noted running after a shower or bath said as that fixture running. */
export function waterForFixture(text: string): string {
  return text.replace(FIXTURE_THEN_WATER, '$1 running');
}
