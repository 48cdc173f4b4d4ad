/**
 * Things done for someone else: "give him a spoon" and "get her a spoon" did not understand the
 * pronoun, "get him a coffee" was refused as looking after a person, "slice the bread for him" did
 * not understand 'him', and "keep the knife away from him" was not read as kept out of reach.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bedroom = readerIn('FloorPlan301');

describe('a thing got for someone', () => {
  it('is handed over as it is to the speaker', () => {
    expect(all(kitchen('give him a spoon'))).toEqual(all(kitchen('give me a spoon')));
    expect(all(kitchen('get her a spoon'))).toEqual(all(kitchen('get me a spoon')));
    expect(all(kitchen('get him a coffee'))).toEqual(all(kitchen('get me a coffee')));
  });

  it('is no person acted on, who still is when nothing follows', () => {
    expect(refusalOf(bedroom('pick her up'))).toMatch(/looking after a person/);
    expect(refusalOf(bedroom('get him to sleep'))).toMatch(/looking after a person/);
  });
});

describe('who a thing is done for, at the end of a clause', () => {
  it('asks nothing more', () => {
    expect(all(kitchen('slice the bread for him please'))).toEqual(all(kitchen('slice the bread')));
    expect(all(kitchen('put the apple in the fridge for him'))).toEqual(all(kitchen('put the apple in the fridge')));
    expect(all(kitchen('boil water for my wife, thanks'))).toEqual(all(kitchen('boil water')));
  });
});

describe('away from someone', () => {
  it('is out of their reach', () => {
    expect(all(kitchen('keep the knife away from him'))).toEqual(all(kitchen('keep the knife out of reach')));
    expect(all(kitchen('put the knife away from the kids'))).toEqual(all(kitchen('keep the knife out of reach')));
  });
});
