/**
 * A clause that only says a state after a use asked ("can I have an apple, but cut up") is how that
 * use's thing should be: the reading keeps it, never a whole apple served (a false success), and a
 * state no use before can take blocks (state-after.ts). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan21');

describe('a state said in a clause of its own', () => {
  it('is of the use asked just before', () => {
    for (const said of ['can i have an apple but cut up in bits because its too big to bite', 'can I have an apple, sliced please']) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
    }
    expect(conditionsOf(kitchen('can i have a coffee, hot'))).toEqual([[{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', fillLiquid: 'coffee', is: ['hot'] } }]]);
  });

  it('blocks where nothing asked before can take it', () => {
    expect(refusalOf(kitchen('can i have a tomato but cut up'))).toContain('cut up');
  });
});
