/**
 * How many people it is for, said anywhere ("both kids are off sick ... toast"): one each of a thing
 * carried; a counted drink met by one of each kind of vessel; every one of a kind the room has one
 * of is that one; a place not wanted; a vessel of something, or of water heated; a machine wanted going; speech broken
 * off to someone else and taken up again; water fetched for someone; a need asked for beside an
 * occasion the room has nothing for.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan21, FloorPlan6, FloorPlan4, FloorPlan9, FloorPlan19: kitchens (FloorPlan6 one Cup and one Mug; FloorPlan4 one Egg;
// none has a Television); FloorPlan218: a living room with a Plate on the CoffeeTable; FloorPlan216: a Newspaper on the Sofa;
// FloorPlan212: a Laptop on the Sofa; FloorPlan302: a bedroom with a TeddyBear on the Bed.
const kitchen = readerIn('FloorPlan21');

describe('how many it is for', () => {
  it('makes one each for the people counted in another clause', () => {
    expect(conditionsOf(kitchen('both kids are home poorly and all they want is toast'))).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
    expect(conditionsOf(kitchen('the two of us are starving, make some toast'))).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
  });

  it('counts what a use is asked by, said inside its phrase ("make two coffees": "make coffee" read over "two")', () => {
    // Made one at a time in a CoffeeMachine that holds one mug (capacity 1): where they were made is not asked.
    const two = [[{ count: { type: ['Mug', 'Cup'], fillLiquid: 'coffee' }, atLeast: 2 }]];
    expect(conditionsOf(kitchen('make two coffees'))).toEqual(two);
    expect(conditionsOf(kitchen('two coffees please'))).toEqual(two);
    expect(conditionsOf(kitchen('make me a coffee'))).toEqual([[{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', fillLiquid: 'coffee' } }]]);
  });

  it('reads a heap said loosely ("a pile of", "a load of", "loads of") as all of them', () => {
    for (const text of ['wash the pile of mugs', 'can you wash a load of mugs', 'wash loads of mugs']) expect(conditionsOf(kitchen(text)), text).toEqual([[{ none: { type: 'Mug', is: ['dirty'] } }]]);
  });

  it('counts no things, and nothing that stands in a machine that holds one', () => {
    expect(conditionsOf(kitchen('both plates are dirty, make toast'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
    expect(conditionsOf(kitchen('coffee please, both of us are knackered'))).toEqual([[{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', fillLiquid: 'coffee' } }]]);
  });

  it('searches a counted drink in any kind of vessel last, so one cup and one mug will do', () => {
    const u = readerIn('FloorPlan6')('pour the kids a couple of glasses of water');
    expect(u.kind === 'goal' && u.goal.ways.at(-1)?.all).toEqual([{ count: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' }, atLeast: 2 }]);
  });

  it('reads every one of a kind the room has one of as that one', () => {
    expect(conditionsOf(readerIn('FloorPlan4')('get the eggs cooking'))).toEqual([[{ exists: { type: 'EggCracked', was: { in: ['Microwave', 'StoveBurner'], whileOn: true }, is: ['cooked'] } }]]);
  });
});

describe('a place not wanted, a vessel of something, a machine going', () => {
  it('moves a thing off the place the person does not want it on, said or said before', () => {
    expect(conditionsOf(readerIn('FloorPlan218')("the kids left a plate on the coffee table, I don't want it there"))).toEqual([[{ exists: { type: 'Plate', notIn: ['CoffeeTable'], isPickedUp: false } }]]);
    expect(conditionsOf(readerIn('FloorPlan216')("the newspaper is on the sofa again and I don't want it on there"))).toEqual([[{ exists: { type: 'Newspaper', notIn: ['Sofa'], isPickedUp: false } }]]);
    expect(conditionsOf(readerIn('FloorPlan216')("I don't want the newspaper on the sofa"))).toEqual([[{ exists: { type: 'Newspaper', notIn: ['Sofa'], isPickedUp: false } }]]);
  });

  it('reads a mug of something as a drink in a mug', () => {
    expect(conditionsOf(readerIn('FloorPlan19')("I'm frozen, could you warm me up a mug of something"))).toEqual([[{ exists: { type: 'Mug', fillLiquid: 'water', is: ['hot'] } }]]);
  });

  it('reads water heated in a vessel as the vessel filled and heated, never the tap heated or the vessel heated empty', () => {
    const heated = [[{ exists: { type: 'Mug', fillLiquid: 'water', was: { in: ['Microwave'], whileOn: true }, is: ['filled', 'hot'] } }]];
    const kitchen = readerIn('FloorPlan1');
    expect(conditionsOf(kitchen('heat up a mug of water'))).toEqual(heated);
    expect(conditionsOf(kitchen('could you warm some water in a mug'))).toEqual(heated);
    expect(conditionsOf(kitchen('a mug of hot water please'))).toEqual([[{ exists: { type: 'Mug', fillLiquid: 'water', is: ['hot'] } }]]);
    // No vessel said: hot water, boiled in a kettle or pot.
    expect(JSON.stringify(conditionsOf(kitchen('warm up some water')))).not.toContain('Faucet');
  });

  it('reads a machine wanted going as switched on, not handed over', () => {
    expect(conditionsOf(readerIn('FloorPlan212')('I need my laptop going'))).toEqual([[{ exists: { type: 'Laptop', is: ['on'] } }]]);
  });
});

describe('speech broken off, water fetched, a need beside an occasion', () => {
  it('leaves out what is said to someone else between dashes when the request is taken up again', () => {
    expect(conditionsOf(readerIn('FloorPlan302')("could you -- no, leave it, that's mine -- could you get his teddy"))).toEqual([[{ exists: { type: 'TeddyBear', is: ['held'] } }]]);
  });

  it('reads water fetched for someone as a glass of water, never the tap', () => {
    expect(goalIds(kitchen('get me some water'))).toEqual(['glass-of-water']);
    expect(goalIds(kitchen('bring the kids some water'))).toEqual(['glass-of-water']);
    expect(goalIds(readerIn('FloorPlan3')('Can we get some water stored up for tea'))).toEqual(['water-stored']);
  });

  it('gives what is asked for beside an occasion this room has nothing for', () => {
    expect(goalIds(readerIn('FloorPlan9')('the match starts soon, can I get something to eat'))).toEqual(['meal']);
  });
});
