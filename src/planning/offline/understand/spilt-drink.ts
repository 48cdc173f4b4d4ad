/**
 * A drink knocked over and said to be gone ("I've knocked my drink over and there's none left", "spilt my coffee,
 * not a drop left"): the person has lost their drink as well as made a mess, so another drink is wanted beside
 * something to wipe it up (uses.yaml: the spill and thirst needs). Said of a spill only: "none left" alone names
 * nothing (the soap, the loo roll), so it asks no drink.
 */
const GONE = ['none left', 'nothing left', 'not a drop left', 'not a drop', 'all gone', 'spilt the lot', 'spilled the lot', 'lost the lot',
  'the last of it', 'nothing to drink', 'none to drink', 'nothing left to drink'];

/** The words saying the drink is gone, when the request tells of a spill (`needs`) and says so; else undefined. */
export function drinkGone(needs: readonly { need: string }[], text: string): string | undefined {
  if (!needs.some((n) => n.need === 'spill') || needs.some((n) => n.need === 'thirst')) return undefined;
  const padded = ` ${text.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ')} `;
  return GONE.find((g) => padded.includes(` ${g} `));
}
