/**
 * What follows "so" that says how a thing must end up ("..., so the baseball bat has to come off my
 * bed") or what the person will need ("so I'll be needing my keys") is what is asked, not what
 * something is for; "a piece of toast" is toast (already pieces), never toast that is sliced.
 * Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

describe('a request after "so"', () => {
  it('moves a thing that has to come off a place', () => {
    const bedroom = readerIn('FloorPlan305');
    expect(conditionsOf(bedroom('my friends are coming over for my birthday so the baseball bat has to come off my bed'))).toEqual([[{ exists: { type: 'BaseballBat', notIn: ['Bed'], isPickedUp: false } }]]);
  });
  it('hands over what the person will be needing', () => {
    const bedroom = readerIn('FloorPlan320');
    expect(conditionsOf(bedroom("I'm off for a run, so I'll be needing my keys"))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
  });
});

describe('a piece of what is pieces already', () => {
  it('is that thing, not sliced again', () => {
    const kitchen = readerIn('FloorPlan6');
    expect(conditionsOf(kitchen('I could go for a piece of toast'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
  });
});
