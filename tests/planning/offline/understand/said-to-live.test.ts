/**
 * Where "it" or "they" is to be kept, said of a thing named before (issue 38: "my keys keep
 * vanishing, can they just live in that little box from now on" asked what to do with the keys),
 * and a demonstrative before a place ("in that box" read "that" as a thing the room lacks: "there
 * is no that here"). Real reader.
 */
import { describe, expect, it } from 'vitest';
import { saidToLive } from '../../../../src/planning/offline/understand/said-to-live.js';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan209');
const inBox = [[{ exists: { type: 'KeyChain', directlyIn: 'Box' } }]];

describe('where it lives', () => {
  it('is where it is put', () => {
    expect(saidToLive('can they just live in that little box')).toBe('put them in that little box');
    expect(saidToLive('they should go in the box')).toBe('put them in the box');
    expect(conditionsOf(living('my keys keep vanishing, can they just live in that little box from now on'))).toEqual(inBox);
    expect(conditionsOf(living('my keys keep vanishing, they should go in the box'))).toEqual(inBox);
  });

  it('asked whether it may go somewhere, is left as said', () => {
    expect(saidToLive('can it go in the microwave?')).toBe('can it go in the microwave?');
  });
});

describe('a demonstrative before a thing', () => {
  it('says which, and names no thing of its own', () => {
    expect(conditionsOf(living('put the keys in that box'))).toEqual(inBox);
    expect(conditionsOf(living('put those keys in this box'))).toEqual(inBox);
    expect(living('put that in the box').kind).toBe('none');
  });
});
