/**
 * What the person has had already is no need (issue 38: "I already had breakfast, just a coffee
 * please" made breakfast as well as the coffee). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { withoutAlreadyHad } from '../../../../src/planning/offline/understand/already-had.js';
import { goalIds, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan12');

describe('a meal or wash had already', () => {
  it('is told, not asked', () => {
    expect(goalIds(kitchen('I already had breakfast, just a coffee please'))).toEqual(goalIds(kitchen('just a coffee please')));
    expect(goalIds(kitchen('I had toast for breakfast, can I have an apple'))).toEqual(goalIds(kitchen('can I have an apple')));
    expect(withoutAlreadyHad("we've eaten, could you wash up".replace("'ve", ' have')).trim()).toBe(', could you wash up');
  });

  it('not had, or had to be missed, is still the need', () => {
    expect(goalIds(kitchen('I had to skip breakfast'))).toEqual(goalIds(kitchen('breakfast please')));
    expect(goalIds(kitchen('I have not had breakfast'))).toEqual(goalIds(kitchen('breakfast please')));
  });

  it('is told in a list of what the person did, its "I" said once (was: the shower asked for in a bedroom)', () => {
    const bedroom = readerIn('FloorPlan303');
    expect(goalIds(bedroom('I cleaned the car, had a bath, and now I fancy reading for a bit'))).toEqual(goalIds(bedroom('I fancy reading for a bit')));
    expect(withoutAlreadyHad('i got back, had a shower and now i am hungry')).toBe('i got back,  and now i am hungry');
    // With no one said to have done it, or asked to be made ready, it stays.
    expect(withoutAlreadyHad('had a shower, now the lamp')).toBe('had a shower, now the lamp');
    expect(withoutAlreadyHad('i am cold, and a bath running please')).toBe('i am cold, and a bath running please');
  });
});
