/**
 * Two deeds wished done to one thing, said by their past participles, ask both: "I want the
 * lettuce washed and chopped" (was: 'chopped' not understood), "get the lettuce washed then
 * chopped" (was: washed alone, a success where half was asked).
 */
import { describe, expect, it } from 'vitest';
import { deedsWishedDone } from '../../../../src/planning/offline/understand/deeds-wished-done.js';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan10: a kitchen with a Lettuce, a Mug, a Knife and a SinkBasin with a Faucet.
const kitchen = readerIn('FloorPlan10');
const isVerb = (w: string): boolean => kitchen.vocabulary.isVerb(w);

describe('deedsWishedDone', () => {
  it('says two participles of known verbs as the command both make', () => {
    expect(deedsWishedDone('i want the lettuce washed and chopped', isVerb)).toBe('wash and chop the lettuce');
    expect(deedsWishedDone('could you get the mug washed then filled with water', isVerb)).toBe('could you wash and fill the mug with water');
  });

  it('leaves words that are no participles of verbs as they are', () => {
    expect(deedsWishedDone('i want the mug and the plate', isVerb)).toBe('i want the mug and the plate');
    expect(deedsWishedDone('i need the lettuce washed', isVerb)).toBe('i need the lettuce washed');
  });
});

describe('both deeds in the goal', () => {
  it('slices the washed lettuce, however the two are joined', () => {
    const sliced = [[{ exists: { type: 'LettuceSliced', was: { in: 'SinkBasin', whileOn: true } } }]];
    expect(conditionsOf(kitchen('I want the lettuce washed and chopped'))).toEqual(sliced);
    expect(conditionsOf(kitchen('get the lettuce washed then chopped'))).toEqual(sliced);
  });

  it('fills the washed mug with water', () => {
    expect(conditionsOf(kitchen('I want the mug washed and filled with water'))).toEqual([
      [{ exists: { type: 'Mug', fillLiquid: 'water', was: { in: 'SinkBasin', whileOn: true }, is: ['clean', 'filled'] } }],
    ]);
  });
});
