/**
 * A meal said to be eaten at a place ("we're eating at the table") is where a dish said to be out of
 * place goes: never put away in a cabinet or only off where it lies, which leaves the meal without it.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';
import { eatenAt } from '../../../../src/planning/offline/understand/eaten-at.js';
import { tokens } from '../../../../src/planning/offline/understand/parse.js';

// FloorPlan228: a living room with a Plate on the coffee table, a dining table and a side table.
const living = readerIn('FloorPlan228');

describe('a dish goes where the meal is said to be eaten', () => {
  it('the place named after a meal\'s word, a word or two after "at"', () => {
    expect(eatenAt(tokens('we are going to eat dinner at the actual table tonight'), living.vocabulary)).toContain('DiningTable');
    expect(eatenAt(tokens('having lunch at the dining table'), living.vocabulary)).toEqual(['DiningTable']);
    // No meal said, or a place said of something else: no place.
    expect(eatenAt(tokens('the plate is at the edge of the table'), living.vocabulary)).toEqual([]);
    expect(eatenAt(tokens('eat something, then put the plate on the table'), living.vocabulary)).toEqual([]);
  });

  it('the plate lying on the coffee table goes on the dining table (was: off the coffee table anywhere, a false success)', () => {
    const u = living("we're going to eat dinner at the actual table like a proper family for once. The plate's still sitting on the coffee table though");
    if (u.kind !== 'goal') throw new Error(JSON.stringify(u));
    expect(u.goal.alternatives.map((a) => a.all)).toEqual([[{ none: { type: 'Plate', notIn: ['DiningTable'] } }]]);
  });

  it('without a meal said, the plate is put away as before', () => {
    const u = living("the plate's still sitting on the coffee table");
    if (u.kind !== 'goal') throw new Error(JSON.stringify(u));
    expect(u.goal.alternatives[0]!.all).not.toContainEqual({ none: { type: 'Plate', notIn: ['DiningTable'] } });
  });
});
