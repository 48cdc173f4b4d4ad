/**
 * Food wanted light, a toy spoken of as "him", a pet as why a thing is moved, "there" and "too" of
 * one more thing put, and a thing asked where it is kept beside the dish made of it: "something light
 * for lunch" offered a cooked potato (a false success once frying was left out); "a cwtch with the
 * teddy, pass him here" was refused as looking after a person; "shift that plate off the coffee
 * table? don't want the dog licking it" was refused as looking after an animal; "put my phone there
 * too" did not understand 'too' (and "there" was no place); "where do you keep the bread ... toast"
 * could not both bring the loaf and toast it.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan302');
const boysRoom = readerIn('FloorPlan301');

describe('food wanted light or healthy', () => {
  it('is fresh food, not a cooked dish', () => {
    expect(goalIds(kitchen('something light for lunch please'))).toEqual(['salad']);
    expect(goalIds(kitchen("I'm trying to eat healthier, what can I have"))).toEqual(['salad']);
    // Hunger alone still asks which.
    expect(goalIds(kitchen("I'm starving"))).toEqual(['meal']);
  });
});

describe('a soft toy spoken of as a person', () => {
  it('is the "him" acted on after it, and a person still is not', () => {
    expect(all(bedroom('I could do with a cwtch with the teddy, pass him here would you'))).toEqual([[{ exists: { type: 'TeddyBear', is: ['held'] } }]]);
    expect(refusalOf(living('my son is upset, lift him up'))).toMatch(/looking after a person/);
  });
});

describe('a pet said as why', () => {
  it('moves the thing ("shift"), not looking after the pet', () => {
    expect(all(living("shift the plate off the coffee table, don't want the dog licking it"))).toEqual([[{ exists: { type: 'Plate', notIn: ['CoffeeTable'], isPickedUp: false } }]]);
  });
});

describe('one more thing put', () => {
  it('goes "there", where the thing before went', () => {
    expect(all(boysRoom('move the alarm clock to the desk and put my phone there too'))).toEqual([
      [{ exists: { type: 'AlarmClock', directlyIn: ['Desk'] } }, { exists: { type: 'CellPhone', directlyIn: ['Desk'] } }],
    ]);
  });
});

describe('a thing asked where it is kept beside a dish of it', () => {
  it('is the dish\'s to take, not brought as well', () => {
    expect(goalIds(kitchen("where do you keep the bread? I'd love some toast"))).toEqual(['toast']);
  });
});
