/**
 * Plainly typed everyday requests (issue 38): what no skill does opening a clause is asked even
 * where a "'s" reads as "is"; a bath wished for is a bath. Sentences of our own (made-up words
 * stand for words no list will ever hold); real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn, refusalOf } from './reader-in.js';

const bathroom = readerIn('FloorPlan430');

describe('an activity no skill does, opening a clause on a thing, is asked', () => {
  it('is refused, though a need is said beside it and "\'s" reads as "is"', () => {
    expect(refusalOf(bathroom("trim the zorp's nails while he's calm"))).toMatch(/^'trim' asks for cutting or doing hair/);
    expect(refusalOf(bathroom("trim his claws, he's calm"))).toMatch(/^'trim' asks for cutting or doing hair/);
  });

  it('still read as before: such a word that tells is no activity asked', () => {
    expect(bathroom('hair is everywhere in the bath, gross')).toMatchObject({ kind: 'ask' });
  });
});

describe('a bath wished for is a bath', () => {
  it('"need a bath", "fancy a bath", "run them a bath": the bath running', () => {
    for (const text of ['they need a bath', 'I fancy a bath', 'run them a bath please']) expect(goalIds(bathroom(text)), text).toEqual(['tap-running']);
  });
});
