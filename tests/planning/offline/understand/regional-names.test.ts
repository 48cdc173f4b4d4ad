/**
 * Issue 38: things by their Australian and British names ("dunny paper", "bog roll"), a bathroom's curtain as its
 * shower curtain, food gone slimy as gone off, and when a thing was left ("yesterday's paper"). Sentences of our own;
 * real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan404: a used-up roll on the holder, a ShowerCurtain; FloorPlan20: Lettuce in the Fridge; FloorPlan218: a Newspaper.
const bathroom = readerIn('FloorPlan404');
const kitchen = readerIn('FloorPlan20');
const living = readerIn('FloorPlan218');
const freshRoll = [[{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }]];

describe('names said in Australia and Britain', () => {
  it('reads the dunny paper and the bog roll as the toilet roll', () => {
    expect(conditionsOf(bathroom("mate there's no dunny paper left on the roll"))).toEqual(freshRoll);
    expect(conditionsOf(bathroom("the bog roll's run out"))).toEqual(freshRoll);
  });

  it('reads the curtain of a bathroom as its shower curtain', () => {
    expect(conditionsOf(bathroom('curtain open would ya'))).toEqual([[{ exists: { type: 'ShowerCurtain', is: ['open'] } }]]);
  });
});

describe('food gone off and things left', () => {
  it('bins the lettuce gone slimy', () => {
    const read = conditionsOf(kitchen('lettuce has gone slimy. bin it'));
    expect(read).toEqual([[{ exists: { type: 'Lettuce', directlyIn: ['GarbageCan'] } }, { exists: { type: 'Lettuce', in: 'GarbageCan' } }, { none: { type: 'Lettuce', notIn: 'GarbageCan' } }]]);
  });

  it("bins yesterday's paper", () => {
    expect(conditionsOf(living("bin yesterday's paper"))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
  });
});
