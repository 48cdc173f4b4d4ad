/**
 * Requests as they are dictated by voice or typed tersely: "their" for "there" and "were" for
 * "we're" (homophones.ts), wanting said as "fancy" or "could do with", a count said after its
 * thing ("toast. two slices.": count-after.ts), an empty thing put away in the bin (put-away.ts),
 * a kettle or a pot named with the boiling (uses.yaml kettle-on, pot-on), and another person's
 * messages (uses.yaml `beyond` snooping).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan401: a bathroom whose ToiletPaperHanger holds a used-up roll; FloorPlan7: a kitchen with a Potato;
// FloorPlan11: a kitchen with Bread and a Toaster; FloorPlan201: a living room with a used-up TissueBox on the CoffeeTable;
// FloorPlan12: a kitchen with no Kettle; FloorPlan3: a kitchen with a Kettle and a Pot; FloorPlan203: a living room with a Laptop.
const bathroom = readerIn('FloorPlan401');
const kitchen = readerIn('FloorPlan7');
const toaster = readerIn('FloorPlan11');
const livingRoom = readerIn('FloorPlan201');
const noKettle = readerIn('FloorPlan12');
const kettleAndPot = readerIn('FloorPlan3');
const laptopRoom = readerIn('FloorPlan203');

describe('dictated homophones', () => {
  it('reads "their" before or after a verb of being as "there": a fresh roll on the holder', () => {
    expect(goalIds(bathroom('why is their never any toilet roll on the holder um i always have to change it'))).toEqual(['toilet-paper']);
    expect(goalIds(bathroom('their is no toilet roll on the holder'))).toEqual(['toilet-paper']);
  });

  it('reads "were" opening a clause before an -ing verb as "we are", and "fancy" as wanting', () => {
    expect(goalIds(kitchen('its chucking it down and were staying in all weekend so i fancy a jacket potato for lunch'))).toEqual(['cooked-potato']);
  });

  it('reads text-speak\'s "4" before whom it is for as "for", never as four (was: four pots of water boiled)', () => {
    const water = conditionsOf(readerIn('FloorPlan3')('can u heat up sum water 4 me'));
    expect(JSON.stringify(water)).not.toContain('atLeast');
    expect(goalIds(readerIn('FloorPlan3')('can u heat up sum water 4 me'))).toEqual(goalIds(readerIn('FloorPlan3')('can you heat up some water for me')));
  });
});

describe('a count said after its thing', () => {
  it('reads "toast. two slices." as two slices of toast', () => {
    expect(conditionsOf(toaster('toast. two slices.'))).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
  });

  it('leaves a word that is no count alone ("toast. now.")', () => {
    expect(conditionsOf(toaster('toast. now.'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
  });
});

describe('an empty thing put away', () => {
  it('puts a tissue box said to be empty in the bin, not in a drawer', () => {
    expect(conditionsOf(livingRoom('why is the empty tissue box always left on the coffee table'))).toEqual([[{ none: { type: 'TissueBox', isUsedUp: true, notIn: ['GarbageCan'] } }]]);
  });
});

describe('a kettle or a pot named with the boiling', () => {
  it('refuses the kettle boiled where there is no kettle, never a pot in its place', () => {
    expect(refusalOf(noKettle('packed lunch is done, just need the kettle boiled for my flask of tea'))).toContain('Kettle');
  });

  it('boils the pot asked for, not the kettle', () => {
    expect(conditionsOf(kettleAndPot("I'm doing pasta so I'll need a big pot of water on the hob"))).toEqual([[{ exists: { type: 'Pot', fillLiquid: 'water', is: ['hot'], within: { type: 'StoveBurner', is: ['on'] } } }]]);
  });
});

describe("another person's messages", () => {
  it('refuses reading a flatmate\'s messages, however the reading is said', () => {
    expect(refusalOf(laptopRoom("my flatmate left her laptop here, have a read of her messages and tell me who she's seeing"))).toContain('private');
  });

  it('still reads the person checking their own messages as a phone to use', () => {
    expect(goalIds(laptopRoom('I need to check my messages'))).toEqual(['phone-on']);
    // "my emails" are the person's own: "her emails" lost its "her" to the politeness words and refused them (everyday-blind's lb-emails).
    expect(goalIds(laptopRoom('I need to check my emails.'))).toEqual(goalIds(laptopRoom('I need to do some work')));
    expect(refusalOf(laptopRoom('go through his emails'))).toContain('private');
  });
});
