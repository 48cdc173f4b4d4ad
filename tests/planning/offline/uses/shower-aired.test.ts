/**
 * A shower said to stay damp or go mouldy (uses.yaml need `airing`, use `shower-aired`): its curtain
 * or door opened to air it, never food kept cold. Sentences of our own; real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn } from '../understand/reader-in.js';

const bathroom = readerIn('FloorPlan422');

describe('a mouldy shower is aired', () => {
  it('"the shower never dries out", "the shower keeps going mouldy": the curtain or door open', () => {
    expect(goalIds(bathroom("the shower never dries out and it's starting to go zorpy"))).toEqual(['shower-open']);
    expect(goalIds(bathroom('ugh the shower keeps going mouldy'))).toEqual(['shower-open']);
  });

  it('still read as before: a shower wished for is the shower running', () => {
    expect(goalIds(readerIn('FloorPlan402')('I need a shower'))).toEqual(['shower-on']);
  });
});
