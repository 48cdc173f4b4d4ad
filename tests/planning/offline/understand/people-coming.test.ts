/**
 * People said to be coming to the house are guests coming (issue 38: "my friends are coming over"
 * said nothing to do). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { peopleComing } from '../../../../src/planning/offline/understand/people-coming.js';
import { goalIds, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');

describe('people coming to the house', () => {
  it('are guests coming, however they are named', () => {
    expect(peopleComing('my friends are coming over')).toBe('guests coming');
    expect(peopleComing('the in-laws are popping round later')).toBe('guests coming later');
    expect(peopleComing('company is coming')).toBe('guests coming');
    expect(goalIds(living('my parents are coming round later'))).toEqual(goalIds(living('guests are coming')));
  });

  it('only when they come to the house; what follows is read as said', () => {
    expect(peopleComing('my friends are coming to pick me up')).toBe('my friends are coming to pick me up');
    expect(peopleComing('my family is coming over for dinner')).toBe('guests coming for dinner');
  });
});
