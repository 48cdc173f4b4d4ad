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

const VESSEL = String.raw`(mug|cup|glass|bowl)`;
const HEAT = String.raw`(?:heat|warm|microwave|nuke)(?:\s+up)?\s+(?:me\s+|us\s+)?`;
/** "heat up a mug of water", "warm some water in a mug": the deed. */
const HEATING_IN_VESSEL = new RegExp(
  String.raw`(^|[^a-z0-9'])(?:${HEAT}(?:a|an|one|some|the|my)\s+${VESSEL}\s+of\s+water|${HEAT}(?:some\s+|the\s+)?water\s+in\s+(?:a|an|the|my)\s+${VESSEL})(?![a-z0-9'])`,
  'g',
);
/** "a mug of hot water", "a hot cup of water": the thing. */
const HEATED_IN_VESSEL = new RegExp(String.raw`(^|[^a-z0-9'])(?:a|an|one)\s+(?:(?:hot|warm)\s+${VESSEL}\s+of\s+water|${VESSEL}\s+of\s+(?:hot|warm)\s+water)(?![a-z0-9'])`, 'g');
/** "warm up some water" with no vessel said: hot water (a kettle or pot of it), never the tap heated. */
const WATER_HEATED = new RegExp(String.raw`(^|[^a-z0-9'])${HEAT}(?:some\s+|the\s+)?water(?![a-z0-9'])(?!\s+(?:in|for\s+(?:a|my|the)\s+(?:mug|cup|bowl)))`, 'g');

/** The first vessel a pattern's alternatives caught. */
const vesselOf = (caught: (string | number | undefined)[]): string => caught.find((v): v is string => typeof v === 'string')!;

/**
 * `text` (lower case) with water heated in a vessel said as the deed ("fill a mug with water and heat it") or as the
 * thing ("a heated mug of water"). Said otherwise, "water" names the tap too (a Faucet is no thing to heat), and a mug
 * heated empty is no drink.
 */
export function waterHeatedInVessel(text: string): string {
  return text
    .replace(HEATING_IN_VESSEL, (_said, before: string, ...caught: (string | number | undefined)[]) => `${before}fill a ${vesselOf(caught)} with water and heat it`)
    .replace(HEATED_IN_VESSEL, (_said, before: string, ...caught: (string | number | undefined)[]) => `${before}a heated ${vesselOf(caught)} of water`)
    .replace(WATER_HEATED, (_said, before: string) => `${before}some hot water`);
}
