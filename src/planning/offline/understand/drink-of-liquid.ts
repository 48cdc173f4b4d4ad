/**
 * How a drink should be, said of the water it is ("I want to drink cold water", "a drink of warm
 * water", "cold water I want to drink"): said as "cold water to drink", which the reader takes as the
 * drink's state. Read otherwise, "cold" is a need of the person's own (warmth) and the water comes as
 * the tap gives it, a drink other than the one asked for (AI2-THOR objects carry a temperature: a
 * Fridge makes what is in it Cold, ColdZone.cs; a Microwave or a lit StoveBurner Hot, HeatZone).
 */

const HOW = String.raw`(?:ice cold|nice cold|nice hot|cold|warm|hot|cool|chilled|iced)`;
/** Wanting to drink it, said after the water ("cold water i want to drink", "cold water, i would like to drink"). */
const WANTING = String.raw`(?:i|we) (?:want|wanna|would like|need|would love|d like) to drink`;
const SAID: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`\bdrink (?:some |a glass of |a cup of |a mug of |a bit of )?(${HOW}) water\b`, 'g'), '$1 water to drink'],
  [new RegExp(String.raw`\ba (?:drink|sip) of (${HOW}) water\b`, 'g'), '$1 water to drink'],
  [new RegExp(String.raw`\b(${HOW}) water\s*,?\s*${WANTING}\b`, 'g'), '$1 water to drink'],
];

/** `text` (lower case) with water wanted hot or cold to drink said as "<how> water to drink"; unchanged otherwise. */
export function drinkOfLiquid(text: string): string {
  return SAID.reduce((said, [pattern, as]) => said.replace(pattern, as), text);
}
