/**
 * A vessel of something left unnamed ("warm me up a mug of something", "a cup of anything hot"): a
 * drink in that vessel, of whatever liquid the world pours (water or coffee), never "something" read
 * as a liquid the world has none of.
 */

const VESSEL_OF_SOMETHING = /(^|[^a-z0-9'])(?:a|an|one|some)\s+(mug|cup|glass|beaker)\s+of\s+(?:something|anything)(?:\s+(hot|warm|cold|nice|warming))?(?![a-z0-9'])/g;

/** `text` (lower case) with "a mug of something" read as "a drink in a mug" ("a mug of something hot": "a hot drink in a mug"). */
export function vesselOfSomething(text: string): string {
  return text.replace(VESSEL_OF_SOMETHING, (_said, before: string, vessel: string, state: string | undefined) => {
    const how = state === undefined || state === 'nice' ? '' : state === 'warming' ? 'warm ' : `${state} `;
    return `${before}a ${how}drink in a ${vessel}`;
  });
}
