/**
 * A machine set going: "get the laptop up and running" ('running' not understood), "boot the laptop
 * up" ('boot'), "get the coffee machine going"; and the kettle switched on, which AI2-THOR boils on
 * a burner ("turn on the kettle" asked the kettle toggled, which nothing reaches).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan225');
const kitchen = readerIn('FloorPlan1');

describe('a machine set going', () => {
  it('is switched on', () => {
    const on = [[{ exists: { type: 'Laptop', is: ['on'] } }]];
    for (const text of ['get the laptop up and running', 'get the laptop going', 'boot the laptop up']) expect(all(living(text))).toEqual(on);
    expect(all(kitchen('get the coffee machine going'))).toEqual([[{ exists: { type: 'CoffeeMachine', is: ['on'] } }]]);
  });

  it('leaves a thing got as fetched', () => {
    expect(all(kitchen('get the apple'))).toEqual([[{ exists: { type: 'Apple', is: ['held'] } }]]);
  });
});

describe('the kettle switched on', () => {
  it('is the kettle boiled, as "put the kettle on" is', () => {
    const boiled = all(kitchen('put the kettle on'));
    for (const text of ['turn on the kettle', 'switch the kettle on', 'get the kettle going']) expect(all(kitchen(text))).toEqual(boiled);
  });
});
