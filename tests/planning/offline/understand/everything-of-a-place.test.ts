/**
 * Everything of one place, taken off it with no place said for it ("clear everything off the coffee
 * table", "get everything off the bed"): nothing that can be carried left there, not the whole room
 * refused (issue 38: loose commands with scope words). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan226');
const bedroom = readerIn('FloorPlan322');

describe('everything off a place', () => {
  it('leaves nothing that can be carried there', () => {
    for (const said of ['clear everything off the coffee table', 'get everything off the coffee table']) {
      expect(conditionsOf(living(said)), said).toEqual([[{ none: { in: 'CoffeeTable', pickupable: true } }]]);
    }
    expect(conditionsOf(bedroom('take everything off the bed'))).toEqual([[{ none: { in: 'Bed', pickupable: true } }]]);
  });

  it('with a place to go, is still not stated (never a weaker goal)', () => {
    expect(living('move everything off the coffee table onto the sofa').kind).toBe('none');
  });
});
