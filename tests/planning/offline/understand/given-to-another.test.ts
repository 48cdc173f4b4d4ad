/**
 * A thing handed to another grown-up is handed over (issue 38: "hand the knife to my dad" ran the
 * tap for clean hands and reported it done; "give the mug to my dad" was not understood). Real reader.
 */
import { describe, expect, it } from 'vitest';
import { givenToAnother } from '../../../../src/planning/offline/understand/given-to-another.js';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan12');

describe('a thing handed to another grown-up', () => {
  it('is handed over, never hands washed', () => {
    expect(givenToAnother('hand the knife to my dad')).toBe('hand the knife to me');
    expect(givenToAnother('can you hand my mum a mug')).toBe('can you hand me a mug');
    expect(conditionsOf(kitchen('hand the knife to my dad'))).toEqual([[{ exists: { type: 'Knife', is: ['held'] } }]]);
  });

  it('is no way round the refusal of a knife for a child', () => {
    expect(refusalOf(kitchen('the little one wants to help, hand her the knife'))).toContain('child');
    expect(givenToAnother('hand her the knife')).toBe('hand her the knife');
  });
});
