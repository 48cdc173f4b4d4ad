/**
 * A vessel named with a drink or water asked for ("a pot of water ready for the soup", "a kettle
 * full of water", "a bowl of water for the dog"): that vessel is the one filled, not a glass beside
 * it. Only a vessel AI2-THOR fills with liquid and a person can carry (the catalogue's
 * canFillWithLiquid and pickupable: FillObjectWithLiquid); the liquid is the goal's own.
 */
import type { Alternative, Selector } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import { hasProperty } from '../understand/beyond-the-kind.js';

/** The liquid every alternative of the goal fills a vessel with, or undefined when they ask anything else. */
function liquidOf(alternatives: readonly Alternative[]): Selector['fillLiquid'] | undefined {
  // Filled at the tap, nothing more: coffee comes only from the machine into a mug (CoffeeMachine fillsContents).
  const plain = (s: Selector): boolean => Object.keys(s).every((k) => ['type', 'fillLiquid', 'is'].includes(k));
  const liquids = alternatives.map((a) => (a.all.length === 1 && 'exists' in a.all[0]! && plain(a.all[0].exists) ? a.all[0].exists.fillLiquid : undefined));
  const first = liquids[0];
  return first !== undefined && liquids.every((l) => l === first) ? first : undefined;
}

/** The goal with the vessel `types` filled in its place, or undefined when the goal is no filling or no type is such a vessel. */
export function inVesselNamed(goal: NamedGoal, types: readonly string[], words: string, catalogue: Catalogue): NamedGoal | undefined {
  const liquid = liquidOf(goal.alternatives);
  if (liquid === undefined) return undefined;
  const vessels = types.filter((t) => hasProperty(t, 'canFillWithLiquid', catalogue) && hasProperty(t, 'pickupable', catalogue));
  if (vessels.length === 0) return undefined;
  const filled: Alternative = { name: `${words} of ${liquid}`, all: [{ exists: { type: vessels.length === 1 ? vessels[0]! : vessels, fillLiquid: liquid } }] };
  return { ...goal, title: `a ${words} of ${liquid}`, description: `Fill the ${words} with ${liquid}.`, alternatives: [filled], ways: [filled] };
}
