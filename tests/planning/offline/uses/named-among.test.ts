/** A need's goal kept to the thing named among the things it offers (named-among.ts). */
import { describe, expect, it } from 'vitest';
import type { NamedGoal } from '../../../../src/planning/offline/intents.js';
import { namedAmong } from '../../../../src/planning/offline/uses/named-among.js';

const held = (type: string) => ({ name: `${type} in hand`, all: [{ exists: { type, is: ['held' as const] } }] });
const wipe: NamedGoal = { id: 'cloth-to-hand', title: 'a cloth brought to you', description: '', alternatives: [held('Cloth'), held('DishSponge'), held('PaperTowelRoll')], ways: [held('Cloth'), held('DishSponge'), held('PaperTowelRoll')] };

describe('namedAmong', () => {
  it('keeps the ways of the thing named', () => {
    const goal = namedAmong(wipe, new Set(['PaperTowelRoll']));
    expect(goal.alternatives).toEqual([held('PaperTowelRoll')]);
    expect(goal.ways).toEqual([held('PaperTowelRoll')]);
  });

  it('leaves the goal as it was when nothing of it, or everything, is named', () => {
    expect(namedAmong(wipe, new Set(['Mug']))).toBe(wipe);
    expect(namedAmong(wipe, new Set(['Cloth', 'DishSponge', 'PaperTowelRoll']))).toBe(wipe);
  });

  it('counts only what the goal makes or brings, never a place it uses', () => {
    const toast: NamedGoal = { id: 'meal', title: 'a meal', description: '', alternatives: [{ name: 'toast', all: [{ exists: { type: 'BreadSliced', in: 'Plate' } }] }, held('Apple')], ways: [] };
    expect(namedAmong({ ...toast, ways: toast.alternatives }, new Set(['Plate'])).alternatives).toHaveLength(2);
  });
});
