/**
 * Issue 38: ordinary words the reader lacked, found by trying plain requests of our own: eating by
 * how it is eaten ("munch"), blinds said to let in too much light, a thing fallen in or into
 * something, an appliance overheating (AI2-THOR's appliances only switch on and off), and the British
 * "nice and" before how a room should be. Real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

describe('words of the everyday', () => {
  it('"something to munch on" is a snack (toast or apple pieces), not a slip of "much"', () => {
    expect(goalIds(readerIn('FloorPlan4')('gimme something to munch on'))).toEqual(['snack']);
  });

  it('blinds letting in too much light are closed', () => {
    expect(conditionsOf(readerIn('FloorPlan317')('the blinds are letting in too much light'))).toEqual([[{ exists: { type: 'Blinds' } }, { none: { type: 'Blinds', is: ['open'] } }]]);
  });

  it('a thing fallen into something is put away', () => {
    expect(conditionsOf(readerIn('FloorPlan421')('the towel fell in the bath'))).toEqual([
      [{ none: { type: 'Towel', notIn: ['TowelHolder'] } }, { none: { type: 'HandTowel', notIn: ['HandTowelHolder'] } }],
    ]);
  });

  it('an appliance overheating is switched off, not the person cooled', () => {
    const bedroom = readerIn('FloorPlan322');
    const off = [[{ none: { type: 'Laptop', is: ['on'] } }]];
    expect(conditionsOf(bedroom('the laptop is overheating'))).toEqual(off);
    expect(conditionsOf(bedroom('turn off the laptop its overheating'))).toEqual(off);
  });

  it('"nice and dark" is dark: no light switched on', () => {
    const u = readerIn('FloorPlan323')('make it nice and dark for a nap');
    expect(u.kind).toBe('tie');
    expect(u.kind === 'tie' && u.options.map((o) => o.id).filter((id) => id.includes('lights-on'))).toEqual([]);
  });
});

describe('reminders, empty rooms and candles', () => {
  it('"don\'t forget to" and "remember to" ask what follows', () => {
    const kitchen = readerIn('FloorPlan5');
    const off = [[{ exists: { type: ['StoveBurner', 'StoveKnob'], is: ['off'] } }]];
    expect(conditionsOf(kitchen("don't forget to turn the stove off"))).toEqual(off);
    expect(conditionsOf(kitchen('remember to turn the stove off'))).toEqual(off);
  });

  it('a lamp on with nobody here, or a candle still lit, is switched off', () => {
    expect(conditionsOf(readerIn('FloorPlan212')("the lamp's on but nobody's here"))).toEqual([[{ none: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan413')("the candle's still lit"))).toEqual([[{ none: { type: 'Candle', is: ['on'] } }]]);
  });
});

describe('how food is wanted, said after it', () => {
  const kitchen = readerIn('FloorPlan21');

  it('is the dish of that name, and a dish refused after it is not the one made', () => {
    expect(goalIds(kitchen("I'd like my egg boiled not fried"))).toEqual(['boiled-egg']);
    expect(goalIds(kitchen('my egg fried, not boiled'))).toEqual(['fried-egg']);
  });
});

describe('needs said by what they are for', () => {
  it('vitamins are fresh food, getting things done is work', () => {
    expect(goalIds(readerIn('FloorPlan3')('I need some vitamins'))).toEqual(['salad']);
    expect(goalIds(readerIn('FloorPlan301')('I want to feel productive'))).toEqual(['laptop-ready']);
  });

  it('dinner guests still ask a table laid, not the room tidied', () => {
    const u = readerIn('FloorPlan1')('my friends are coming over for dinner');
    expect(u.kind === 'none' && u.reason).toMatch(/table/);
  });
});

describe('a snack', () => {
  const kitchen = readerIn('FloorPlan4');
  const snack = [[{ exists: { type: 'BreadSliced', is: ['cooked'] } }], [{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]];

  it('is toast or apple pieces, never a cooked meal, and named it is asked over hunger beside it', () => {
    expect(conditionsOf(kitchen("I'm kinda peckish, anything to nibble on?"))).toEqual(snack);
    expect(conditionsOf(kitchen("film starts in ten minutes and I'm starving, sort me out a snack"))).toEqual(snack);
  });

  it('hunger alone is still any meal', () => {
    expect(goalIds(kitchen("I'm starving"))).toEqual(['meal']);
  });
});

describe('the room light said beside a request', () => {
  it('"don\'t touch the lights" leaves it as it is; "not the big light" switches it off', () => {
    expect(conditionsOf(readerIn('FloorPlan307')("home sick in bed, eh, could you turn the TV on? don't touch the lights"))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan301')('one more chapter, not the big light though')))).toContain('"none":{"type":"LightSwitch","is":["on"]}');
  });
});

describe('a thing said out of place, beside a need its use serves', () => {
  it('is the thing the use acts on: the tomato kept cold, not any food', () => {
    const kitchen = readerIn('FloorPlan1');
    expect(conditionsOf(kitchen("the tomato's been sat out in the heat all afternoon, it'll go soft"))).toEqual([[{ exists: { type: 'Tomato', in: 'Fridge' } }]]);
    expect(conditionsOf(kitchen("the loaf's been left out, it'll be rock hard by tomorrow"))).toEqual([[{ exists: { type: 'Bread', in: 'Fridge' } }]]);
  });

  it('"instead of sleeping" is what is wanted, not an aside', () => {
    const u = readerIn('FloorPlan319')('I keep scrolling on my phone in bed instead of sleeping');
    expect(u.kind).toBe('goal');
  });
});
