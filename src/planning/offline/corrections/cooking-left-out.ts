/**
 * Food wanted not cooked a way ("nothing fried", "no fried food", "nothing greasy", "nothing cooked", "nothing hot"): a
 * way of cooking left out, not a thing, by leaving out what cooks that way.
 *
 * Frying here is cooking in a Pan on a lit burner (the catalogue's Pan: "on a burner that is on it fries what is in
 * it"), so the Pan is left out; so is the egg, whose only dish the planner offers by name is a fried one (goals.yaml
 * `meal`: fried-egg), which a microwave would not make fried. A potato is then cooked another way, never fried.
 * Cooked or heated at all: every heat source is left out (the catalogue's `heatsContents`, `heatsThrough`: AI2-THOR's
 * HeatZone on a StoveBurner, Microwave, Toaster), and the knob that lights a burner.
 */
import type { Thing } from './read.js';

/** What cooks: every heat source of the catalogue and the knob of the burner. */
export const HEATERS: readonly string[] = ['StoveBurner', 'StoveKnob', 'Microwave', 'Toaster'];

const NOT = String.raw`(?:nothing|no|not|none|never|without|nowt)`;
const FOOD = String.raw`(?: (?:food|foods|stuff|things|meals?|please|thanks|though|either|for me))*`;
const NOT_FRIED = new RegExp(String.raw`^${NOT} (?:deep )?(?:fried|greasy|oily|fry ups?|fryups?|fry)${FOOD}$`);
const NOT_COOKED = new RegExp(String.raw`^${NOT} (?:cooked|cooking|hot|heated|warm|warmed)${FOOD}$`);
const NOT_TOASTED = new RegExp(String.raw`^${NOT} toasted${FOOD}$`);

/** The things left out when food is wanted not cooked a way; undefined when the words do not say so. */
export function cookingLeftOut(words: string): Thing[] | undefined {
  if (NOT_FRIED.test(words)) return [{ words: 'frying pan', types: ['Pan'] }, { words: 'fried egg', types: ['EggCracked'] }];
  if (NOT_COOKED.test(words)) return [{ words: 'cooking', types: HEATERS }];
  if (NOT_TOASTED.test(words)) return [{ words: 'toaster', types: ['Toaster'] }];
  return undefined;
}
