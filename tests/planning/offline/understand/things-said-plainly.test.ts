/**
 * Issue 38, plain ways of saying a thing is out of place or wanted for something the person will do:
 * a thing said to be on the floor is put away where it is kept (a towel on its rail, a cushion on a
 * seat, a clock by the bed); the toilet seat said to be up is put down; a thing wanted "to cut this"
 * is handed over, never the thing itself cut; a book to relax with is brought, never the TV; a book
 * wanted in bed is handed to the person there, never put on the bed. Sentences of our own; real
 * reader, knowledge and scenes. Plain commands: somewhere cold is the fridge, never a drawer; the
 * towel rail is its holder; "safely" asks nothing more.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan10');
const living = readerIn('FloorPlan210');
const bedroom = readerIn('FloorPlan310');
const bathroom = readerIn('FloorPlan410');

const idOf = (u: Understanding) => (u.kind === 'goal' ? u.goal.id : u.kind === 'tie' ? u.options.map((o) => o.id) : u.kind);
const all = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u.kind);

describe('a thing said to be on the floor', () => {
  it('is put away where such a thing is kept', () => {
    expect(all(bathroom('the towel is on the floor'))).toEqual([[{ none: { type: 'Towel', notIn: ['TowelHolder'] } }, { none: { type: 'HandTowel', notIn: ['HandTowelHolder'] } }]]);
    expect(all(living('the cushions are all over the floor'))).toEqual([[{ none: { type: 'Pillow', notIn: ['Sofa', 'ArmChair'] } }]]);
    expect(all(bedroom('my alarm clock is on the floor'))).toEqual([[{ none: { type: 'AlarmClock', notIn: ['SideTable', 'Desk', 'Shelf'] } }]]);
  });

  it('is put there when asked', () => {
    expect(all(bedroom('put the pillow on the floor'))).toEqual([[{ exists: { type: 'Pillow', directlyIn: ['Floor'] } }]]);
  });
});

describe('the toilet seat said to be up', () => {
  it('is put down, however it is said', () => {
    for (const request of ['the toilet seat is up again', "ugh the loo seat's been left up", 'toilet lid is always up']) {
      expect(all(bathroom(request)), request).toEqual([[{ none: { type: 'Toilet', is: ['open'] } }]]);
    }
  });
});

describe('a thing wanted for what the person will do with it', () => {
  it('is handed over, never the doing done to it', () => {
    for (const request of ['I need a knife to cut this', 'I need a knife to cut the bread', 'get me a knife to cut this with']) {
      expect(all(kitchen(request)), request).toEqual([[{ exists: { type: 'Knife', is: ['held'] } }]]);
    }
    expect(all(kitchen('could you get me a plate to put my toast on'))).toEqual([[{ exists: { type: 'Plate', is: ['held'] } }]]);
  });

  it("leaves a thing's own doing and a need said after it as before", () => {
    expect(idOf(kitchen('I want the kettle to boil'))).toBe('boiled-water');
    expect(idOf(kitchen('can I have a cloth to wipe this up'))).toBe('cloth-to-hand');
    expect(all(kitchen('use the knife to cut the apple'))).toEqual([[{ exists: { type: 'Apple', is: ['sliced'] } }]]);
  });
});

describe('something to read to relax with', () => {
  it('is brought, never the TV', () => {
    expect(idOf(living('I want to relax with a book'))).toBe('reading-to-hand');
    expect(idOf(living("I'd like to unwind with the newspaper"))).toBe('reading-to-hand');
  });

  it('is handed to the person in bed, never put on the bed', () => {
    expect(all(bedroom('I want to curl up in bed with a good book'))).toEqual([[{ exists: { type: 'Book', is: ['held'] } }], [{ exists: { type: 'Newspaper', is: ['held'] } }]]);
  });
});

describe('plain commands', () => {
  it('puts a thing somewhere cold in the fridge, never a drawer', () => {
    expect(all(kitchen('put the apple somewhere cold'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
    expect(all(kitchen('keep the tomatoes somewhere cool'))).toEqual([[{ none: { type: 'Tomato', notIn: ['Fridge'] } }]]);
  });

  it('hangs a towel on the rail, and reads "safely" as asking nothing more', () => {
    expect(all(bathroom('put the towel on the rail'))).toEqual([[{ exists: { type: 'Towel', directlyIn: ['TowelHolder'] } }]]);
    expect(all(kitchen('put the knife away safely'))).toEqual([[{ exists: { type: 'Knife', directlyIn: ['Drawer'] } }]]);
  });

  it('puts a thing somewhere the person will see it on an open surface, never shut away', () => {
    // FloorPlan310 has a drawer, a side table, a shelf and a desk: the keys and the phone go on the open ones.
    expect(all(bedroom("put the keys somewhere I'll see them"))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['SideTable', 'Shelf', 'Desk'] } }]]);
    expect(all(bedroom('leave my phone somewhere I can find it'))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['SideTable', 'Shelf', 'Desk'] } }]]);
    expect(all(bedroom('put my phone somewhere'))).toMatchObject([[{ exists: { type: 'CellPhone', directlyIn: expect.arrayContaining(['Drawer']) } }]]);
  });
});

describe('the person in bed, and their teeth', () => {
  it('puts the laptop on the bed they will be in, asking nothing of the bed ("chill" is no cold bed)', () => {
    const inBed = [[{ exists: { type: 'Laptop', is: ['open', 'on'], within: { type: 'Bed' } } }]];
    expect(all(bedroom('I want to chill in bed and watch something on my laptop'))).toEqual(inBed);
    expect(all(bedroom('I want to watch something on my laptop in bed'))).toEqual(inBed);
  });

  it('runs the sink tap for teeth to clean, as for teeth to brush', () => {
    expect(idOf(bathroom('I want to clean my teeth'))).toBe(idOf(bathroom('I want to brush my teeth')));
    expect(all(bathroom('I need to clean my teeth'))).toEqual(all(bathroom('I want to brush my teeth')));
  });
});
