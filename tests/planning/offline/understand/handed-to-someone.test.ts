/**
 * A thing handed to someone ("pass her the spoon" was refused as looking after a person; "hand her
 * the spoon" ran the tap for a hand wash), while a person acted on is still refused.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bedroom = readerIn('FloorPlan301');

describe('a thing handed to someone', () => {
  it('is the thing handed over', () => {
    const spoon = [[{ exists: { type: 'Spoon', is: ['held'] } }]];
    for (const text of ['pass her the spoon', 'hand her the spoon', 'give her a spoon', 'the little one is hungry, hand her the spoon']) expect(all(kitchen(text))).toEqual(spoon);
  });

  it('leaves a person acted on refused', () => {
    expect(refusalOf(bedroom('pick her up'))).toMatch(/looking after a person/);
    expect(refusalOf(bedroom('rock him to sleep'))).toMatch(/looking after a person/);
  });
});

describe('a child who will not settle', () => {
  it('is the teddy fetched, not a person looked after', () => {
    expect(all(readerIn('FloorPlan309')("the little one won't settle without her teddy, could you fetch it for me?"))).toEqual([[{ exists: { type: 'TeddyBear', is: ['held'] } }]]);
  });
});
