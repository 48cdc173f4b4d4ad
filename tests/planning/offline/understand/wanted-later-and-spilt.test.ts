/**
 * Issue 38: what the person will need ("I'll need the laptop over here") is wanted now, not told; staying in bed is
 * the person's own, nothing asked of the bed (never the bed made); and a drink knocked over and said to be gone
 * ("... and there's none left") wants another drink beside something to wipe it up. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan305: a Laptop on the Desk; FloorPlan4: a kitchen with cups, mugs and a sponge.
const bedroom = readerIn('FloorPlan305');
const kitchen = readerIn('FloorPlan4');

describe('a thing the person will need', () => {
  it('is brought, whatever else the person is doing in bed', () => {
    expect(conditionsOf(bedroom("I'll need the laptop over here"))).toEqual([[{ exists: { type: 'Laptop', is: ['held'] } }]]);
    expect(conditionsOf(bedroom("working from home today but I'm staying in bed, I'll need the laptop over here"))).toEqual([[{ exists: { type: 'Laptop', is: ['held'] } }]]);
  });

  it('reads staying in bed as the person\'s own', () => {
    expect(refusalOf(bedroom("I'm staying in bed"))).toBe("'staying in bed' is yours to do, and it asks nothing else");
  });
});

describe('a drink knocked over and gone', () => {
  it('wants another drink beside something to wipe it up', () => {
    expect(goalIds(kitchen("ah no, I've knocked my drink over and there's none left"))).toEqual(['cloth-to-hand+glass-of-water']);
  });

  it('leaves a spill alone as something to wipe it up', () => {
    expect(goalIds(kitchen("I've knocked my drink over"))).toEqual(['cloth-to-hand']);
  });

  it('reads a drink said spilt as a spill, never as thirst or nothing', () => {
    expect(goalIds(kitchen("I've spilt my drink"))).toEqual(['cloth-to-hand']);
    expect(goalIds(kitchen('just spilled my coffee all over the table'))).toEqual(['cloth-to-hand']);
    expect(goalIds(kitchen("I spilt my tea and there's nothing left"))).toEqual(['cloth-to-hand+glass-of-water']);
  });
});
