/**
 * Issue 38: a switch said as a setting ("Switch the desk lamp to the on state" was refused for
 * 'state'; "set the desk lamp to on" was the lamp in hand), a result wanted said as what someone
 * wakes up to ("he should wake up to the basketball on his bed" was a coffee to wake up), and an
 * errand item closing in "too" ("apple in the fridge too" was fruit asked for). Sentences of our own;
 * real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan320');
const boysRoom = readerIn('FloorPlan305');
const kitchen = readerIn('FloorPlan12');

describe('a switch said as a setting', () => {
  it('is switched, never put down', () => {
    for (const said of ['Switch the desk lamp to the on state.', 'set the desk lamp to on', 'Set the desk lamp to the on position']) {
      expect(conditionsOf(bedroom(said)), said).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
    }
  });

  it('"set" with a place still puts the thing there', () => {
    expect(conditionsOf(kitchen('set the mug on the counter'))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['CounterTop'] } }]]);
  });
});

describe('what someone wakes up to', () => {
  it('is the state of things wanted', () => {
    expect(conditionsOf(boysRoom("it's Jamie's birthday, he should wake up to the basketball on his bed"))).toEqual([[{ exists: { type: 'BasketBall', directlyIn: ['Bed'] } }]]);
  });
});

describe('an errand item closing in "too"', () => {
  it('is that item', () => {
    expect(conditionsOf(kitchen('1. tomato in the fridge 2. apple in the fridge too'))).toEqual([
      [{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }, { exists: { type: 'Apple', directlyIn: ['Fridge'] } }],
    ]);
  });
});
