/**
 * A drink poured away is its vessel emptied, never the drink made (issue 38: "pour the water out of
 * the cup" filled a glass at the tap, "tip out the coffee" brewed one, both reported met). Real
 * reader, real knowledge; FloorPlan1's pot starts full of water.
 */
import { describe, expect, it } from 'vitest';
import { pouredAway } from '../../../../src/planning/offline/understand/poured-away.js';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('a drink poured away', () => {
  it('out of a vessel said is that vessel emptied', () => {
    expect(pouredAway('tip the water out of the mug')).toBe('empty the mug');
    expect(pouredAway('pour away the old water in the kettle please')).toBe('empty the kettle please');
    expect(conditionsOf(kitchen('pour the water out of the pot'))).toEqual([[{ none: { type: 'Pot', is: ['filled'] } }]]);
  });

  it('with no vessel said, goes from the one such a drink is in, only when said to go', () => {
    expect(pouredAway('pour the coffee down the sink')).toBe('empty the mug');
    expect(pouredAway('chuck that cold tea away')).toBe('empty the mug');
    expect(pouredAway('pour me a coffee')).toBe('pour me a coffee');
    expect(pouredAway('pour some water for the plant')).toBe('pour some water for the plant');
  });

  it('is never the drink made', () => {
    expect(JSON.stringify(conditionsOf(kitchen('tip out the coffee')))).not.toContain('coffee');
    expect(JSON.stringify(conditionsOf(kitchen('pour the water out of the cup')))).not.toContain('"fillLiquid"');
  });
});

describe('emptying a vessel', () => {
  it('leaves none of it filled: an empty one beside a full one is no emptying', () => {
    expect(conditionsOf(kitchen('empty the pot'))).toEqual([[{ none: { type: 'Pot', is: ['filled'] } }]]);
  });
});
