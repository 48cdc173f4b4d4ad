/**
 * Food wanted not fried ("something light, nothing fried", "no fried food", "nothing greasy"): a way of
 * cooking left out, not a thing. Frying here is cooking in a Pan on a lit burner (the catalogue's Pan:
 * "on a burner that is on it fries what is in it"), so the Pan is left out; so is the egg, whose only dish
 * the planner offers by name is a fried one (goals.yaml `meal`: fried-egg), which a microwave would not
 * make fried. A potato is then cooked another way (the catalogue's Microwave or Pot), never fried.
 */
import type { Thing } from '../corrections/read.js';

/** "nothing fried", "no fried food please", "not fried", "nothing greasy", "no fry ups": the words after the plain-words reading. */
const NOT_FRIED = /^(?:nothing|no|not|none|never|without|nowt) (?:deep )?(?:fried|greasy|oily|fry ups?|fryups?|fry)(?: (?:food|foods|stuff|things|meals?|please|thanks|though|either|for me))*$/;

/** The things left out when food is wanted not fried; undefined when the words do not say so. */
export function friedLeftOut(words: string): Thing[] | undefined {
  if (!NOT_FRIED.test(words)) return undefined;
  return [
    { words: 'frying pan', types: ['Pan'] },
    { words: 'fried egg', types: ['EggCracked'] },
  ];
}
