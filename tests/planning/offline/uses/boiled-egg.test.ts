/**
 * Issue 38: a boiled or poached egg asked for by name is the cracked egg cooked in a pot of water
 * (AI2-THOR's whole Egg is not cookable), never refused as a fried egg that cannot be boiled, and
 * 'egg' alone stays the fried egg. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from '../understand/reader-in.js';

const kitchen = readerIn('FloorPlan5');
const idOf = (u: Understanding) => (u.kind === 'goal' ? u.goal.id : u.kind);
const eggs = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.flatMap((a) => a.all) : []);

describe('a boiled egg', () => {
  it('is the cracked egg cooked in water, however it is asked for', () => {
    for (const request of ["I'd like a boiled egg", 'can you do me a boiled egg', 'I fancy a poached egg']) {
      expect(idOf(kitchen(request)), request).toBe('boiled-egg');
    }
    expect(eggs(kitchen("I'd like a boiled egg"))).toEqual([
      { exists: { type: 'EggCracked', is: ['cooked'], within: { type: ['Pot', 'Bowl'], fillLiquid: 'water' }, was: { in: ['Microwave', 'StoveBurner'], whileOn: true } } },
    ]);
  });

  it('counts the eggs asked for, and leaves an egg alone fried', () => {
    expect(eggs(kitchen('two boiled eggs please'))).toMatchObject([{ count: { type: 'EggCracked' }, atLeast: 2 }]);
    expect(idOf(kitchen("I'd like an egg"))).toBe('fried-egg');
  });
});
