/**
 * Words said around a request that ask nothing (issue 38): the slang of the young ("bruh", "lowkey",
 * "fr"), South African and Indian English ("Eish", "yaar", "on the bed itself", "do the needful"),
 * and an arm the person cannot use ("with my arm in a sling", "one arm in plaster"; never a plaster
 * wanted), and since which meal a thing is dirty ("grubby from lunch": no hunger). With them the rest is read as without them.
 * Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan306');
const bedroom302 = readerIn('FloorPlan302');
const living = readerIn('FloorPlan201');
const living210 = readerIn('FloorPlan210');

const lightOff = [[{ exists: { type: 'LightSwitch', is: ['off'] } }]];

describe('slang and regional words around a command', () => {
  it('are set aside: the light is switched off', () => {
    for (const said of ['bruh turn off the light', 'lowkey turn off the light fr', 'Eish, turn off the light', 'turn off the light yaar', 'do the needful and turn off the light']) {
      expect(conditionsOf(bedroom(said)), said).toEqual(lightOff);
    }
  });

  it('"itself" after a place only stresses it: the laptop on the bed', () => {
    expect(conditionsOf(bedroom302('Kindly put my laptop on the bed itself, I will do office work lying down'))).toEqual([[{ exists: { type: 'Laptop', directlyIn: ['Bed'] } }]]);
  });

  it('are set aside in a need too: the light is off to sleep', () => {
    const u = bedroom("bruh the light's so bright and i'm tryna sleep");
    expect(u.kind === 'goal' || u.kind === 'tie', JSON.stringify(u)).toBe(true);
    const text = JSON.stringify(u);
    expect(text).toContain('LightSwitch');
    expect(text).not.toContain('bruh');
  });
});

describe('an arm the person cannot use', () => {
  it('asks nothing: the lamp they cannot reach is switched on', () => {
    for (const said of ['with my arm in a sling, turn on the lamp', "my arm's in plaster, turn on the lamp", 'I can only do it one-handed, turn on the lamp']) {
      expect(conditionsOf(living(said)), said).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    }
  });
});

describe('handing a thing over', () => {
  it('"hand them to me" is the thing held, never clean hands', () => {
    expect(conditionsOf(living210("there's a little bunch of keys on the low brown table and I can't make them out, could you hand them to me"))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
    expect(conditionsOf(living210('hand the keys over'))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
  });
});

describe('since a meal', () => {
  it('says when a thing was used, no hunger: the pan washed, no meal cooked', () => {
    const u = readerIn('FloorPlan2')("the frying pan's still grubby from lunch");
    expect(u.kind === 'goal' ? u.goal.id : u).toBe('clean-dishes');
  });
});

describe("a lamp's own switch", () => {
  it('is the lamp, never the ceiling light: the tall lamp on', () => {
    expect(conditionsOf(living("turn on the tall lamp's switch"))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(JSON.stringify(conditionsOf(living("can't reach the tall lamp's switch with my arm in a sling and it's getting dark in here")))).toContain('FloorLamp');
  });
});
