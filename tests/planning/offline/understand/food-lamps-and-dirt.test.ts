/**
 * Food moved as a whole ("put the food away" was read as a meal made), toast of a loaf (it was the
 * loaf warmed in the microwave), a lamp too bright (it was the ceiling light off) and dirt said of
 * what cannot be dirty ("the bath is dirty" was the mirror or everything cleaned instead); every
 * one of several kinds sliced ("slice the vegetables" was the lettuce alone).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan301');
const bathroom = readerIn('FloorPlan401');
const FOOD = ['Apple', 'Bread', 'Egg', 'Lettuce', 'Potato', 'Tomato'];

describe('food named as a whole', () => {
  it('puts all of it where it is said to go', () => {
    expect(all(kitchen('put the food away'))).toEqual([[{ none: { type: FOOD, notIn: ['Fridge'] } }]]);
    expect(all(kitchen('could you put the groceries in the fridge'))).toEqual([[{ none: { type: FOOD, notIn: ['Fridge'] } }]]);
    expect(all(kitchen('put the veg away'))).toEqual([[{ none: { type: ['Lettuce', 'Potato', 'Tomato'], notIn: ['Fridge'] } }]]);
  });

  it('is still something to eat when fetched or made', () => {
    const meal = all(kitchen('I am hungry'));
    expect(all(kitchen('get me some food'))).toEqual(meal);
    expect(all(kitchen('can you make some food'))).toEqual(meal);
  });
});

describe('toast of a loaf', () => {
  it('is a slice of it cooked', () => {
    for (const text of ['toast the bread', 'grab the bread and get it toasted']) {
      const [conditions] = all(kitchen(text)) as { exists: { type: string; is: string[] } }[][];
      expect(conditions![0]!.exists.type).toBe('BreadSliced');
      expect(conditions![0]!.exists.is).toContain('cooked');
    }
  });

  it('leaves a loaf warmed as it is', () => {
    expect(all(kitchen('warm the bread up'))).toEqual([[{ exists: { type: 'Bread', was: { in: ['Microwave'], whileOn: true }, is: ['hot'] } }]]);
  });
});

describe('a lamp said to be too bright', () => {
  it('is that lamp off, not the ceiling light', () => {
    expect(all(bedroom('the desk lamp is too harsh'))).toEqual([[{ none: { type: 'DeskLamp', is: ['on'] } }]]);
    expect(all(living('the lamp is too bright'))).toEqual([[{ none: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
  });

  it('leaves brightness said of nothing as the ceiling light', () => {
    expect(all(living('it is too bright in here'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
  });
});

describe('dirt said of a thing', () => {
  it('refuses a bath, which never gets dirty and cannot be carried to a tap', () => {
    expect(refusalOf(bathroom('the bathtub is dirty'))).toMatch(/bathtub, which never gets dirty/);
    expect(refusalOf(bedroom('the bath is filthy'))).toMatch(/bath, which never gets dirty/);
  });

  it('refuses nothing when the cleaning is the person\'s own beside what is asked', () => {
    expect(readerIn('FloorPlan214')('I want to give the shelves a proper dust this afternoon. Could you get the statue off them first?').kind).toBe('goal');
  });

  it('makes a bed said to be dirty', () => {
    expect(all(bedroom('the bed is dirty'))).toEqual([[{ exists: { type: 'Bed', is: ['clean'] } }, { none: { pickupable: true, notType: ['Pillow', 'TeddyBear'], in: 'Bed' } }]]);
  });

  it('still cleans what can be dirty', () => {
    expect(all(bathroom('the mirror is dirty'))).toEqual([[{ exists: { type: 'Mirror' } }, { none: { type: 'Mirror', is: ['dirty'] } }]]);
  });
});

describe('every one of several kinds sliced', () => {
  it('asks each kind the room has sliced', () => {
    const sliced = (type: string) => ({ exists: { type, is: ['sliced'] } });
    expect(all(kitchen('slice the vegetables'))).toEqual([[sliced('Lettuce'), sliced('Potato'), sliced('Tomato')]]);
    expect(all(kitchen('chop the veg'))).toEqual(all(kitchen('slice the vegetables')));
  });

  it('asks pieces where they are put besides', () => {
    expect(all(kitchen('slice all the apples and put them on a plate'))).toEqual([[{ exists: { type: 'Apple', is: ['sliced'] } }, { exists: { type: 'AppleSliced', directlyIn: 'Plate' } }]]);
  });
});

describe('fruit going soft, kept somewhere better', () => {
  const kitchen18 = readerIn('FloorPlan18');

  it('is the fruit, apples and tomatoes, kept in the fridge, not fruit served', () => {
    const kept = all(kitchen18('the fruit on the worktop is going soft in this heat, can we keep it somewhere better'));
    expect(kept).toEqual([[{ exists: { type: ['Tomato', 'Apple'], in: 'Fridge' } }, { none: { type: ['Tomato', 'Apple'], notIn: 'Fridge' } }]]);
    expect(all(kitchen18('put the fruit in the fridge'))).toEqual([[{ none: { type: ['Apple', 'Tomato'], notIn: ['Fridge'] } }]]);
  });

  it('leaves fruit fetched or wanted as fruit served', () => {
    const served = all(kitchen18('I want some fruit'));
    expect(all(kitchen18('bring me some fruit'))).toEqual(served);
  });
});

describe('fruit set out for guests', () => {
  it('is the bowl of fruit, whoever it is offered to', () => {
    const kitchen12 = readerIn('FloorPlan12');
    expect(all(kitchen12('friends are popping round later, a bowl of fruit would be nice to offer them'))).toEqual(all(kitchen12('a bowl of fruit would be nice')));
  });
});
