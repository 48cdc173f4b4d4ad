/**
 * Things told to lie where they do not belong are put away: "the keys are lying on the sofa" (where-it-lies.ts took
 * "lying on" for words pointing the keys out, and asked), "there's a book on the floor" (there-on-the-floor.ts: the
 * floor was asked about), "the pens and pencils are all over the coffee table" (speech.yaml `outOfPlace`), and every
 * thing a surface is covered in ("the sofa is covered in cards and the laptop": the laptop was left there).
 */
import { describe, expect, it } from 'vitest';
import { thereOnTheFloor } from '../../../../src/planning/offline/understand/there-on-the-floor.js';
import { withoutWhereItLies } from '../../../../src/planning/offline/understand/where-it-lies.js';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');
const pens = readerIn('FloorPlan212');

describe('things told to lie out of place', () => {
  it('keeps "is lying on" as said, and points a thing out by "lying on" after it', () => {
    expect(withoutWhereItLies('the keys are lying on the sofa')).toBe('the keys are lying on the sofa');
    expect(withoutWhereItLies('bring me the phone lying on the bed')).toBe('bring me the phone on the bed');
  });

  it('reads "there is a thing on the floor" as the thing on the floor', () => {
    expect(thereOnTheFloor("there is a book on the floor")).toBe('the book is on the floor');
    expect(thereOnTheFloor('there are two towels lying on the floor')).toBe('the towels are lying on the floor');
    expect(thereOnTheFloor('there is a book on the sofa')).toBe('there is a book on the sofa');
  });

  it('puts them away', () => {
    expect(conditionsOf(living('the keys are lying on the sofa'))).toEqual([[{ none: { type: 'KeyChain', notIn: ['Drawer', 'Box'] } }]]);
    expect(conditionsOf(living("there's a book on the floor"))).toEqual([[{ none: { type: 'Book', notIn: ['Drawer', 'Box'] } }]]);
    expect(conditionsOf(pens('the pens and pencils are all over the coffee table'))).toEqual([
      [
        { none: { type: 'Pen', notIn: ['Drawer', 'Box', 'Shelf'] } },
        { none: { type: 'Pencil', notIn: ['Drawer', 'Box', 'Shelf'] } },
      ],
    ]);
  });

  it('puts away every thing a surface is covered in', () => {
    const read = JSON.stringify(conditionsOf(living('the sofa is covered in cards and the laptop')));
    expect(read).toContain('"CreditCard"');
    expect(read).toContain('"Laptop"');
  });
});
