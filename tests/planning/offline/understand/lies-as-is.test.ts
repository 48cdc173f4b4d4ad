/**
 * Where a thing is, said by a learner whose language says it lies, stands or hangs there (Dutch,
 * Swedish, German: speech.yaml `fillers` "lies", "hangs"; `desired` "should lie"; `outOfPlace`
 * "lies in the sofa"), and "they" opening a clause of how things named before should be
 * (clause-kinds.ts `subjectReferent`). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan301: a bedroom with a KeyChain on the dresser and drawers; FloorPlan203: a living room with a CreditCard on the sofa, drawers and a box.
const bedroom = readerIn('FloorPlan301');
const living = readerIn('FloorPlan203');

describe('a thing that "should lie" somewhere', () => {
  it('is put there, as "should be" says', () => {
    expect(conditionsOf(bedroom('my keys should lie in the drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
  });

  it('"they" opening the clause is the things named before (was: "put they in the drawer" not understood)', () => {
    expect(conditionsOf(bedroom('every morning I am late because I search my keys, they should lie in the drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
    expect(conditionsOf(bedroom('I can never find my keys, they should be in the drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a thing that "lies in the sofa"', () => {
  it('is out of place there and put away where such things are kept', () => {
    const all = JSON.stringify(conditionsOf(living('my credit card lies in the sofa and I am afraid I lose it when my friends sit there')));
    expect(all).toContain('"type":"CreditCard"');
    expect(all).toContain('Drawer');
  });
});

describe('"lies" and "hangs" as "is"', () => {
  it('are no words the reader blocks on: the rest is read as said', () => {
    expect(conditionsOf(bedroom('my keys lie on the dresser, put them in the drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
    expect(conditionsOf(bedroom('the book lies on the shelf, put it on the bed'))).toEqual([[{ exists: { type: 'Book', directlyIn: ['Bed'] } }]]);
  });
});
