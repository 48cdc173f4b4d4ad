/**
 * Food said to have gone off already (uses.yaml need `spoiled`, use `food-binned`) is thrown in the
 * bin: no fridge saves a mouldy tomato. Food that would go off (need `fresh`) still goes in the
 * fridge. Sentences of our own; real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from '../understand/reader-in.js';

const kitchen = readerIn('FloorPlan4');

describe('food that has gone off is binned', () => {
  it('a thing said to be mouldy, rotten or gone off goes in the bin, not the fridge', () => {
    for (const text of ['ugh the bread on the table has gone all mouldy', 'these apples are rotten', "the tomato's gone off", 'the potatoes have gone green']) {
      const u = kitchen(text);
      expect(u, text).toMatchObject({ kind: 'goal', goal: { id: 'food-binned' } });
    }
    expect(conditionsOf(kitchen('ugh the bread on the table has gone all mouldy'))).toEqual([
      [{ exists: { type: 'Bread', in: 'GarbageCan' } }, { none: { type: 'Bread', notIn: 'GarbageCan' } }],
    ]);
  });

  it('still read as before: food that would go off is kept cold', () => {
    expect(kitchen("I don't want the tomatoes to go mouldy")).toMatchObject({ kind: 'goal', goal: { id: 'food-chilled' } });
    expect(kitchen('the lettuce is going soft sitting out')).toMatchObject({ kind: 'goal', goal: { id: 'food-chilled' } });
    expect(kitchen('put the bread in the fridge so it does not go mouldy')).toMatchObject({ kind: 'goal' });
  });
});
