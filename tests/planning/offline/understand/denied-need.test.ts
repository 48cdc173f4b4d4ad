/**
 * A need the person says they are not in: "I'm not hungry" planned something to eat, and "I'm not
 * hungry, just thirsty" food with the water.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bedroom = readerIn('FloorPlan301');

describe('a need denied', () => {
  it('is no need: nothing is asked by it', () => {
    for (const text of ["I'm not hungry", "I don't feel hungry", "I don't want anything to eat", "we're not that hungry"]) {
      expect(refusalOf(kitchen(text)), text).toMatch(/says nothing to do/);
    }
    expect(refusalOf(bedroom("I'm not tired"))).toMatch(/says nothing to do/);
  });

  it('leaves the need said beside it', () => {
    expect(all(kitchen("I'm not hungry, just thirsty"))).toEqual(all(kitchen("I'm thirsty")));
    expect(all(kitchen("I'm not hungry but I'm thirsty"))).toEqual(all(kitchen("I'm thirsty")));
  });

  it('is not a need the person cannot meet or a thing not done', () => {
    expect(all(kitchen("I haven't eaten all day"))).toEqual(all(kitchen("I'm hungry")));
    expect(all(bedroom("the bed isn't made"))).toEqual(all(bedroom('make the bed')));
    // "unmade" said of the bed (was: asked what to do with the bed).
    expect(all(bedroom('my bed is still unmade'))).toEqual(all(bedroom('make the bed')));
  });
});
