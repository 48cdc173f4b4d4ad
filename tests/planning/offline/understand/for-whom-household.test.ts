/**
 * Who a thing is done for, said as the person's own family or household ("for my sister", "for my
 * father-in-law"), asks nothing more (issue 38): the deed is read as if said alone. Real reader,
 * real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { withoutForWhom } from '../../../../src/planning/offline/understand/for-whom.js';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan15');

describe('done for one of the household', () => {
  it('takes out who it is for', () => {
    expect(withoutForWhom('put a plate on the table for my father-in-law').trimEnd()).toBe('put a plate on the table');
    expect(withoutForWhom('slice the bread for our flatmate please').replace(/\s+/g, ' ')).toBe('slice the bread please');
    // Whose a thing is stays ("my mother's cup").
    expect(withoutForWhom("wash my mother's cup")).toBe("wash my mother's cup");
  });

  it('reads the deed', () => {
    for (const said of ['set a plate on the dining table for my sister, she is coming for dinner', 'put a plate on the dining table for my brother-in-law']) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ exists: { type: 'Plate', directlyIn: ['DiningTable'] } }]]);
    }
  });
});
