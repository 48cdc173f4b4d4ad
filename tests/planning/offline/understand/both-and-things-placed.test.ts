/**
 * Loose commands of two things and a place, with no verb (issue 38): "both" summing up a pair
 * ("forks and spoons, both on the table", "both the fork and the spoon") counts nothing, and a word
 * that names a doing and a thing ("watch") is the thing where the catalogue lets it go to the place
 * said ("keys and watch in the box"), never the television watched. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan26');
const bedroom = readerIn('FloorPlan313');
const living = readerIn('FloorPlan210');

describe('"both" of a pair', () => {
  it('after a comma, sums up the list: each is put there', () => {
    expect(conditionsOf(bedroom('bat and racket, both on the floor'))).toEqual([
      [{ exists: { type: 'BaseballBat', directlyIn: ['Floor'] } }, { exists: { type: 'TennisRacket', directlyIn: ['Floor'] } }],
    ]);
    expect(JSON.stringify(conditionsOf(kitchen('forks and spoons, both on the table pls')))).toMatch(/Fork.*DiningTable.*Spoon.*DiningTable/);
  });

  it('before "the fork and spoon", counts no two forks', () => {
    expect(conditionsOf(kitchen('put both the fork and spoon on the table'))).toEqual([
      [{ exists: { type: 'Fork', directlyIn: ['DiningTable'] } }, { exists: { type: 'Spoon', directlyIn: ['DiningTable'] } }],
    ]);
  });

  it('of one kind still counts two', () => {
    expect(JSON.stringify(conditionsOf(kitchen('put both forks on the table')))).toContain('"atLeast":2');
  });
});

describe('a thing that is also a doing, before a place it may go', () => {
  it('is the thing put there, never the television on', () => {
    expect(conditionsOf(living('watch in the drawer'))).toEqual([[{ exists: { type: 'Watch', directlyIn: ['Drawer'] } }]]);
    expect(conditionsOf(living('keys and watch, both in the box please'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: 'Box' } }, { exists: { type: 'Watch', directlyIn: 'Box' } }]]);
  });

  it('stays watching where no such thing goes: the television on', () => {
    expect(JSON.stringify(conditionsOf(living('watch on the telly')))).toContain('Television');
    expect(JSON.stringify(conditionsOf(living('watch tv')))).toContain('Television');
  });
});
