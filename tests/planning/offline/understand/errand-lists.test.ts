/**
 * Issue 38: an errand list as people type it ("1. keys in a drawer 2. watch in a drawer") was asked
 * about ("What should I do with the keys?") and its "2." read as two watches. The markers part the
 * items; a heading before them names the list. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan210');
const kitchen = readerIn('FloorPlan1');

describe('an errand list', () => {
  it('is read item by item, its numbers no counts', () => {
    for (const said of ['1. keys in a drawer 2. watch in a drawer', '1) keys in a drawer 2) watch in a drawer', 'keys in a drawer\nwatch in a drawer']) {
      expect(conditionsOf(living(said)), said).toEqual([
        [{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }, { exists: { type: 'Watch', directlyIn: ['Drawer'] } }],
      ]);
    }
  });

  it('a heading before the items names the list, not something outside the room', () => {
    const u = kitchen('errands: 1. tomato in the fridge 2. apple in the fridge');
    expect(conditionsOf(u)).toEqual([[{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }, { exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
  });

  it('a number said inside a request is left as it was said', () => {
    expect(conditionsOf(kitchen('toast. 2 slices.'))).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
  });
});
