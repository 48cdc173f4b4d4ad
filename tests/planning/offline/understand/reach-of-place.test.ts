/**
 * A thing wanted "within reach of the bed": beside that furniture, never shut away as a thing a child could reach; and
 * a formal speaker's "would be delighted to find" a thing for someone: wanting it.
 */
import { describe, expect, it } from 'vitest';
import { reachOfPlace } from '../../../../src/planning/offline/understand/reach-of-place.js';
import { conditionsOf, readerIn } from './reader-in.js';

const isNoun = (w: string) => ['bed', 'sofa', 'book'].includes(w);

describe('within reach of a piece of furniture', () => {
  it('is said as beside it, and a person\'s reach is left as it is', () => {
    expect(reachOfPlace('she would like her book within reach of the bed', isNoun)).toBe('she would like her book by the bed');
    expect(reachOfPlace('the knife is within reach of the kids', isNoun)).toBe('the knife is within reach of the kids');
  });

  it('puts the thing there (was: the book put away in a drawer)', () => {
    const u = readerIn('FloorPlan305')('she would like her book within reach of the bed');
    expect(JSON.stringify(conditionsOf(u))).toContain('"Bed"');
    expect(JSON.stringify(conditionsOf(u))).not.toContain('Drawer');
  });
});

describe('a formal speaker delighted to find a thing', () => {
  it('wants it (was: did not understand "delighted")', () => {
    const u = readerIn('FloorPlan23')('the boy would be delighted to find some apple, cut into pieces');
    expect(JSON.stringify(conditionsOf(u))).toContain('AppleSliced');
  });
});
