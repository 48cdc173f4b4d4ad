/**
 * A drink poured away ("tip the water out of the mug", "pour the old water in the kettle away",
 * "chuck that coffee down the sink"): the vessel emptied (AI2-THOR's EmptyLiquidFromObject), never
 * the drink made or fetched, which "water" or "coffee" alone asks. With no vessel said, coffee and
 * tea are in a mug and water or wine in a glass; only when "out", "away" or "down the sink" says
 * the drink goes ("pour the coffee" alone may be serving it).
 */

const VERB = '(?:pour|pouring|tip|tipping|empty|emptying|chuck|throw|dump|ditch)';
const OWNER = '(?:the|that|this|my|your|his|her|our|their|some|all the|the rest of the|what is left of the)';
const OLD = '(?:(?:old|cold|stale|leftover|last|dirty|manky|horrible) )?';
const DRINKS: Readonly<Record<string, string>> = { coffee: 'mug', tea: 'mug', milk: 'mug', water: 'glass', wine: 'glass', juice: 'glass' };
const DRINK = `(${Object.keys(DRINKS).join('|')})`;
const GOES = '(?:out|away|down the (?:sink|drain|plughole|toilet|loo)|into the sink|in the sink)';

/** Out of a vessel said: "tip the water out of the mug" → "empty the mug". */
const FROM_VESSEL = new RegExp(`\\b${VERB}(?: (?:out|away))? (?:${OWNER} )?${OLD}${DRINK}(?: (?:out|away))? (?:out of|from|in|that is in) (the|my|that|this|your|his|her|our|their) `, 'g');
/** No vessel said, the drink said to go: "pour the coffee down the sink" → "empty the mug". */
const AWAY = new RegExp(`\\b${VERB}(?: (?:out|away))? (?:${OWNER} )?${OLD}${DRINK}(?: ${GOES})?\\b`, 'g');

/** `text` (lower case) with a drink poured away said as its vessel emptied; unchanged otherwise. */
export function pouredAway(text: string): string {
  const fromVessel = text.replace(FROM_VESSEL, (_said, _drink: string, owner: string) => `empty ${owner} `);
  return fromVessel.replace(AWAY, (said: string, drink: string) => {
    const goes = new RegExp(`^${VERB} (?:out|away)\\b|\\b${GOES}$`).test(said);
    return goes ? `empty the ${DRINKS[drink]}` : said;
  });
}
