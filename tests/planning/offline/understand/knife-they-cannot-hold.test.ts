/**
 * The person saying they cannot hold or face a knife is why they ask the robot to cut (issue 38):
 * the cutting is read, the clause asks nothing; alone it is left as said (asked about, never a
 * slice). Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { knifeTheyCannotHold } from '../../../../src/planning/offline/understand/knife-they-cannot-hold.js';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan13');

describe('a knife the person cannot hold', () => {
  it('leaves the cutting asked', () => {
    for (const said of ["cut the tomato for me, I can't hold a knife today", "I cannot face the big knife, slice the tomato please"]) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ exists: { type: 'Tomato', is: ['sliced'] } }]]);
    }
  });

  it('leaves a salad asked, the knife said in a learner\'s order', () => {
    expect(goalIds(kitchen('a salad we want for lunch, but the knife I cannot grip, my wrist hurts'))).toEqual(['salad']);
  });

  it('is left as said when nothing else is asked', () => {
    expect(knifeTheyCannotHold('i can not hold the knife')).toBe('i can not hold the knife');
    expect(JSON.stringify(kitchen("I can't hold the knife"))).not.toContain('sliced');
  });
});
