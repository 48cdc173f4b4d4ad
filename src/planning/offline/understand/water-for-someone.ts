/**
 * Water fetched for someone ("get me some water", "bring the kids some water", "grab her water"):
 * a glass of water to drink, as "a glass of water" asks it. Never the tap worked: "get" of a thing
 * that cannot be carried works it (got-at.ts), and "water" names the Faucet too. Without a person
 * it is left as said ("get some water stored up": water kept in a kettle or pot).
 */

const FETCHED = /(^|[^a-z0-9'])(get|bring|fetch|grab|pour)\s+(me|us|him|her|them|the\s+kids|the\s+children|my\s+kids|the\s+baby)\s+(?:some\s+|a\s+bit\s+of\s+|a\s+little\s+)?water(?![a-z0-9'])(?!\s+(?:running|going|on|off|boiling|boiled|heated|hot))/g;

/** `text` (lower case) with water fetched for someone read as a glass of water for them. */
export function waterForSomeone(text: string): string {
  return text.replace(FETCHED, (_said, before: string, verb: string, whom: string) => `${before}${verb} ${whom} a glass of water`);
}
