/**
 * Switching said without "switch" or "turn", as many speakers of English as a second language say
 * it: "on" and "off" as verbs of their own in Nigerian, Indian and Ghanaian English ("on the
 * telly", "abeg off the light"), and a light or a tap closed or opened, as French, Italian and
 * Spanish speakers carry "fermer la lumière" or "aprire il rubinetto" into English ("close the
 * light", "open the tap"). Read as "switch on" or "switch off".
 *
 * Only "on"/"off" opening a clause (after politeness), before what is switched; and "close"/"open"
 * only of what cannot be opened in this world (AI2-THOR's LightSwitch, DeskLamp, FloorLamp,
 * Television and Faucet are toggleable, not openable: scenes/object-types.yaml), so "open the
 * laptop" or "close the fridge" are left as said.
 */

const POLITE = String.raw`(?:(?:abeg|biko|please|pls|plz|kindly|oya|sir|ma)\s+)*`;
const THE = String.raw`(?:the|my|that|this|your|our|these|those|both|all the|all)`;
/**
 * What can be switched (AI2-THOR's toggleable types, scenes/object-types.yaml), by everyday names: "on the right" or
 * "off the table" is a place, never a switch.
 */
const SWITCHED = String.raw`(?:lights?|lamps?|bulb|switch|tv|telly|television|tap|taps|faucet|shower|phone|laptop|computer|candles?|microwave|toaster|kettle|stove|cooker|hob|burner|coffee\s+machine)`;
/** A clause opened by "on" or "off" and a thing: "on the telly", "abeg off the light". */
const BARE = new RegExp(String.raw`(^|[,.;:!?]\s*|\s(?:and|then|but)\s+)(${POLITE})(on|off)\s+(?=${THE}\s+(?:[a-z]+\s+){0,2}?${SWITCHED}(?![a-z]))`, 'g');

/** Things only switched, never opened, by the words people name them with. */
const SWITCHED_ONLY = String.raw`(?:light|lights|lamp|lamps|bulb|tv|telly|television|tap|taps|faucet|faucets)`;
/** A word that may stand between the article and the thing ("the big light", "the bedroom lamp"), not a preposition. */
const BETWEEN = String.raw`(?:(?!(?:in|on|by|near|next|to|with|under|beside|of|and|from)\b)[a-z]+\s+){0,2}`;
const OPENED = new RegExp(String.raw`\b(close|shut|open)\s+(${THE}\s+${BETWEEN}${SWITCHED_ONLY})\b`, 'g');

/** `text` (lower case) with bare "on"/"off" and a closed or opened light or tap read as switching; unchanged otherwise. */
export function switchSaidBare(text: string): string {
  return text
    .replace(BARE, (_, before: string, polite: string, state: string) => `${before}${polite}switch ${state} `)
    .replace(OPENED, (_, verb: string, thing: string) => `switch ${verb === 'open' ? 'on' : 'off'} ${thing}`);
}
