/**
 * How food is wanted said after it ("I'd like my egg boiled not fried", "the potatoes roasted"): said
 * before it ("my boiled egg"), where the reader reads a dish by its name ("boiled egg"). Read as it
 * stands, the food's one word asks for its first dish (a fried egg) and the state said after it is
 * one that dish cannot be in. A second state refused after it ("not fried") says which dish is not
 * wanted, and goes: the first is the one asked.
 */

const FOOD = String.raw`(?:egg|eggs|potato|potatoes|spud|spuds|bread|toast)`;
const HOW = String.raw`(?:boiled|hard boiled|soft boiled|fried|poached|scrambled|toasted|baked|roasted|cooked|mashed)`;
const SAID = new RegExp(String.raw`\b(${FOOD}) (${HOW})(?:,? (?:and )?not (?:${HOW}))?\b`, 'g');

/** `text` (lower case) with a state said after a food said before it; unchanged otherwise. */
export function dishStateAfter(text: string): string {
  return text.replace(SAID, '$2 $1');
}
