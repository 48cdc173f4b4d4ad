/**
 * What is said of food: gone off already (uses.yaml need `spoiled`, use `food-binned`), it is thrown
 * in the bin (no fridge saves a mouldy tomato); food that would go off (need `fresh`) still goes in
 * the fridge; dirt on it (need `rinse`, use `food-rinsed`) is rinsed off under the tap. Sentences of
 * our own; real reader, real knowledge, real scenes.
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

describe('produce said to have dirt on it is rinsed under the tap', () => {
  const kitchen2 = readerIn('FloorPlan2');
  it('gritty, muddy: in the sink while its tap runs; where it came from asks nothing of that place', () => {
    expect(conditionsOf(kitchen2('the lettuce from the zorp is all gritty'))).toEqual([[{ exists: { type: 'Lettuce', was: { in: 'SinkBasin', whileOn: true } } }]]);
    expect(conditionsOf(kitchen2('the potatoes are all muddy'))).toEqual([[{ exists: { type: 'Potato', was: { in: 'SinkBasin', whileOn: true } } }]]);
  });

  it('still read as before: the person muddy is a wash; the source of a command in words not known blocks', () => {
    expect(kitchen2("I'm all muddy")).toMatchObject({ kind: 'none' });
    expect(kitchen2('get the mug from the zorp')).toMatchObject({ kind: 'none', notUnderstood: ['zorp'] });
  });
});
